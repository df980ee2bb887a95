/**
 * node:crypto for the browser bundle, for the modules of pipeline/ that still import it
 * (the caches, the sized copies' names): createHash('sha256') over the pipeline's own
 * synchronous SHA-256 (pipeline/shared/sha256.ts), and randomUUID.
 */
import { sha256 } from '../../../pipeline/shared/sha256.js'

const encoder = new TextEncoder()

function encode(digest: Uint8Array, encoding?: string): string | Uint8Array {
  if (encoding === 'hex') return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  if (encoding === 'base64' || encoding === 'base64url') {
    const base64 = btoa(String.fromCharCode(...digest))
    return encoding === 'base64' ? base64 : base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  }
  return digest
}

export function createHash(algorithm: string) {
  if (algorithm !== 'sha256') throw new Error(`only sha256 is available here, not ${algorithm}`)
  const chunks: Uint8Array[] = []
  const hash = {
    update(data: string | Uint8Array) {
      chunks.push(typeof data === 'string' ? encoder.encode(data) : data)
      return hash
    },
    digest(encoding?: string) {
      const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
      let at = 0
      for (const chunk of chunks) {
        all.set(chunk, at)
        at += chunk.length
      }
      return encode(sha256(all), encoding)
    },
  }
  return hash
}

export const randomUUID = () => crypto.randomUUID()

export default { createHash, randomUUID }
