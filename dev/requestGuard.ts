/**
 * What every endpoint of the dev server that reads or writes for the content manager
 * (npm run cms) asks of a request before it reads its body. The dev server listens on
 * loopback alone, but a web page the editor has open in the same browser can still send
 * it requests: a cross-site form or `fetch` with `text/plain` needs no preflight. So a
 * request must come from the dev server's own origin (the Origin header, which browsers
 * set on every POST and pages cannot forge), carry a JSON body (which a cross-site page
 * can send only after a preflight that this server never grants), and stay within a
 * size, or it is answered 403, 415 or 413 before a byte of it is kept.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** A refusal: the status and the words the content manager shows. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The names of this machine: a Host of any other name is a rebound DNS name (DNS rebinding). */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\]):\d+$/

/** Whether the request comes from a page of this very server (scheme, host and port), reached as this machine. */
function isSameOrigin(req: IncomingMessage): boolean {
  const { origin, host } = req.headers
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return false
  return typeof origin === 'string' && typeof host === 'string' && LOOPBACK_HOST.test(host) && origin === `http://${host}`
}

/**
 * The JSON body of a same-origin POST of at most `maxBytes`; throws Refused otherwise,
 * with `tooLarge` as the words for a body over the limit.
 */
export async function readJsonRequest(req: IncomingMessage, maxBytes: number, tooLarge: string): Promise<unknown> {
  if (req.method !== 'POST') throw new Refused(405, 'only POST is answered here')
  if (!isSameOrigin(req)) throw new Refused(403, 'this server answers only the content manager it serves itself')
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json') throw new Refused(415, 'the request must be JSON')
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > maxBytes) throw new Refused(413, tooLarge)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    // A body sent without its length (chunked) is stopped as soon as it passes the limit.
    if (size > maxBytes) throw new Refused(413, tooLarge)
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new Refused(400, 'the request is not valid JSON')
  }
}

/** Answers a JSON value (or a Refused / unforeseen error as `{ error }`), never cached. */
export function sendJson(res: ServerResponse, value: unknown, status = 200) {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Cache-Control', 'no-store')
  res.end(JSON.stringify(value))
}

export function sendError(res: ServerResponse, error: unknown) {
  const refused = error instanceof Refused ? error : undefined
  // A refused body is not read to its end: close the connection rather than drain it. The
  // socket is taken now: by 'finish', Node has detached it from the answer (res.socket is null).
  const socket = res.socket
  if (refused?.status === 413) res.once('finish', () => socket?.destroy())
  // An unforeseen error's text may name paths of this machine: say only that it failed.
  sendJson(
    res,
    { error: refused?.message ?? 'the content manager could not do this (see the terminal of npm run cms)' },
    refused?.status ?? 500,
  )
}
