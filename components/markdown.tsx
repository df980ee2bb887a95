/**
 * The one map from HTML tag names to components for Markdown, and the component that
 * turns a hast tree (compiled at build time) into React elements for the HTML.
 */
import type { Root } from 'hast'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import type { ComponentProps } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'

const opensNewTab = (href: string | undefined) => !!href && /^https?:\/\//i.test(href)

/** Links to other sites open in a new tab, safely, and say so to screen-reader users. */
function MarkdownLink({ href, children, ...rest }: ComponentProps<'a'>) {
  if (!opensNewTab(href))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

// Pictures in prose are at most as wide as its column (.prose in styles/global.scss).
const PROSE_SIZES = '(min-width: 46rem) 46rem, 100vw'

/**
 * Pictures load when they come near the screen; width, height and the sized copies
 * (srcset, in a <picture> with a WebP <source>) come from the build.
 */
function MarkdownImage(props: ComponentProps<'img'>) {
  // biome-ignore lint/a11y/useAltText: the alt comes with the props, from the Markdown image (the check requires one)
  return <img loading="lazy" decoding="async" sizes={props.srcSet ? PROSE_SIZES : undefined} {...props} />
}

function MarkdownSource(props: ComponentProps<'source'>) {
  return <source sizes={PROSE_SIZES} {...props} />
}

/** Wide tables scroll sideways on phones instead of widening the page. */
function MarkdownTable(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  )
}

const markdownComponents: Partial<Components> = { a: MarkdownLink, img: MarkdownImage, source: MarkdownSource, table: MarkdownTable }

/** Render compiled Markdown. `className` wraps it in a div (e.g. for prose styles). */
export function Markdown({ tree, className }: { tree: Root; className?: string }) {
  const content = toJsxRuntime(tree, { Fragment, jsx, jsxs, components: markdownComponents })
  return className ? <div className={className}>{content}</div> : content
}
