// What decap-cms.js puts on window, and Decap's Immutable data as the content manager reads it.

export type Immutable = { get(key: string): any; getIn(path: string[]): any; toJS(): any; toArray(): any[] }

/** What decap-cms.js puts on window. */
export const decap = window as unknown as { CMS: any; h: any; createClass: any }
