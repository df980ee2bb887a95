/** The data every page hands from the build to React (types only: safe for the client). */
import type { EntrySummary, Page, ResolvedSettings } from './pipeline/types.js'
import type { HeadTag } from './head/tags.js'

export type LayoutData = {
  name: string
  shortName: string
  logo: string
  phone: string
  email: string
  navigation: ResolvedSettings['navigation']
  services: EntrySummary[]
  /** The year of the build, for the copyright line. */
  year: number
}

export type PageData = {
  /** null on the not-found page */
  page: Page | null
  head: HeadTag[]
  layout: LayoutData
}
