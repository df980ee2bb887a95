import type { ComponentType } from 'react'
import type { PageData } from './pageData.js'

declare global {
  namespace Vike {
    interface PageContext {
      Page?: ComponentType
      data: PageData
    }
  }
}

declare module '*.module.scss' {
  const classes: Record<string, string>
  export default classes
}
