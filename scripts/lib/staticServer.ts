/**
 * Serves dist/client the way common static hosts do: /about-us from about-us.html with
 * no redirect, and 404.html with status 404 for anything else.
 */
import { createServer, type Server } from 'node:http'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'

export function createStaticServer(clientDir: string): Server {
  const notFound = readFileSync(path.join(clientDir, '404.html'))
  const files = sirv(clientDir, { extensions: ['html'], dev: false, etag: true })
  return createServer((req, res) => {
    files(req, res, () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(notFound)
    })
  })
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
