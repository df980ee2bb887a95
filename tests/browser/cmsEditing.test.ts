/**
 * The content manager's editing suites (tests/browser/cms/): lists, links and paste in the
 * Rich Text editor, deleting, the address and the form, the check's messages, two editors
 * saving one article, and a page's history, on a dev server of their own (`npm run cms` on
 * a throw-away copy of content/), so that they run beside tests/browser/cms.test.ts and its
 * suites, one file on each test worker. None opens a page of the site before an entry, so the server
 * compiles its first page in the background (the preview asks for the home page, for the
 * site's stylesheets).
 */
import { runOnCmsServer } from './cms/shared.js'
import './cms/deletions.js'
import './cms/history.js'
import './cms/linksAndPaste.js'
import './cms/lists.js'
import './cms/messages.js'
import './cms/steps.js'
import './cms/twoEditors.js'
import './cms/typing.js'
import './cms/undo.js'

runOnCmsServer({ firstPage: 'background' })
