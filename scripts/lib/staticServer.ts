/**
 * Serves dist/client the way common static hosts do: /about-us from about-us.html with
 * no redirect, 404.html with status 404 for anything else, and text compressed (gzip),
 * so the weights the browser tests and Lighthouse see are those visitors download. A site
 * built for a folder of its domain (a base path, /website/) is served there alone, as
 * GitHub Pages serves a project site: nothing answers outside it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import compression from 'compression'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'

export function createStaticServer(clientDir: string, base = '/'): Server {
  return createServer(staticFiles(clientDir, base))
}

/** The request handler of createStaticServer, for a server that answers other paths too (the browser tests'). */
export function staticFiles(clientDir: string, base = '/'): (req: IncomingMessage, res: ServerResponse) => void {
  const notFound = readFileSync(path.join(clientDir, '404.html'))
  const files = sirv(clientDir, { extensions: ['html'], dev: false, etag: true })
  const compress = compression()
  return (req, res) => {
    const url = req.url ?? '/'
    if (base !== '/' && `${url.split('?')[0]}/` === base) {
      res.writeHead(301, { Location: base }).end()
      return
    }
    if (!url.startsWith(base)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: this server serves the site at ${base}`)
      return
    }
    req.url = `/${url.slice(base.length)}`
    compress(req as never, res as never, () => {
      files(req, res, () => {
        res.statusCode = 404
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(notFound)
      })
    })
  }
}

export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}
