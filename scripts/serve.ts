/** npm run serve: the built site on http://127.0.0.1:4173 (PORT overrides). */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createStaticServer, listen } from './lib/staticServer.js'

const clientDir = path.resolve('dist/client')
if (!existsSync(path.join(clientDir, '404.html'))) {
  console.error('No build in dist/client: run npm run build first.')
  process.exit(1)
}
const port = await listen(createStaticServer(clientDir), Number(process.env.PORT ?? 4173))
console.log(`Serving dist/client at http://127.0.0.1:${port}`)
