/**
 * The content manager's backend on this machine (dev/localBackend.ts) and the guard of
 * every endpoint it serves (dev/requestGuard.ts), in this process: the backend is mounted
 * on a plain node:http server over a throw-away content folder, and each action of Decap's
 * proxy protocol and each refusal is checked by its status, its words and the files on
 * disk. tests/security/localServers.test.ts attacks the same backend through a whole dev
 * server; this file is fast enough for mutation testing (npm run mutation).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { Agent, type ClientRequest, createServer, type IncomingHttpHeaders, request, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { localBackend } from '../../dev/localBackend.js'

/** Where the dev server mounts the backend; written out, so a change to it shows here. */
const BACKEND = '/api/cms/backend'
/** The largest body the backend reads: a 5 MB picture in base64 (4 bytes for 3), and 64 kB of JSON around it. */
const MAX_BODY = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 64 * 1024
const MAX_PICTURE = 5 * 1024 * 1024

const REACH = 'the content manager reaches only the files of content/'
const LINK = 'the content manager does not follow links to other folders'
const WRITES = 'the content manager writes only pages (.md), site.yaml and pictures in content/images'
const MISSING_TEXT = 'the request is missing a text it needs'
const MISSING_LIST = 'the request is missing a list it needs'
const TOO_LARGE = 'this picture is larger than 5 MB: make it smaller (at most 5,000 px wide) and upload it again'
/** The check's words for a file of content/images that is no picture, or is one under another kind's name (pipeline/pictures/pictureKind.ts). */
const notAPicture = (name: string) =>
  `${name}: this file is not a picture (its bytes are not JPEG, PNG, WebP, AVIF, GIF or SVG), so it cannot be published: remove it`
const misnamed = (name: string, kind: string, rename: string) =>
  `${name}: a picture's name must end in .jpg, .jpeg, .png, .webp, .avif, .gif or .svg; its bytes are ${kind}: rename it ${rename}`
const PICTURE_PLACE = 'pictures go into the images folder, with the ending of their kind (.jpg, .png, .webp, .avif, .gif, .svg)'
const FAILED = 'the content manager could not do this (see the terminal of npm run cms)'
const changedSince = (name: string) =>
  `${name} was changed by someone else (another tab or a text editor) while this save was on its way: nothing was written. Save again, and your changes will be added to theirs`

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0])
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

let root: string
let contentDir: string
let outside: string
let backend: ReturnType<typeof localBackend>
let server: Server
let port: number
/** The status of every answer, as the server sent it (a client cut off mid-body may not read it). */
let answered: number[] = []

/** The content folder each test starts from (a test adds what it needs). */
const FILES: Record<string, string | Buffer> = {
  'site.yaml': 'name: Test Company\n',
  'index.md': '---\ntitle: Home\n---\n',
  'README.md': '# How to edit\n',
  'blog/b-post.md': '---\ntitle: B\n---\nB.\n',
  'blog/a-post.md': '---\ntitle: A\n---\nA.\n',
  'blog/notes.txt': 'not a page',
  'blog/.draft.md': '---\ntitle: Hidden\n---\n',
  'blog/2024/c-post.md': '---\ntitle: C\n---\n',
  'blog/2024/deeper/d-post.md': '---\ntitle: D\n---\n',
  'images/dot.png': PNG,
  'images/PHOTO.JPG': JPEG,
  'images/logo.svg': SVG,
  'images/readme.txt': 'not a picture',
  'images/dot.png.bak': PNG,
  'images/.hidden.png': PNG,
  'images/old/older.gif': GIF,
}

beforeAll(async () => {
  server = createServer((req, res) => {
    res.on('finish', () => answered.push(res.statusCode))
    void backend(req, res, () => {
      res.statusCode = 404
      res.end('passed on')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'backend-'))
  contentDir = path.join(root, 'content')
  for (const [name, bytes] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(contentDir, name)), { recursive: true })
    writeFileSync(path.join(contentDir, name), bytes)
  }
  outside = path.join(root, 'outside')
  mkdirSync(outside)
  writeFileSync(path.join(outside, 'secret.md'), 'secret')
  backend = localBackend(contentDir)
  answered = []
})
afterEach(() => {
  vi.restoreAllMocks()
  rmSync(root, { recursive: true, force: true })
})

/** Every file under the test's folder (content/ and outside/), links included as links, with its bytes in hex. */
function tree(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const name = path.relative(root, path.join(entry.parentPath, entry.name))
    if (entry.isFile()) files[name] = readFileSync(path.join(root, name)).toString('hex')
    else if (entry.isSymbolicLink()) files[name] = 'link'
  }
  return files
}
const read = (name: string) => readFileSync(path.join(contentDir, name), 'utf8')

type Answer = { status: number; headers: IncomingHttpHeaders; text: string; body: any }
type Sent = { method?: string; path?: string; headers?: Record<string, string | number | undefined>; setHost?: boolean }

/** Sends one request (by default as the content manager of this server sends its calls) and reads the whole answer. */
function send(body: string | Buffer | undefined, { method = 'POST', path: address = BACKEND, headers = {}, setHost }: Sent = {}) {
  const all: Record<string, string | number> = {
    origin: `http://127.0.0.1:${port}`,
    'content-type': 'application/json',
    ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete all[name]
    else all[name] = value
  }
  return new Promise<Answer>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path: address, headers: all, setHost, agent: false }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let parsed: unknown
        try {
          parsed = JSON.parse(text)
        } catch {
          parsed = undefined
        }
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text, body: parsed })
      })
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

/** One call of Decap's proxy protocol. */
const call = (action: unknown, params?: unknown, sent?: Sent) => send(JSON.stringify({ action, params }), sent)
const persist = (dataFiles: unknown, assets?: unknown) => call('persistEntry', { dataFiles, assets, options: {} })
const asset = (name: string, bytes: Buffer | string, encoding = 'base64') => ({
  path: name,
  content: Buffer.from(bytes).toString('base64'),
  encoding,
})

/** A refusal: its status and words, and nothing written, moved or deleted. */
async function expectRefused(attempt: () => Promise<Answer>, status: number, error: string) {
  const before = tree()
  const answer = await attempt()
  expect({ status: answer.status, body: answer.body }).toEqual({ status, body: { error } })
  expect(tree()).toEqual(before)
  return answer
}

const entryOf = (name: string, text: string) => ({ data: text, file: { path: name, id: sha256(text) } })

describe('the actions of Decap’s proxy protocol', () => {
  it('info: names the repository by the folder that holds content/', async () => {
    const answer = await call('info', {})
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' })
  })

  it('answers as JSON that is never cached, and only at its own address (any query string aside)', async () => {
    const answer = await call('info', {}, { path: `${BACKEND}?ref=main` })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.text).toBe(JSON.stringify(answer.body))
    for (const elsewhere of ['/api/cms/backend/x', '/api/cms', '/']) {
      const passed = await call('info', {}, { path: elsewhere })
      expect([passed.status, passed.text], elsewhere).toEqual([404, 'passed on'])
    }
  })

  it('entriesByFolder: the pages of a folder, one level deep unless asked, sorted, without hidden files or other endings', async () => {
    const listed = await call('entriesByFolder', { folder: 'content/blog', extension: 'md' })
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual([
      entryOf('content/blog/a-post.md', FILES['blog/a-post.md'] as string),
      entryOf('content/blog/b-post.md', FILES['blog/b-post.md'] as string),
    ])
    const names = async (params: object) =>
      ((await call('entriesByFolder', { folder: 'content/blog', extension: 'md', ...params })).body as { file: { path: string } }[]).map(
        ({ file }) => file.path,
      )
    expect(await names({ depth: 2 })).toEqual(['content/blog/2024/c-post.md', 'content/blog/a-post.md', 'content/blog/b-post.md'])
    expect(await names({ depth: '3' })).toEqual([
      'content/blog/2024/c-post.md',
      'content/blog/2024/deeper/d-post.md',
      'content/blog/a-post.md',
      'content/blog/b-post.md',
    ])
    expect(await names({ depth: 0 })).toEqual(['content/blog/a-post.md', 'content/blog/b-post.md'])
    expect(await names({ folder: 'content/blog/' })).toEqual(['content/blog/a-post.md', 'content/blog/b-post.md'])
    expect(await names({ folder: 'content/blog//' })).toEqual(['content/blog/a-post.md', 'content/blog/b-post.md'])
    expect(await names({ extension: 'txt' })).toEqual(['content/blog/notes.txt'])
    expect(await names({ folder: 'content/news' })).toEqual([])
  })

  it('entriesByFolder: does not list a file or a folder that is a link', async () => {
    symlinkSync(outside, path.join(contentDir, 'blog/linked'))
    symlinkSync(path.join(outside, 'secret.md'), path.join(contentDir, 'blog/secret.md'))
    const listed = await call('entriesByFolder', { folder: 'content/blog', extension: 'md', depth: 2 })
    expect((listed.body as { file: { path: string } }[]).map(({ file }) => file.path)).toEqual([
      'content/blog/2024/c-post.md',
      'content/blog/a-post.md',
      'content/blog/b-post.md',
    ])
  })

  it('entriesByFiles and getEntry: each file asked for, a missing one as data null', async () => {
    const answer = await call('entriesByFiles', { files: [{ path: 'content/site.yaml' }, { path: 'content/blog/gone.md' }] })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([
      entryOf('content/site.yaml', FILES['site.yaml'] as string),
      { data: null, file: { path: 'content/blog/gone.md', id: null } },
    ])
    expect((await call('entriesByFiles', {})).body).toEqual([])
    const one = await call('getEntry', { path: 'content/index.md' })
    expect([one.status, one.body]).toEqual([200, entryOf('content/index.md', FILES['index.md'] as string)])
    expect((await call('getEntry', { path: 'content/blog/2025/new.md' })).body).toEqual({
      data: null,
      file: { path: 'content/blog/2025/new.md', id: null },
    })
  })

  it('getMedia: the pictures of the folder alone (by their ending, any case), in base64', async () => {
    const answer = await call('getMedia', { mediaFolder: 'content/images' })
    expect(answer.status).toBe(200)
    const media = (name: string, bytes: Buffer | string) => ({
      id: sha256(bytes),
      content: Buffer.from(bytes).toString('base64'),
      encoding: 'base64',
      path: `content/images/${name}`,
      name,
    })
    expect(answer.body).toEqual([media('PHOTO.JPG', JPEG), media('dot.png', PNG), media('logo.svg', SVG)])
    for (const ending of ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'WEBP'])
      writeFileSync(path.join(contentDir, `images/new.${ending}`), PNG)
    const names = (await call('getMedia', { mediaFolder: 'content/images/' })).body.map(({ name }: { name: string }) => name)
    expect(names).toEqual([
      'PHOTO.JPG',
      'dot.png',
      'logo.svg',
      'new.WEBP',
      'new.avif',
      'new.gif',
      'new.jpeg',
      'new.jpg',
      'new.png',
      'new.svg',
      'new.webp',
    ])
  })

  it('getMediaFile: one picture; a missing one is an error that names no path of this machine', async () => {
    const answer = await call('getMediaFile', { path: 'content/images/old/older.gif' })
    expect([answer.status, answer.body]).toEqual([
      200,
      { id: sha256(GIF), content: GIF.toString('base64'), encoding: 'base64', path: 'content/images/old/older.gif', name: 'older.gif' },
    ])
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const missing = await call('getMediaFile', { path: 'content/images/gone.png' })
    expect([missing.status, missing.body]).toEqual([500, { error: FAILED }])
    expect(missing.text).not.toContain(root)
    expect(logged).toHaveBeenCalledWith('The content manager’s save failed:', expect.objectContaining({ code: 'ENOENT' }))
  })

  it('persistEntry: writes each page whole, with its pictures, into new folders too, and leaves nothing beside them', async () => {
    const before = tree()
    const answer = await persist(
      [
        { path: 'content/blog/a-post.md', slug: 'a-post', raw: 'changed' },
        { path: 'content/courses/new/page.md', slug: 'page', raw: 'new page' },
        { path: 'content/site.yaml', raw: 'name: Changed\n' },
      ],
      [asset('content/images/blog/dot.png', PNG), asset('content/images/chart.svg', SVG)],
    )
    expect([answer.status, answer.body]).toEqual([200, { message: 'entry persisted' }])
    expect(tree()).toEqual({
      ...before,
      'content/blog/a-post.md': Buffer.from('changed').toString('hex'),
      'content/courses/new/page.md': Buffer.from('new page').toString('hex'),
      'content/site.yaml': Buffer.from('name: Changed\n').toString('hex'),
      'content/images/blog/dot.png': PNG.toString('hex'),
      'content/images/chart.svg': Buffer.from(SVG).toString('hex'),
    })
    expect((await persist([{ path: 'content/about.md', raw: 'about' }])).status).toBe(200)
    expect(read('about.md')).toBe('about')
  })

  it('persistEntry with a newPath: moves the page, within its folder or into new ones, after writing it', async () => {
    const answer = await persist([
      { path: 'content/blog/a-post.md', newPath: 'content/blog/renamed.md', raw: 'renamed' },
      { path: 'content/blog/b-post.md', newPath: 'content/news/2026/moved.md', raw: 'moved' },
    ])
    expect([answer.status, answer.body]).toEqual([200, { message: 'entry persisted' }])
    expect([read('blog/renamed.md'), read('news/2026/moved.md')]).toEqual(['renamed', 'moved'])
    expect(readdirSync(path.join(contentDir, 'blog')).sort()).toEqual(['.draft.md', '2024', 'notes.txt', 'renamed.md'])
  })

  it('persistEntry with a newPath that is taken: refused (409), leaving both files as they were', async () => {
    await expectRefused(
      () => persist([{ path: 'content/blog/a-post.md', newPath: 'content/blog/b-post.md', raw: 'renamed' }]),
      409,
      'there is already a file at content/blog/b-post.md',
    )
  })

  // Two editors on one page (issue 55): a save says what file it was made from (getEntry's id).
  it('persistEntry with the hash of the file it was made from: written while the file is still that one', async () => {
    const { body } = await call('getEntry', { path: 'content/blog/a-post.md' })
    const answer = await persist([{ path: 'content/blog/a-post.md', raw: 'mine', baseSha256: body.file.id }])
    expect([answer.status, answer.body]).toEqual([200, { message: 'entry persisted' }])
    expect(read('blog/a-post.md')).toBe('mine')
  })

  it('persistEntry made from a file saved since (an old hash): refused (409), the file and the rest of the save unchanged', async () => {
    const old = sha256(FILES['blog/a-post.md'])
    writeFileSync(path.join(contentDir, 'blog/a-post.md'), '---\ntitle: A\n---\nA, saved by a text editor.\n')
    await expectRefused(
      () =>
        persist(
          [
            { path: 'content/blog/b-post.md', raw: 'b, mine', baseSha256: sha256(FILES['blog/b-post.md']) },
            { path: 'content/blog/a-post.md', raw: 'mine', baseSha256: old },
          ],
          [asset('content/images/new.png', PNG)],
        ),
      409,
      changedSince('content/blog/a-post.md'),
    )
    // Made from no file (a new page): refused where a file has appeared since, written where none is.
    await expectRefused(
      () => persist([{ path: 'content/blog/b-post.md', raw: 'new', baseSha256: null }]),
      409,
      changedSince('content/blog/b-post.md'),
    )
    expect((await persist([{ path: 'content/blog/new.md', raw: 'new', baseSha256: null }])).status).toBe(200)
    expect(read('blog/new.md')).toBe('new')
  })

  it('persistEntry: two saves made from the same file at once: one is written, the other refused (409), never both', async () => {
    const base = sha256(FILES['blog/a-post.md'])
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((raw) => persist([{ path: 'content/blog/a-post.md', raw, baseSha256: base }])),
    )
    const written = answers.flatMap((answer, i) => (answer.status === 200 ? [['one', 'two', 'three'][i]] : []))
    expect(written).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2)
    expect(read('blog/a-post.md')).toBe(written[0])
    // A refused save does not hold up the next one.
    expect((await persist([{ path: 'content/blog/a-post.md', raw: 'four', baseSha256: sha256(written[0]) }])).status).toBe(200)
  })

  it('persistMedia: writes the picture and answers it as getMediaFile does', async () => {
    const answer = await call('persistMedia', { asset: asset('content/images/new/dot.png', PNG), options: {} })
    expect([answer.status, answer.body]).toEqual([
      200,
      { id: sha256(PNG), content: PNG.toString('base64'), encoding: 'base64', path: 'content/images/new/dot.png', name: 'dot.png' },
    ])
    expect(readFileSync(path.join(contentDir, 'images/new/dot.png'))).toEqual(PNG)
    expect(readdirSync(path.join(contentDir, 'images/new'))).toEqual(['dot.png'])
  })

  it('takes a picture of exactly the upload limit, and refuses one byte more (413) before looking at it', async () => {
    const limit = Buffer.concat([PNG, Buffer.alloc(MAX_PICTURE - PNG.length)])
    expect((await call('persistMedia', { asset: asset('content/images/big.png', limit) })).status).toBe(200)
    expect(readFileSync(path.join(contentDir, 'images/big.png')).length).toBe(MAX_PICTURE)
    const over = Buffer.concat([limit, Buffer.alloc(1)])
    await expectRefused(() => call('persistMedia', { asset: asset('scripts/huge.html', over) }), 413, TOO_LARGE)
  })

  it('deleteFile and deleteFiles: remove pages and pictures; a file already gone is no error', async () => {
    const one = await call('deleteFile', { path: 'content/blog/a-post.md' })
    expect([one.status, one.body]).toEqual([200, { message: 'deleted' }])
    const many = await call('deleteFiles', { paths: ['content/images/dot.png', 'content/blog/b-post.md', 'content/blog/gone.md'] })
    expect([many.status, many.body]).toEqual([200, { message: 'deleted' }])
    expect(readdirSync(path.join(contentDir, 'blog')).sort()).toEqual(['.draft.md', '2024', 'notes.txt'])
    expect(readdirSync(path.join(contentDir, 'images'))).not.toContain('dot.png')
    expect((await call('deleteFiles', {})).status).toBe(200)
  })

  it('deleteFile: a failure other than a missing file is an error (500)', async () => {
    mkdirSync(path.join(contentDir, 'blog/folder.md'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = await call('deleteFile', { path: 'content/blog/folder.md' })
    expect([answer.status, answer.body]).toEqual([500, { error: FAILED }])
    expect(logged).toHaveBeenCalledOnce()
  })

  it('persistEntry: a save that fails leaves no file beside the one it meant (500)', async () => {
    mkdirSync(path.join(contentDir, 'blog/folder.md'))
    const before = tree()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = await persist([{ path: 'content/blog/folder.md', raw: 'x' }])
    expect([answer.status, answer.body]).toEqual([500, { error: FAILED }])
    expect(logged).toHaveBeenCalledOnce()
    expect(readdirSync(path.join(contentDir, 'blog')).sort()).toEqual([
      '.draft.md',
      '2024',
      'a-post.md',
      'b-post.md',
      'folder.md',
      'notes.txt',
    ])
    expect(tree()).toEqual(before)
  })

  it('getDeployPreview: none', async () => {
    const answer = await call('getDeployPreview', { collection: 'blog', slug: 'a-post' })
    expect([answer.status, answer.text]).toEqual([200, 'null'])
  })

  it.each([
    ['an action it does not know', 'unpublishedEntries', 'unpublishedEntries'],
    ['a property every object has', 'toString', 'toString'],
    ['a prototype', '__proto__', '__proto__'],
    ['an action that is not a text', 42, '42'],
    ['no action', undefined, 'undefined'],
  ])('refuses %s (422), naming it', async (_what, action, named) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expectRefused(() => call(action, {}), 422, `the content manager asked for something this server does not do (${named})`)
    expect(logged).not.toHaveBeenCalled()
  })

  it('refuses a body that is JSON but no call (422)', async () => {
    for (const body of ['null', '[]', '"info"', '{}'])
      await expectRefused(() => send(body), 422, 'the content manager asked for something this server does not do (undefined)')
  })
})

describe('the backend reaches the files of content/ alone', () => {
  // [what, path, the refusal of a write or a delete]; a read is refused as out of reach.
  it.each([
    ['outside content/', 'package.json', WRITES],
    ['outside content/, ending in .md', 'vite.dev.config.md', WRITES],
    ['a folder beside content/', 'contents/blog/x.md', WRITES],
    ['an absolute path', '/etc/cron.d/x.md', WRITES],
    ['.. out of content/', 'content/../x.md', REACH],
    ['.. inside content/', 'content/blog/../index.md', REACH],
    ['a hidden file', 'content/blog/.draft.md', REACH],
    ['a hidden folder', 'content/.git/x.md', REACH],
    ['a hidden file in images/', 'content/images/.htaccess.png', REACH],
    ['an empty segment', 'content//index.md', REACH],
    ['a trailing slash', 'content/blog/', WRITES],
    ['content/ itself', 'content/', WRITES],
    ['backslashes', 'content\\..\\x.md', WRITES],
    ['a backslash inside content/', 'content/blog\\x.md', REACH],
    ['a NUL', 'content/x\0.md', REACH],
  ])('refuses %s (403): %j', async (_what, name, refusal) => {
    await expectRefused(() => call('getEntry', { path: name }), 403, REACH)
    await expectRefused(() => persist([{ path: name, raw: 'planted' }]), 403, refusal)
    await expectRefused(() => call('deleteFile', { path: name }), 403, refusal)
  })

  it('reaches a path of 500 characters, not one of 501', async () => {
    const named = (length: number) => `content/${'d'.repeat(200)}/${'e'.repeat(200)}/${'f'.repeat(length - 413)}.md`
    expect(named(500)).toHaveLength(500)
    expect((await persist([{ path: named(500), raw: 'deep' }])).status).toBe(200)
    expect(readFileSync(path.join(root, named(500)), 'utf8')).toBe('deep')
    await expectRefused(() => persist([{ path: named(501), raw: 'deep' }]), 403, REACH)
    await expectRefused(() => call('getEntry', { path: named(501) }), 403, REACH)
  })

  it.each([
    ['a folder that is a link out of content/', 'linked', () => outside, 'content/linked/secret.md'],
    ['a page that is a link to a file outside', 'blog/secret.md', () => path.join(outside, 'secret.md'), 'content/blog/secret.md'],
    ['a link that leads nowhere', 'blog/dangling.md', () => path.join(outside, 'gone.md'), 'content/blog/dangling.md'],
  ])('follows no link: %s', async (_what, at, target, name) => {
    symlinkSync(target(), path.join(contentDir, at))
    await expectRefused(() => call('getEntry', { path: name }), 403, LINK)
    await expectRefused(() => call('entriesByFiles', { files: [{ path: name }] }), 403, LINK)
    await expectRefused(() => persist([{ path: name, raw: 'planted' }]), 403, LINK)
    await expectRefused(() => call('deleteFile', { path: name }), 403, LINK)
    await expectRefused(() => persist([{ path: 'content/blog/a-post.md', newPath: name, raw: 'moved' }]), 403, LINK)
  })

  it('lists, reads and writes nothing through a folder that is a link', async () => {
    symlinkSync(outside, path.join(contentDir, 'linked'))
    await expectRefused(() => call('entriesByFolder', { folder: 'content/linked', extension: 'md' }), 403, LINK)
    await expectRefused(() => call('entriesByFolder', { folder: 'content/linked/deeper', extension: 'md' }), 403, LINK)
    await expectRefused(() => persist([{ path: 'content/linked/new/x.md', raw: 'planted' }]), 403, LINK)
    await expectRefused(() => persist([{ path: 'content/blog/a-post.md', newPath: 'content/linked/new/x.md', raw: 'moved' }]), 403, LINK)
    // Its pictures are checked before any is written, and before the pages.
    const picture = asset('content/images/new.png', PNG)
    await expectRefused(() => persist([], [picture, asset('content/images/../linked/x.png', PNG)]), 403, REACH)
    await expectRefused(() => persist([{ path: 'content/linked/x.md', raw: 'planted' }], [picture]), 403, LINK)
  })

  it('refuses a link to a picture, and a picture into a linked folder', async () => {
    symlinkSync(outside, path.join(contentDir, 'images/linked'))
    symlinkSync(path.join(contentDir, 'images/dot.png'), path.join(contentDir, 'images/alias.png'))
    await expectRefused(() => call('getMediaFile', { path: 'content/images/alias.png' }), 403, LINK)
    await expectRefused(() => call('persistMedia', { asset: asset('content/images/linked/x.png', PNG) }), 403, LINK)
    await expectRefused(() => call('persistMedia', { asset: asset('content/images/alias.png', PNG) }), 403, LINK)
  })

  it.each([
    'content/README.md',
    'content/site.json',
    'content/blog/site.yaml',
    'content/blog/page.html',
    'content/blog/page.mdx',
    'content/logo.svg',
    'content/blog/dot.png',
    'content/images/readme.txt',
    'content/images/dot.png.bak',
  ])('writes, moves to and deletes only the kinds of file editors make: not %s (403)', async (name) => {
    await expectRefused(() => persist([{ path: name, raw: 'planted' }]), 403, WRITES)
    await expectRefused(() => persist([{ path: 'content/blog/a-post.md', newPath: name, raw: 'moved' }]), 403, WRITES)
    await expectRefused(() => call('deleteFile', { path: name }), 403, WRITES)
    await expectRefused(() => call('deleteFiles', { paths: ['content/blog/a-post.md', name] }), 403, WRITES)
  })

  it('deletes pictures of content/images, site.yaml and pages', async () => {
    const answer = await call('deleteFiles', { paths: ['content/images/old/older.gif', 'content/site.yaml', 'content/index.md'] })
    expect(answer.status).toBe(200)
    expect(readdirSync(contentDir)).not.toContain('site.yaml')
    expect(readdirSync(contentDir)).not.toContain('index.md')
    expect(readdirSync(path.join(contentDir, 'images/old'))).toEqual([])
  })

  it('checks every file of a save before it writes any', async () => {
    const good = { path: 'content/blog/a-post.md', raw: 'changed' }
    await expectRefused(() => persist([good, { path: 'content/blog/page.html', raw: 'x' }]), 403, WRITES)
    await expectRefused(() => persist([good, { path: 'content/blog/b-post.md', newPath: 'content/x.html', raw: 'x' }]), 403, WRITES)
    await expectRefused(() => persist([good, { path: 'content/blog/b-post.md', raw: 42 }]), 400, MISSING_TEXT)
    await expectRefused(() => persist([good, { path: 'content/blog/b-post.md', newPath: 42, raw: 'x' }]), 400, MISSING_TEXT)
    await expectRefused(() => persist([good], [asset('content/images/x.png', 'not a picture')]), 415, notAPicture('content/images/x.png'))
    await expectRefused(() => persist([good], [asset('content/x.png', PNG)]), 403, PICTURE_PLACE)
  })
})

describe('a picture that a page or the settings use is not deleted', () => {
  const inUse = (uses: string) => `dot.png is still in use on ${uses}: choose another picture there first, then delete it`

  it('refuses deleteFile and deleteFiles on a picture in use (409), naming each page by its title and address, and deletes nothing', async () => {
    writeFileSync(path.join(contentDir, 'blog/a-post.md'), '---\ntitle: A\nimage:\n  src: /images/dot.png\n---\nA.\n')
    await expectRefused(() => call('deleteFile', { path: 'content/images/dot.png' }), 409, inUse('A (/blog/a-post)'))
    writeFileSync(path.join(contentDir, 'index.md'), '---\ntitle: Home\n---\n![A dot](/images/dot.png)\n')
    await expectRefused(
      () => call('deleteFiles', { paths: ['content/images/logo.svg', 'content/images/dot.png'] }),
      409,
      inUse('A (/blog/a-post) and Home (/)'),
    )
    writeFileSync(path.join(contentDir, 'blog/b-post.md'), '---\ntitle: B\n---\n![](/images/dot.png)\n')
    writeFileSync(path.join(contentDir, 'site.yaml'), 'name: Test Company\nshareImage: /images/dot.png\n')
    await expectRefused(
      () => call('deleteFile', { path: 'content/images/dot.png' }),
      409,
      inUse('A (/blog/a-post), B (/blog/b-post), Home (/) and Site settings (share image)'),
    )
  })

  it('refuses the favicon, which every page shows', async () => {
    writeFileSync(path.join(contentDir, 'images/favicon.svg'), SVG)
    await expectRefused(
      () => call('deleteFile', { path: 'content/images/favicon.svg' }),
      409,
      'favicon.svg is still in use on every page, as its icon in the browser tab: choose another picture there first, then delete it',
    )
  })

  it('deletes a picture no page uses, and one whose only pages are deleted with it', async () => {
    writeFileSync(path.join(contentDir, 'blog/a-post.md'), '---\ntitle: A\nimage:\n  src: /images/dot.png\n---\nA.\n')
    const unused = await call('deleteFile', { path: 'content/images/logo.svg' })
    expect([unused.status, unused.body]).toEqual([200, { message: 'deleted' }])
    const together = await call('deleteFiles', { paths: ['content/blog/a-post.md', 'content/images/dot.png'] })
    expect([together.status, together.body]).toEqual([200, { message: 'deleted' }])
    expect(readdirSync(path.join(contentDir, 'images')).sort()).toEqual(['.hidden.png', 'PHOTO.JPG', 'dot.png.bak', 'old', 'readme.txt'])
    expect(readdirSync(path.join(contentDir, 'blog'))).not.toContain('a-post.md')
  })

  it('deletes a page that shows a picture, which stays', async () => {
    writeFileSync(path.join(contentDir, 'blog/a-post.md'), '---\ntitle: A\nimage:\n  src: /images/dot.png\n---\nA.\n')
    expect((await call('deleteFile', { path: 'content/blog/a-post.md' })).status).toBe(200)
    expect(readFileSync(path.join(contentDir, 'images/dot.png'))).toEqual(PNG)
  })

  it('refuses a path out of reach before it looks at the pages (403, not 409)', async () => {
    writeFileSync(path.join(contentDir, 'blog/a-post.md'), '---\ntitle: A\n---\n![](/images/../images/dot.png) ![](/images/dot.png)\n')
    await expectRefused(() => call('deleteFile', { path: 'content/images/../images/dot.png' }), 403, REACH)
    await expectRefused(() => call('deleteFiles', { paths: ['content/images/dot.png', 'content/images/../x.png'] }), 403, REACH)
  })
})

describe('uploads are pictures by their bytes, into content/images', () => {
  const upload = (value: unknown) => call('persistMedia', { asset: value, options: {} })

  it.each([
    ['a JPEG with the ending in capitals', 'content/images/photo.JPEG', JPEG],
    ['a GIF', 'content/images/a/b/anim.gif', GIF],
    ['an SVG', 'content/images/chart.svg', Buffer.from(SVG)],
  ])('takes %s', async (_what, name, bytes) => {
    expect((await upload(asset(name, bytes))).status).toBe(200)
    expect(readFileSync(path.join(root, name))).toEqual(bytes)
  })

  it.each([
    [
      'a page as a picture',
      asset('content/images/photo.png', '<html><script>alert(1)</script></html>'),
      415,
      notAPicture('content/images/photo.png'),
    ],
    [
      'an empty file',
      asset('content/images/empty.png', ''),
      415,
      'content/images/empty.png: this picture is an empty file (0 bytes): upload it again, or delete it',
    ],
    ['a picture outside content/images', asset('content/blog/dot.png', PNG), 403, PICTURE_PLACE],
    ['a picture beside content/images', asset('content/imagesx/dot.png', PNG), 403, PICTURE_PLACE],
    [
      'a picture with the name of a page',
      asset('content/images/dot.html', PNG),
      415,
      misnamed('content/images/dot.html', 'a PNG picture', 'dot.png'),
    ],
    [
      'a picture named .png.html',
      asset('content/images/dot.png.html', PNG),
      415,
      misnamed('content/images/dot.png.html', 'a PNG picture', 'dot.png'),
    ],
    [
      'a PNG named as a JPEG',
      asset('content/images/dot.jpg', PNG),
      415,
      'content/images/dot.jpg: its name ends in .jpg, but its bytes are a PNG picture, whose name must end in .png: rename it dot.png',
    ],
    ['a picture outside content/', asset('scripts/dot.png', PNG), 403, PICTURE_PLACE],
    ['a picture named with ..', asset('content/images/../../dot.png', PNG), 403, REACH],
    ['a picture in plain text', asset('content/images/dot.png', PNG, 'utf8'), 400, 'a picture must come in base64'],
    [
      'a picture with no encoding',
      { path: 'content/images/dot.png', content: PNG.toString('base64') },
      400,
      'a picture must come in base64',
    ],
    ['a picture without its content', { path: 'content/images/dot.png', encoding: 'base64' }, 400, MISSING_TEXT],
    ['a picture without its path', { content: PNG.toString('base64'), encoding: 'base64' }, 400, MISSING_TEXT],
    ['no picture at all', undefined, 400, MISSING_TEXT],
  ])('refuses %s', async (_what, value, status, error) => {
    await expectRefused(() => upload(value), status, error)
  })
})

describe('every action takes the shape of its parameters', () => {
  it.each([
    ['getEntry', { path: 42 }, MISSING_TEXT],
    ['getEntry', undefined, MISSING_TEXT],
    ['getMediaFile', {}, MISSING_TEXT],
    ['getMedia', { mediaFolder: ['content/images'] }, MISSING_TEXT],
    ['entriesByFolder', { folder: 'content/blog' }, MISSING_TEXT],
    ['entriesByFolder', { extension: 'md' }, MISSING_TEXT],
    ['entriesByFiles', { files: 'content/index.md' }, MISSING_LIST],
    ['entriesByFiles', { files: [{ path: null }] }, MISSING_TEXT],
    ['persistEntry', { dataFiles: { path: 'content/index.md', raw: 'x' } }, MISSING_LIST],
    ['persistEntry', { dataFiles: [{ path: 'content/index.md', raw: 'x' }], assets: 'x' }, MISSING_LIST],
    ['persistEntry', { dataFiles: [{ raw: 'x' }] }, MISSING_TEXT],
    ['deleteFile', { path: ['content/index.md'] }, MISSING_TEXT],
    ['deleteFiles', { paths: 'content/index.md' }, MISSING_LIST],
    ['deleteFiles', { paths: [42] }, MISSING_TEXT],
  ])('%s with %j: 400', async (action, params, error) => {
    await expectRefused(() => call(action, params), 400, error)
  })

  it('takes a call without params as one with none', async () => {
    expect((await send(JSON.stringify({ action: 'info' }))).status).toBe(200)
    expect((await send(JSON.stringify({ action: 'persistEntry' }))).body).toEqual({ message: 'entry persisted' })
  })
})

describe('the guard: its own origin, POST, JSON, a size (dev/requestGuard.ts)', () => {
  const info = JSON.stringify({ action: 'info', params: {} })
  const ORIGIN = 'this server answers only the content manager it serves itself'

  it.each([
    ['another port of this machine', { origin: 'http://127.0.0.1:1' }],
    ['another scheme', { origin: 'https://127.0.0.1:PORT' }],
    ['the literal null origin', { origin: 'null' }],
    ['no origin', { origin: undefined }],
    ['an origin that is not its Host', { host: 'localhost:PORT' }],
    ['a rebound DNS name, as Host and Origin alike', { host: 'attacker.example:PORT', origin: 'http://attacker.example:PORT' }],
    ['a cross-site fetch the browser marks', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch the browser marks', { 'sec-fetch-site': 'same-site' }],
    ['a request the browser marks as typed by the user', { 'sec-fetch-site': 'none' }],
  ] as [string, Record<string, string | undefined>][])('refuses %s (403)', async (_what, given) => {
    const headers = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, value?.replace('PORT', String(port))]))
    await expectRefused(() => send(info, { headers }), 403, ORIGIN)
    const save = JSON.stringify({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/planted.md', raw: 'x' }] } })
    await expectRefused(() => send(save, { headers }), 403, ORIGIN)
  })

  it('answers a fetch the browser marks as same-origin', async () => {
    expect((await send(info, { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200)
  })

  it.each(['GET', 'PUT', 'OPTIONS', 'DELETE'])('refuses %s (405), even from its own origin', async (method) => {
    await expectRefused(() => send(method === 'GET' ? undefined : info, { method }), 405, 'only POST is answered here')
  })

  it.each([
    ['text/plain (a POST that needs no preflight)', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['JSON in another type', 'application/json-patch+json'],
    ['no type', undefined],
  ])('refuses %s (415)', async (_what, type) => {
    await expectRefused(() => send(info, { headers: { 'content-type': type } }), 415, 'the request must be JSON')
  })

  it('takes JSON with parameters, spaces or capitals in its type', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/json ; charset=utf-8'])
      expect((await send(info, { headers: { 'content-type': type } })).status, type).toBe(200)
  })

  it.each([
    ['not JSON', '{action: info}'],
    ['nothing', ''],
  ])('refuses a body that is %s (400)', async (_what, body) => {
    await expectRefused(() => send(body), 400, 'the request is not valid JSON')
  })

  it('reads a body sent in pieces, a character split between two', async () => {
    const body = Buffer.from(JSON.stringify({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/é.md', raw: 'Ça – ✓' }] } }))
    const split = body.indexOf(Buffer.from('✓')) + 1
    const answer = await new Promise<number>((resolve, reject) => {
      const sent = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: BACKEND,
          headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
          agent: false,
        },
        (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        },
      )
      sent.on('error', reject)
      sent.write(body.subarray(0, split))
      setTimeout(() => sent.end(body.subarray(split)), 20)
    })
    expect(answer).toBe(200)
    expect(read('é.md')).toBe('Ça – ✓')
  })

  it('reads a body of exactly the limit (a 5 MB picture in base64 and 64 kB more)', async () => {
    const start = JSON.stringify({ action: 'info', params: {} })
    const answer = await send(start.padEnd(MAX_BODY, ' '))
    expect(answer.status).toBe(200)
  })

  it('refuses a body that declares one byte more (413) without waiting for it, and closes the connection (kept alive, as a browser’s)', async () => {
    const agent = new Agent({ keepAlive: true })
    try {
      const outcome = await new Promise<{ status: number; body: string; closed: boolean }>((resolve) => {
        const sending: ClientRequest = request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: BACKEND,
          headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json', 'content-length': MAX_BODY + 1 },
          agent,
        })
        sending.on('error', () => {})
        sending.on('response', (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const socket = sending.socket as Socket
            const done = (closed: boolean) =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), closed })
            // Left open, the server would wait for the body, to drain it.
            const timer = setTimeout(() => done(false), 1000)
            if (socket.destroyed) done(true)
            else
              socket.once('close', () => {
                clearTimeout(timer)
                done(true)
              })
          })
        })
        // The headers alone: the body never comes.
        sending.flushHeaders()
      })
      expect(outcome).toEqual({ status: 413, body: JSON.stringify({ error: TOO_LARGE }), closed: true })
      expect(answered).toEqual([413])
    } finally {
      agent.destroy()
    }
  })

  it('stops a body sent without its length (chunked) as soon as it passes the limit (413)', async () => {
    const before = tree()
    const sentBytes = await new Promise<number>((resolve) => {
      let sent = 0
      const sending = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: BACKEND,
        headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        agent: false,
      })
      // The server stops reading and closes the connection: the client's next write fails (EPIPE).
      sending.on('error', () => {})
      sending.on('close', () => resolve(sent))
      sending.on('response', (response) => response.resume())
      // JSON that would be valid, in pieces of 1 MB, up to four times the limit.
      const piece = Buffer.alloc(1024 * 1024, ' ')
      sending.write('{"action":"persistEntry","params":{"dataFiles":[{"path":"content/big.md","raw":"x"}]}')
      const more = () => {
        if (sending.destroyed) return
        if (sent > 4 * MAX_BODY) return void sending.end('}')
        sent += piece.length
        sending.write(piece, () => setImmediate(more))
      }
      more()
    })
    expect(answered).toEqual([413])
    expect(sentBytes).toBeLessThan(2 * MAX_BODY)
    expect(tree()).toEqual(before)
  })

  it('keeps the connection of a refusal that is not 413', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const sockets: Socket[] = []
      for (let attempt = 0; attempt < 2; attempt++)
        await new Promise<void>((resolve, reject) => {
          const sent = request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: BACKEND,
              headers: { origin: 'http://127.0.0.1:1', 'content-type': 'application/json' },
              agent,
            },
            (response) => {
              sockets.push(sent.socket as Socket)
              response.resume()
              response.on('end', () => resolve())
            },
          )
          sent.on('error', reject)
          sent.end(info)
        })
      // The second call went over the connection of the first.
      expect(sockets[1]).toBe(sockets[0])
    } finally {
      agent.destroy()
    }
  })
})
