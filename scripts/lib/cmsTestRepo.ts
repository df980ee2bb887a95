/**
 * npm run serve -- --cms-test: the built site with /admin on Decap's `test-repo` backend,
 * which keeps the repository in the browser's memory, seeded here from content/. Anyone
 * can try the published content manager (its check and preview in the browser included)
 * without a GitHub account; nothing is saved anywhere but in that tab.
 */
import { readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'
import path from 'node:path'
import { parse, stringify } from 'yaml'
import { contentFiles } from '../../site/contentListing.js'

/**
 * A picture as Decap's test backend lists it (getMedia reads an upload's `fileObj`): its
 * name, size and path. The bytes stay on the published site, where the picture library
 * shows them from.
 */
type SeededPicture = { fileObj: { name: string; size: number }; path: string }
const PICTURE = /\.(jpe?g|png|gif|webp|avif|svg)$/i

/** The page's script that seeds the backend: window.repoFiles, as Decap's test backend reads it. */
export function testRepoScript(contentDir: string): string {
  type Folder = { [name: string]: Folder | { content: string | SeededPicture; path: string } }
  const root: Folder = {}
  const folders: Record<string, Folder> = {}
  // Never through a symbolic link (site/contentListing.ts): its target's text would be served.
  for (const name of contentFiles(contentDir)) {
    const file = path.join(contentDir, name)
    const picture = PICTURE.test(name)
    if (!picture && !/\.(md|ya?ml)$/.test(name)) continue
    const segments = ['content', ...name.split('/')]
    let folder = root
    for (const [depth, segment] of segments.slice(0, -1).entries()) {
      folder[segment] ??= {}
      folder = folder[segment] as Folder
      folders[segments.slice(0, depth + 1).join('/')] = folder
    }
    const repoPath = segments.join('/')
    const content = picture
      ? { fileObj: { name: segments.at(-1)!, size: statSync(file).size }, path: repoPath }
      : readFileSync(file, 'utf8')
    folder[segments.at(-1)!] = { content, path: repoPath }
  }
  // Decap finds an entry by walking the path (content → blog → x.md), and a collection's
  // entries under its folder's whole name (content/blog): both name the same objects.
  return `window.repoFiles = ${JSON.stringify(root)};\nfor (const [name, path] of ${JSON.stringify(Object.keys(folders))}.map((name) => [name, name.split('/')])) window.repoFiles[name] = path.reduce((folder, segment) => folder[segment], window.repoFiles);\n`
}

/** The built config.yml on the test backend (no GitHub, no login service). */
export function testRepoConfig(configYml: string): string {
  const config = parse(configYml) as Record<string, unknown>
  config.backend = { name: 'test-repo' }
  delete config.local_backend
  return stringify(config)
}

/** The built /admin/index.html, loading the seed before Decap (which reads it as it loads). */
export function testRepoPage(indexHtml: string): string {
  return indexHtml.replace(/(<script src="[^"]*frame-guard\.js"><\/script>)/, '$1\n    <script src="/admin/test-repo.js"></script>')
}

/** `server` answering /admin's page, its configuration and the seed script as above; every other request as before. */
export function withCmsTest(server: Server, clientDir: string, contentDir: string, base = '/'): Server {
  const [files] = server.listeners('request') as RequestListener[]
  server.removeAllListeners('request')
  const admin = `${base}admin/`
  const made: Record<string, [string, () => string]> = {
    [admin]: ['text/html', () => testRepoPage(readFileSync(path.join(clientDir, 'admin', 'index.html'), 'utf8'))],
    [`${admin}index.html`]: ['text/html', () => testRepoPage(readFileSync(path.join(clientDir, 'admin', 'index.html'), 'utf8'))],
    [`${admin}config.yml`]: ['text/yaml', () => testRepoConfig(readFileSync(path.join(clientDir, 'admin', 'config.yml'), 'utf8'))],
    [`${admin}test-repo.js`]: ['text/javascript', () => testRepoScript(contentDir)],
  }
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const answer = made[(req.url ?? '').split('?')[0]]
    if (!answer) return files(req, res)
    res.setHeader('Content-Type', `${answer[0]}; charset=utf-8`)
    res.setHeader('Cache-Control', 'no-store')
    res.end(answer[1]())
  })
  console.log(
    `The content manager runs on Decap's test backend, seeded from ${path.relative(process.cwd(), contentDir) || '.'}/: nothing is saved.`,
  )
  return server
}
