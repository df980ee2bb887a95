/**
 * The one content-manager dev server (npm run cms, on a throw-away copy of content/) and
 * browser that the content manager's suites share: tests/browser/cms.test.ts starts them
 * and imports the suites of this folder, which run one after the other on it (each edits
 * entries of its own), so npm test starts one dev server for all of them.
 */
import type { Session } from '../../helpers/browser.js'
import type { DevServer } from '../../helpers/devServer.js'

let live: { server: DevServer; session: Session } | undefined

export function shareCmsServer(value: { server: DevServer; session: Session } | undefined): void {
  live = value
}

/** An object that reads every property of the live one, once cms.test.ts has started it. */
function forward<T extends object>(pick: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = pick()
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const started = () => {
  if (!live) throw new Error('the content manager suites run from tests/browser/cms.test.ts, which starts their server')
  return live
}
export const server: DevServer = forward(() => started().server)
export const session: Session = forward(() => started().session)
