/** A fresh, empty content cache for each test of a file (CONTENT_CACHE_DIR), and none after it. */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach } from 'vitest'

/** Registers the hooks; the returned function gives the current test's cache folder. */
export function temporaryCacheDirs(name: string): () => string {
  let cacheDir = ''
  beforeEach(() => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`))
    process.env.CONTENT_CACHE_DIR = cacheDir
  })
  afterEach(() => {
    delete process.env.CONTENT_CACHE_DIR
  })
  return () => cacheDir
}
