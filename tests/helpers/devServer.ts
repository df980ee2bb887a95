/**
 * `npm run cms`'s dev server (vite.dev.config.ts) on a throw-away copy of content/, for the
 * tests that drive the content manager or attack its servers.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export type DevServer = {
  url: string
  port: number
  contentDir: string
  /** The file that holds what the server printed: a failure of a test that used it can quote it (serverOutput). */
  log: string
  stop(): void
}

/** The last lines the server printed, for a failure's message: a 500 or a page never served says why there. */
export function serverOutput(log: string, lines = 40): string {
  const printed = readFileSync(log, 'utf8').trimEnd().split('\n')
  return `the dev server's last ${Math.min(lines, printed.length)} lines (${log}):\n${printed.slice(-lines).join('\n')}`
}

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

async function waitFor(url: string, log: string) {
  let last = 'no answer'
  for (let tries = 0; tries < 600; tries++) {
    const answer = await fetch(url).catch((error: Error) => error)
    if (answer instanceof Response && answer.ok) return
    last = answer instanceof Response ? `${answer.status} ${answer.statusText}` : answer.message
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer (last: ${last}); ${serverOutput(log)}`)
}

/** The environment of a terminal: Vitest's variables (NODE_ENV=test, VITEST) make Vike serve no pages. */
const devEnvironment = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'TEST'))

/**
 * Starts the dev server on a copy of content/ and waits until its first page is compiled.
 * `extraArguments` go to the vite command (a test passes `--host 0.0.0.0` to try to widen it);
 * `environment` adds variables (CI=true makes Vike open every address, unless stopped).
 * `firstPage` is when the server compiles the site's first page (9 s of CPU): `'wait'`, the
 * default, before this returns; `'background'` as it starts, for tests that open an entry
 * before they ask for a page (the preview asks for the home page, for its stylesheets);
 * `'skip'` never (DEV_WARM_UP=off), for tests of /admin's files and the backend alone.
 */
export async function startDevServer(
  options: { extraArguments?: string[]; environment?: Record<string, string>; firstPage?: 'wait' | 'background' | 'skip' } = {},
): Promise<DevServer> {
  const repoDir = mkdtempSync(path.join(os.tmpdir(), 'cms-repo-'))
  const contentDir = path.join(repoDir, 'content')
  cpSync('content', contentDir, { recursive: true })
  const port = await freePort()
  const log = path.join(repoDir, 'server.log')
  const output = openSync(log, 'a')
  // (Vike reads the command line of the vite command itself: started as node vite.js, it refuses --config.)
  const child: ChildProcess = spawn(
    path.resolve('node_modules/.bin/vite'),
    ['--config', 'vite.dev.config.ts', '--port', String(port), '--strictPort', ...(options.extraArguments ?? [])],
    {
      env: {
        ...devEnvironment(),
        ...(options.firstPage === 'skip' && { DEV_WARM_UP: 'off' }),
        ...options.environment,
        CONTENT_DIR: contentDir,
      },
      stdio: ['ignore', output, output],
    },
  )
  closeSync(output) // the server has its own
  // Served below BASE_PATH when a test gives one (/website/): `url` then ends with it.
  const url = `http://localhost:${port}${(options.environment?.BASE_PATH ?? '/').replace(/\/$/, '')}`
  await waitFor(`${url}/admin/`, log)
  // The first page compiles the site's modules: done once here, not inside a test's time.
  if ((options.firstPage ?? 'wait') === 'wait') await waitFor(`${url}/contact`, log)
  return { url, port, contentDir, log, stop: () => child.kill() }
}
