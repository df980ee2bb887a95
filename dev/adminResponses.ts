/**
 * How the dev server answers for the files of /admin: compressed (brotli, else gzip, as the
 * browser accepts), and cached as each allows. Decap's scripts (about 6 MB, 1.3 MB as
 * brotli) live under a folder named by their contents (site/cms/adminFiles.ts), so a browser
 * keeps them for good, and they are compressed once per server. The other files follow the
 * content and our code: the browser asks again each time, and an unchanged file answers
 * 304 with no body.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { DECAP_FOLDER } from '../site/cms/adminFiles.js'

type Encoding = 'br' | 'gzip' | 'identity'

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  yml: 'text/yaml; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
}
/**
 * Brotli's quality for Decap's script: 6 takes about a second for its 5 MB (1.27 MB out);
 * 11, the best, about 20 s (1.12 MB), too long for the first visit after `npm run cms`.
 * The small files, made again when they change, take 5 (a few ms).
 */
const STATIC_QUALITY = 6
const CHANGING_QUALITY = 5
/** Compressed answers of the files that change, by their hash: a few versions of each are enough. */
const KEPT_CHANGING = 16

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) }

function compress(body: Buffer, encoding: Encoding, quality: number): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(body)
  if (encoding === 'gzip') return compressors.gzip(body)
  return compressors.br(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })
}

/** The best encoding the request accepts (a q=0 refuses one). */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name.trim().toLowerCase()),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity'
}

/** Does If-None-Match name this tag (or any)? */
const matches = (ifNoneMatch: string | undefined, tag: string) =>
  Boolean(ifNoneMatch) && ifNoneMatch!.split(',').some((candidate) => ['*', tag].includes(candidate.trim().replace(/^W\//, '')))

/**
 * The answerer of /admin/<name>, given how to make the file. One per dev server: it keeps
 * Decap's scripts compressed for as long as the server runs.
 */
export function adminResponder() {
  const compressed = new Map<string, Promise<Buffer>>()
  const remember = (key: string, make: () => Promise<Buffer>, bounded: boolean) => {
    let answer = compressed.get(key)
    if (!answer) {
      answer = make()
      // A failure is not kept: the next request tries again.
      answer.catch(() => compressed.delete(key))
      if (bounded) {
        const changing = [...compressed.keys()].filter((other) => !other.startsWith(`${DECAP_FOLDER}/`))
        if (changing.length >= KEPT_CHANGING) compressed.delete(changing[0])
      }
      compressed.set(key, answer)
    }
    return answer
  }
  const isStatic = (name: string) => name.startsWith(`${DECAP_FOLDER}/`)

  return {
    /** Compresses a file of Decap's ahead of its first request (the server's start). */
    prepare(name: string, make: () => string | Buffer, encoding: Encoding = 'br') {
      if (!isStatic(name)) return
      void remember(`${name}\0${encoding}`, () => compress(Buffer.from(make()), encoding, STATIC_QUALITY), false).catch(() => {})
    },

    async send(req: IncomingMessage, res: ServerResponse, name: string, make: () => string | Buffer): Promise<void> {
      const encoding = encodingFor(req.headers['accept-encoding'])
      res.setHeader('Content-Type', TYPES[name.split('.').pop() ?? 'html'] ?? TYPES.html)
      res.setHeader('Vary', 'Accept-Encoding')
      let tag: string
      let body: Promise<Buffer>
      if (isStatic(name)) {
        // Its address changes with its contents: nothing to ask again.
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        tag = `"${createHash('sha256').update(name).digest('hex').slice(0, 16)}-${encoding}"`
        body = remember(`${name}\0${encoding}`, () => compress(Buffer.from(make()), encoding, STATIC_QUALITY), false)
      } else {
        // Asked again every time (the content, and our code, change while the server runs).
        res.setHeader('Cache-Control', 'no-cache')
        const made = Buffer.from(make())
        const hash = createHash('sha256').update(made).digest('hex').slice(0, 16)
        tag = `"${hash}-${encoding}"`
        body = remember(`${name}\0${hash}\0${encoding}`, () => compress(made, encoding, CHANGING_QUALITY), true)
      }
      res.setHeader('ETag', tag)
      if (matches(req.headers['if-none-match'], tag)) {
        res.statusCode = 304
        res.end()
        return
      }
      const bytes = await body
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
      res.setHeader('Content-Length', bytes.length)
      res.end(req.method === 'HEAD' ? undefined : bytes)
    },
  }
}
