/** npm run serve: the built site on http://127.0.0.1:4173 (PORT overrides), below its base path. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { siteBasePath } from '../site/siteBasePath.js'
import { createStaticServer, listen } from './lib/staticServer.js'
import { withCmsTest } from './lib/cmsTestRepo.js'

const clientDir = path.resolve('dist/client')
if (!existsSync(path.join(clientDir, '404.html'))) {
  console.error('No build in dist/client: run npm run build first.')
  process.exit(1)
}
// Below the site's base path, as its host will serve it (the path of the site's address in site/deploy.ts, or BASE_PATH).
const base = siteBasePath()
// --cms-test: /admin on Decap's test backend, seeded from content/ (scripts/lib/cmsTestRepo.ts).
const files = createStaticServer(clientDir, base)
const server = process.argv.includes('--cms-test')
  ? withCmsTest(files, clientDir, path.resolve(process.env.CONTENT_DIR ?? 'content'), base)
  : files
const port = await listen(server, Number(process.env.PORT ?? 4173))
console.log(`Serving dist/client at http://127.0.0.1:${port}${base}`)
