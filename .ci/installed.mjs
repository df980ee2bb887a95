// Whether node_modules (restored by CI's cache) is exactly what `npm ci` would install, so
// .ci/run may skip the install: every package npm recorded in node_modules/.package-lock.json
// at the version and integrity of package-lock.json, every package of the lock there but the
// optional ones for other platforms, and installed by this Node (native modules are built
// for one). Exits 0 when it is, 1 with the reason otherwise. Plain Node: nothing installed yet.
import { existsSync, readFileSync } from 'node:fs'

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}
const lock = read('package-lock.json')?.packages
const installed = read('node_modules/.package-lock.json')?.packages
const why = (() => {
  if (!lock || !installed) return 'no node_modules recorded by npm'
  const nodeVersion = existsSync('node_modules/.ci-node-version') ? readFileSync('node_modules/.ci-node-version', 'utf8').trim() : ''
  if (nodeVersion !== process.version) return `node_modules was not installed by Node ${process.version}`
  for (const [name, entry] of Object.entries(installed)) {
    const wanted = lock[name]
    if (!wanted || wanted.version !== entry.version || wanted.integrity !== entry.integrity) return `${name} differs from package-lock.json`
  }
  for (const [name, entry] of Object.entries(lock))
    if (name && !installed[name] && !entry.optional) return `${name} of package-lock.json is not installed`
  return undefined
})()
if (why) {
  console.log(`Installing: ${why}.`)
  process.exit(1)
}
console.log(`node_modules is what package-lock.json installs on Node ${process.version}: not installed again.`)
