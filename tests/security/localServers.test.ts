/**
 * The content manager's servers on the editor's machine (npm run cms), attacked as another
 * machine, another web page in the editor's browser and a hostile upload would. Before,
 * decap-server listened on every address (*:8081) with no login, allowed any localhost
 * origin and wrote any file of the repository: one POST overwrote vite.dev.config.ts, which
 * the dev server then ran. Each test here sends a request that decap-server answered with
 * a write, and asserts the dev server's own backend (dev/localBackend.ts) refuses it.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../helpers/browser.js'
import { type DevServer, startDevServer } from '../helpers/devServer.js'
import { jpeg, misnamed, NOT_A_PICTURE, otherKind, PAGE, POLYGLOT, STOLEN } from '../helpers/pictureAttacks.js'

let server: DevServer
let backend: string
let origin: string

beforeAll(async () => {
  // As on CI or in a container, where Vike opens every address, and with --host asked for.
  server = await startDevServer({ extraArguments: ['--host', '0.0.0.0'], environment: { CI: 'true' }, firstPage: 'skip' })
  origin = `http://localhost:${server.port}`
  backend = `${origin}/api/cms/backend`
}, 120_000)

afterAll(() => server?.stop())

/** A call of Decap's proxy protocol, by default as the content manager itself sends it. */
function call(action: string, params: unknown, headers: Record<string, string> = {}, url = backend) {
  return fetch(url, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify({ action, params }),
  })
}
const persist = (filePath: string, raw: string, headers?: Record<string, string>) =>
  call('persistEntry', { dataFiles: [{ path: filePath, slug: 'x', raw }], assets: [], options: {} }, headers)

/** The addresses a TCP port listens on, read from the kernel (hex as /proc/net/tcp writes them). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
      .map((fields) => fields[1].split(':')[0]),
  )
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

describe('the dev server listens on this machine alone', () => {
  it('binds loopback only, even with CI=true and --host 0.0.0.0', () => {
    const addresses = listeningAddresses(server.port)
    expect(addresses.length).toBeGreaterThan(0)
    // 127.0.0.1 (0100007F) or ::1; never 0.0.0.0 or ::, which every machine of the network reaches.
    for (const address of addresses) expect(['0100007F', '00000000000000000000000001000000']).toContain(address)
  })

  it('answers no request whose Host is not this machine (DNS rebinding)', async () => {
    const answer = await call('info', {}, { host: 'attacker.example', origin: 'http://attacker.example' })
    expect(answer.status).toBe(403)
  })
})

describe('the backend answers the content manager of its own origin only', () => {
  it('answers the content manager itself', async () => {
    const answer = await call('info', {})
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ type: 'local_fs', publish_modes: ['simple'] })
  })

  it.each([
    ['another localhost port (another dev server, a tool)', { origin: 'http://localhost:3000' }],
    ['a site on the internet', { origin: 'https://attacker.example' }],
    ['no origin at all (a script outside any browser page)', { origin: '' }],
    ['a cross-site fetch the browser marks', { 'sec-fetch-site': 'cross-site' }],
    ['the literal null origin (a sandboxed frame, a file:// page)', { origin: 'null' }],
  ])('refuses a save from %s (403), and writes nothing', async (_who, headers) => {
    const answer = await persist('content/blog/planted.md', '---\ntitle: planted\n---\n', headers)
    expect(answer.status).toBe(403)
    expect(() => readFileSync(path.join(server.contentDir, 'blog/planted.md'))).toThrow()
  })

  it('refuses a body that is not JSON (a text/plain POST needs no preflight) with 415', async () => {
    const answer = await fetch(backend, {
      method: 'POST',
      headers: { origin, 'content-type': 'text/plain' },
      body: JSON.stringify({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog/p.md', raw: 'x' }], assets: [] } }),
    })
    expect(answer.status).toBe(415)
  })

  it('refuses anything but POST', async () => {
    expect((await fetch(backend, { headers: { origin } })).status).toBeGreaterThanOrEqual(400)
  })

  it('refuses a body over the upload limit (413) before reading it all, and keeps serving', async () => {
    const huge = Buffer.alloc(9 * 1024 * 1024, 'a')
    const answer = await fetch(backend, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: huge }).catch(
      (error: Error) => error,
    )
    // Refused with 413, or the connection closed under the body: either way nothing was kept.
    if (!(answer instanceof Error)) expect(answer.status).toBe(413)
    expect((await call('info', {})).status).toBe(200)
  })

  it('a web page on another origin in the editor’s browser cannot save', async () => {
    const session = await startSession()
    let attackerServer: Server | undefined
    try {
      const page = await session.newPage()
      // A page of another origin with no policy of its own, as an attacker's page would be.
      const attacker = createServer((_req, res) => res.end('<!doctype html><title>Another site</title>'))
      await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
      await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`)
      attackerServer = attacker
      const outcome = await page.evaluate(async (url) => {
        const body = JSON.stringify({
          action: 'persistEntry',
          params: { dataFiles: [{ path: 'content/blog/from-a-page.md', raw: 'x' }], assets: [] },
        })
        const tries = [
          fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }),
          fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
        ]
        return Promise.all(
          tries.map((attempt) =>
            attempt.then(
              (answer) => answer.type,
              (error: Error) => error.name,
            ),
          ),
        )
      }, backend)
      // The no-cors POST reaches the server (and is refused); the JSON one is stopped by its preflight.
      expect(outcome[1]).toBe('TypeError')
      expect(() => readFileSync(path.join(server.contentDir, 'blog/from-a-page.md'))).toThrow()
    } finally {
      attackerServer?.close()
      await session.close()
    }
  })
})

describe('the backend reaches content/ alone', () => {
  it.each([
    'vite.dev.config.ts',
    'package.json',
    '.git/config',
    'scripts/build.ts',
    'content/../vite.dev.config.md',
    'content/blog/../../package.md',
    '/etc/cron.d/x.md',
    'content/.hidden.md',
    'content/images/.htaccess',
    'content\\..\\package.md',
    'content/README.md',
    'content/blog/page.js',
    'content/blog/page.html',
    'content/site.json',
  ])('refuses to write %s (403)', async (target) => {
    const answer = await persist(target, 'written by an attacker')
    expect(answer.status).toBe(403)
    expect((await answer.json()).error).toMatch(/content/)
  })

  it.each(['package.json', 'content/../package.json', '/etc/passwd', '.git/config'])('refuses to read %s', async (target) => {
    const answer = await call('getEntry', { path: target })
    expect(answer.status).toBe(403)
    expect(await answer.text()).not.toContain('"name"')
  })

  it('does not follow a symbolic link inside content/ to a folder outside it', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'outside-'))
    writeFileSync(path.join(outside, 'secret.md'), 'secret')
    symlinkSync(outside, path.join(server.contentDir, 'linked'))
    const read = await call('getEntry', { path: 'content/linked/secret.md' })
    const written = await persist('content/linked/new.md', 'planted')
    expect([read.status, written.status]).toEqual([403, 403])
    expect(() => readFileSync(path.join(outside, 'new.md'))).toThrow()
  })

  it('saves a page of content/ whole, and lists and reads entries', async () => {
    const text = '---\ntitle: A saved page\n---\nBody.\n'
    expect((await persist('content/blog/a-saved-page.md', text)).status).toBe(200)
    expect(readFileSync(path.join(server.contentDir, 'blog/a-saved-page.md'), 'utf8')).toBe(text)
    const listed = (await (await call('entriesByFolder', { folder: 'content/blog', extension: 'md', depth: 1 })).json()) as {
      file: { path: string }
      data: string
    }[]
    expect(listed.find((entry) => entry.file.path === 'content/blog/a-saved-page.md')?.data).toBe(text)
    expect(listed.every((entry) => entry.file.path.startsWith('content/blog/'))).toBe(true)
  })
})

describe('uploads are pictures, of at most the check’s upload limit', () => {
  const upload = (filePath: string, bytes: Buffer) =>
    call('persistMedia', { asset: { path: filePath, content: bytes.toString('base64'), encoding: 'base64' }, options: {} })

  it('takes a picture into content/images', async () => {
    const answer = await upload('content/images/blog/dot.png', PNG)
    expect(answer.status).toBe(200)
    expect(readFileSync(path.join(server.contentDir, 'images/blog/dot.png'))).toEqual(PNG)
  })

  it('refuses a file that is not a picture, whatever its name (415)', async () => {
    const answer = await upload('content/images/blog/photo.png', Buffer.from('<html><script>alert(1)</script></html>'))
    expect(answer.status).toBe(415)
  })

  it('refuses a picture outside content/images (403), or with a name that is not its kind’s (415)', async () => {
    expect((await upload('content/blog/dot.png', PNG)).status).toBe(403)
    expect((await upload('scripts/dot.png', PNG)).status).toBe(403)
    expect((await upload('content/images/dot.html', PNG)).status).toBe(415)
  })

  // Issue 41, item 4: a GIF with a script after it, named as a page or a script, or as another
  // kind of picture, and a page named as a picture; the check's words (pipeline/pictures/pictureKind.ts).
  it.each([
    ['content/images/blog/chart.html', POLYGLOT, misnamed('a GIF picture', 'chart.gif')],
    ['content/images/blog/chart.js', POLYGLOT, misnamed('a GIF picture', 'chart.gif')],
    ['content/images/blog/chart.svg', POLYGLOT, otherKind('.svg', 'a GIF picture', '.gif', 'chart.gif')],
    ['content/images/blog/chart.png', POLYGLOT, otherKind('.png', 'a GIF picture', '.gif', 'chart.gif')],
    ['content/images/blog/page.jpg', PAGE, NOT_A_PICTURE],
  ])('refuses %s (415) in the check’s words, and writes nothing', async (filePath, bytes, problem) => {
    const answer = await upload(filePath, bytes)
    expect([answer.status, (await answer.json()).error]).toEqual([415, `${filePath}: ${problem}`])
    expect(() => readFileSync(path.join(server.contentDir, filePath.slice('content/'.length)))).toThrow()
  })

  it('refuses a JPEG named .png, and takes it named .jpg', async () => {
    const photo = await jpeg()
    const refused = await upload('content/images/blog/team.png', photo)
    expect([refused.status, (await refused.json()).error]).toEqual([
      415,
      `content/images/blog/team.png: ${otherKind('.png', 'a JPEG picture', '.jpg or .jpeg', 'team.jpg')}`,
    ])
    expect((await upload('content/images/blog/team.jpg', photo)).status).toBe(200)
  })

  it('serves no file of content/images under another kind’s name, nor through a symbolic link', async () => {
    const images = path.join(server.contentDir, 'images')
    writeFileSync(path.join(images, 'blog/chart.html'), POLYGLOT)
    writeFileSync(path.join(images, 'blog/chart.gif'), POLYGLOT)
    const outside = mkdtempSync(path.join(os.tmpdir(), 'outside-'))
    writeFileSync(path.join(outside, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>secret</title></svg>')
    symlinkSync(path.join(outside, 'secret.svg'), path.join(images, 'blog/linked.svg'))
    const served = await fetch(`${origin}/images/blog/chart.gif`)
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/gif'])
    for (const name of ['chart.html', 'linked.svg']) {
      const answer = await fetch(`${origin}/images/blog/${name}`)
      const body = await answer.text()
      expect(answer.status, name).toBe(404)
      expect(body, name).not.toContain(STOLEN)
      expect(body, name).not.toContain('secret')
    }
  })

  it('refuses a picture over the limit (413) with the words to fix it', async () => {
    mkdirSync(path.join(server.contentDir, 'images/blog'), { recursive: true })
    const answer = await upload('content/images/blog/huge.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))
    expect(answer.status).toBe(413)
    expect((await answer.json()).error).toMatch(/larger than 5 MB/)
  })
})

describe('the check and the preview take the same guards', () => {
  const check = (headers: Record<string, string>, body: string) =>
    fetch(`${origin}/api/cms/check`, { method: 'POST', headers: { origin, 'content-type': 'application/json', ...headers }, body })
  const entry = JSON.stringify({ path: 'content/about-us.md', text: '---\ntitle: x\n---\n' })

  it('answers its own content manager', async () => {
    expect((await check({}, entry)).status).toBe(200)
  })

  it('refuses another origin, text/plain, a path outside content/ and a body over 1 MB', async () => {
    expect((await check({ origin: 'http://localhost:1' }, entry)).status).toBe(403)
    expect((await check({ 'content-type': 'text/plain' }, entry)).status).toBe(415)
    expect((await check({}, JSON.stringify({ path: 'content/../package.md', text: '' }))).status).toBe(403)
    expect((await check({}, JSON.stringify({ path: 'content/about-us.md', text: 'x'.repeat(2 * 1024 * 1024) }))).status).toBe(413)
  })
})
