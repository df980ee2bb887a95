/**
 * npm run cms: try the content manager on this machine, without GitHub. Starts
 * decap-server (which reads and writes content/ here) and the dev server, whose /admin
 * saves through it. Changes land in your files; commit them as usual. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { LOCAL_CMS_SERVER } from '../site/cms/adminFiles.js'

const require = createRequire(import.meta.url)
const decapServer = require.resolve('decap-server/dist/index.js')
const port = new URL(LOCAL_CMS_SERVER).port

const children = [
  spawn(process.execPath, [decapServer], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, MODE: 'fs', GIT_REPO_DIRECTORY: process.cwd() },
  }),
  // The dev server's config: the content plugin serves /admin, the check and the preview.
  spawn(path.resolve('node_modules/.bin/vite'), ['--config', 'vite.dev.config.ts', '--port', '5173', '--strictPort'], { stdio: 'inherit' }),
]
console.log('\nContent manager: http://localhost:5173/admin/ (Login, then pick a collection). Ctrl+C stops it.\n')
const stop = () => {
  for (const child of children) child.kill()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
