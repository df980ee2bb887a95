/**
 * The dev server writes content/ for whoever can reach it (the content manager's saves),
 * so it listens on this machine's loopback address alone.
 */
import type { Server } from 'node:http'
import type { Http2SecureServer } from 'node:http2'

/** IPv4's loopback: reached as localhost and 127.0.0.1 (browsers try it when ::1 fails). */
export const LOOPBACK = '127.0.0.1'

/** Stops the process if the server listens anywhere but on loopback (a last guard). */
export function assertLoopback(server: Server | Http2SecureServer) {
  const address = server.address()
  const host = typeof address === 'object' && address ? address.address : ''
  if (host === '127.0.0.1' || host === '::1') return
  server.close()
  throw new Error(`The dev server listened on ${host}, not on this machine alone (${LOOPBACK}): it refuses to run that way.`)
}
