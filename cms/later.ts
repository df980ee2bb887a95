/**
 * What cms.js needs only once an editor works on an entry, bundled apart as
 * /admin/cms-later.js (site/cms/cmsScript.ts): the Markdown parser and writer behind a
 * paste (cms/paste/) and behind a changed body written in place (bodyInPlace.ts). About
 * 52 kB of cms.js's 123 (brotli) that the content manager's start no longer waits for;
 * cms/laterCode.ts loads it.
 */
export { bodyInPlace } from './bodyInPlace.js'
export { clipboardMarkdown, picturesInRtf } from './paste/clipboardMarkdown.js'
export { markdownSlate } from './paste/markdownSlate.js'
