import type { ReactNode } from 'react'
import type { LayoutData } from '../../renderer/pageData.js'
import { Header } from './Header.js'
import { Footer } from './Footer.js'
import { FloatingContact } from './FloatingContact.js'
import { RobotLoader } from './RobotLoader.js'
import { ApplicationDialogProvider } from '../ui/ApplicationDialog.js'
import styles from './Layout.module.scss'

/** The frame every route sits in: skip link, header, the page, footer, floating extras. */
export function Layout({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">Skip to content</a>
      <Header layout={layout} />
      <ApplicationDialogProvider formUrl={layout.forms.application}>
        <main id="main" tabIndex={-1} className={styles.main}>{children}</main>
      </ApplicationDialogProvider>
      <Footer layout={layout} />
      <FloatingContact layout={layout} />
      <RobotLoader />
    </>
  )
}
