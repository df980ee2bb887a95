import type { ReactNode } from 'react'
import type { FrameData } from '../../renderer/pageData.js'
import { Header } from './Header.js'
import { Footer } from './Footer.js'
import { FloatingContact } from './FloatingContact.js'
import styles from './Frame.module.scss'

/**
 * The frame every route sits in: skip link, header, the page, footer, floating buttons.
 * `searchTitle` marks <main> as what the site search indexes (never header or footer),
 * under the page's title rather than its first heading.
 */
export function Frame({ frame, searchTitle, children }: { frame: FrameData; searchTitle?: string; children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">Skip to content</a>
      <Header frame={frame} />
      <main id="main" tabIndex={-1} className={styles.main} data-pagefind-body={searchTitle === undefined ? undefined : ''}>
        {searchTitle !== undefined && <span data-pagefind-meta="title" hidden>{searchTitle}</span>}
        {children}
      </main>
      <Footer frame={frame} />
      <FloatingContact frame={frame} />
    </>
  )
}
