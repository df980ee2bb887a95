/** Parses written HTML for the build tests: a DOM to query, nothing loaded or run. */
import { Window } from 'happy-dom'

// A window of its own rather than the test environment's: happy-dom prints a stack trace
// for each <iframe> whose loading is off, straight to the process (past Vitest's console
// filters), and the pages hold several. Its console is silenced; nothing else logs there.
const silent = Object.fromEntries(Object.keys(console).map((name) => [name, () => {}])) as unknown as Console
const window = new Window({
  console: silent,
  // A page's own addresses (a preload of /admin/config.yml) resolve here, and nothing is fetched.
  url: 'http://localhost/',
  settings: {
    fetch: {
      interceptor: {
        beforeAsyncRequest: async (context: { window: { Response: new (body: string) => unknown } }) => new context.window.Response(''),
      },
    } as never,
    disableCSSFileLoading: true,
    disableJavaScriptFileLoading: true,
    disableJavaScriptEvaluation: true,
    disableIframePageLoading: true,
    handleDisabledFileLoadingAsSuccess: true,
  },
})

export const parseHtml = (html: string) => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document
