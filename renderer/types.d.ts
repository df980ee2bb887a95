import type { ComponentType } from 'react'
import type { PageData } from '../pipeline/page/pageData.js'

declare global {
  namespace Vike {
    interface PageContext {
      /** A page of pages/: rendered with the data the build handed it, as a prop (no hidden context). */
      Page?: ComponentType<{ pageData: PageData }>
      data: PageData
    }
  }
}

declare module '*.module.scss' {
  const classes: Record<string, string>
  export default classes
}
