/**
 * npm run cms: try the content manager on this machine, without GitHub. Starts the dev
 * server, whose /admin checks, previews and saves into content/ here (dev/localBackend.ts),
 * listening on this machine alone. Changes land in your files; commit them as usual.
 * Ctrl+C stops it.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

// The dev server's config: the content plugin serves /admin, the check, the preview and the saves.
const devServer = spawn(path.resolve('node_modules/.bin/vite'), ['--config', 'vite.dev.config.ts', '--port', '5173', '--strictPort'], {
  stdio: 'inherit',
})
console.log('\nContent manager: http://localhost:5173/admin/ (Login, then pick a collection). Ctrl+C stops it.\n')
const stop = () => {
  devServer.kill()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
devServer.on('exit', (code) => process.exit(code ?? 0))
