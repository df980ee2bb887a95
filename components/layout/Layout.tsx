import type { ReactNode } from 'react'
import type { LayoutData } from '../../renderer/pageData.js'
import { Header } from './Header.js'
import { Footer } from './Footer.js'
import { FloatingContact } from './FloatingContact.js'
import styles from './Layout.module.scss'

/** The frame every route sits in: skip link, header, the page, footer, floating buttons. */
export function Layout({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">Skip to content</a>
      <Header layout={layout} />
      <main id="main" tabIndex={-1} className={styles.main}>{children}</main>
      <Footer layout={layout} />
      <FloatingContact layout={layout} />
    </>
  )
}
