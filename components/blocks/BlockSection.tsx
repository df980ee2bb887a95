import type { Root } from 'hast'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { Markdown } from '../markdown.js'

type Props = {
  block: { id?: string; heading: string; intro?: Root }
  className?: string
  children: ReactNode
} & Omit<ComponentProps<'section'>, 'id' | 'className' | 'children'>

/** The frame most blocks share: a section named by its heading, with an optional intro. */
export function BlockSection({ block, className, children, ...rest }: Props) {
  const headingId = useId()
  return (
    <section className={`section ${className ?? ''}`.trim()} id={block.id} aria-labelledby={headingId} {...rest}>
      <div className="container">
        <h2 id={headingId} className="section-heading">
          {block.heading}
        </h2>
        {block.intro && <Markdown tree={block.intro} className="section-intro" />}
        {children}
      </div>
    </section>
  )
}
