import type { ReactNode } from 'react'
import type { FrameData } from '../../pipeline/page/pageData.js'
import { Header } from './Header.js'
import { Footer } from './Footer.js'
import { FloatingContact } from './FloatingContact.js'
import styles from './Frame.module.scss'

// The frame every page sits in, in three parts: the parts around the page show the same on
// every page but for the header's current link, so the server renders them once and
// reuses them (renderer/PageShell.tsx); only <main> is rendered for each page.

/** Before the page: skip link and header, which marks the link to `currentHref`. */
export function FrameStart({ frame, currentHref }: { frame: FrameData; currentHref?: string }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header frame={frame} currentHref={currentHref} />
    </>
  )
}

/**
 * The page itself. `searchTitle` marks <main> as what the site search indexes (never
 * header or footer), under the page's title rather than its first heading.
 */
export function FrameMain({ searchTitle, children }: { searchTitle?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.main} data-pagefind-body={searchTitle === undefined ? undefined : ''}>
      {searchTitle !== undefined && (
        <span data-pagefind-meta="title" hidden>
          {searchTitle}
        </span>
      )}
      {children}
    </main>
  )
}

/** After the page: footer and floating buttons. */
export function FrameEnd({ frame }: { frame: FrameData }) {
  return (
    <>
      <Footer frame={frame} />
      <FloatingContact frame={frame} />
    </>
  )
}
