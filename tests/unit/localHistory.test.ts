/**
 * A page's history on this machine (dev/localHistory.ts), through the local backend
 * (dev/localBackend.ts) as the content manager calls it, over a real throw-away Git
 * repository: its changes newest first with their author, date and message, each version's
 * text, and the same refusals as a write (outside content/, `..`, a symbolic link, another
 * origin or host).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { localBackend } from '../../dev/localBackend.js'
import { gitAs } from '../helpers/gitAuthor.js'

const BACKEND = '/api/cms/backend'
const REACH = 'the content manager reaches only the files of content/'
const LINK = 'the content manager does not follow links to other folders'
const WRITES = 'the content manager writes only pages (.md), site.yaml and pictures in content/images'

const FIRST = '---\ntitle: Backups\n---\nKeep one copy of every file.\n'
const SECOND = '---\ntitle: Backups\n---\nKeep three copies of every file, one of them away from the office.\n'

let root: string
let contentDir: string
let server: Server
let port: number
let backend: ReturnType<typeof localBackend>

beforeAll(async () => {
  server = createServer((req, res) => void backend(req, res, () => res.end('passed on')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Git in the test's repository (tests/helpers/gitAuthor.ts). */
const git = (args: string[], author?: string, date?: string) => gitAs(root, args, author, date)
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
  writeFileSync(path.join(root, name), text)
}
/** Commits `name` with `text`, and returns the commit. */
function commit(name: string, text: string, message: string, author: string, date: string): string {
  write(name, text)
  git(['add', '--all'])
  git(['commit', '--quiet', '-m', message], author, date)
  return git(['rev-parse', 'HEAD']).trim()
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'history-'))
  contentDir = path.join(root, 'content')
  mkdirSync(contentDir)
  write('outside/secret.md', 'secret\n')
  backend = localBackend(contentDir)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

type Answer = { status: number; body: any }
/** One call of the backend, by default as the content manager of this server sends it. */
function call(action: string, params: object, headers: Record<string, string> = {}, method = 'POST'): Promise<Answer> {
  const body = JSON.stringify({ action, params })
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: BACKEND,
        agent: false,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

describe('a page’s history from Git', () => {
  it('lists the changes to a page newest first, with their author, time and message, and gives each version’s text', async () => {
    git(['init', '--quiet'])
    const first = commit('content/blog/backups.md', FIRST, 'Add the backups article', 'Amina Okello', '2025-12-01T10:00:00+03:00')
    commit('content/index.md', '---\ntitle: Home\n---\n', 'Another page', 'Somebody Else', '2025-12-02T10:00:00+03:00')
    const second = commit(
      'content/blog/backups.md',
      SECOND,
      'Say how many copies\n\nThree, as the insurer asks.',
      'Brian Ssemakula',
      '2025-12-03T14:05:00+03:00',
    )
    const answer = await call('history', { path: 'content/blog/backups.md' })
    expect(answer).toEqual({
      status: 200,
      body: {
        changes: [
          {
            sha: second,
            date: '2025-12-03T14:05:00+03:00',
            author: 'Brian Ssemakula',
            message: 'Say how many copies\n\nThree, as the insurer asks.',
          },
          { sha: first, date: '2025-12-01T10:00:00+03:00', author: 'Amina Okello', message: 'Add the backups article' },
        ],
        before: null,
        uncommitted: false,
      },
    })
    expect((await call('version', { path: 'content/blog/backups.md', sha: first })).body).toEqual({ text: FIRST })
    expect((await call('version', { path: 'content/blog/backups.md', sha: second })).body).toEqual({ text: SECOND })
    // A save of the content manager not committed yet.
    write('content/blog/backups.md', `${SECOND}More.\n`)
    expect((await call('history', { path: 'content/blog/backups.md' })).body.uncommitted).toBe(true)
  })

  it('follows a page that was renamed inside content/, and stops where it came into content/ from elsewhere', async () => {
    git(['init', '--quiet'])
    const outside = commit('notes/backups.md', FIRST, 'Notes kept outside content/', 'Amina Okello', '2025-12-01T10:00:00+03:00')
    mkdirSync(path.join(contentDir, 'blog'))
    git(['mv', 'notes/backups.md', 'content/blog/old-name.md'])
    git(['commit', '--quiet', '-m', 'Into the blog'], 'Amina Okello', '2025-12-02T10:00:00+03:00')
    git(['mv', 'content/blog/old-name.md', 'content/blog/backups.md'])
    git(['commit', '--quiet', '-m', 'A better name'], 'Brian Ssemakula', '2025-12-03T10:00:00+03:00')
    const changed = commit('content/blog/backups.md', SECOND, 'Say more', 'Brian Ssemakula', '2025-12-04T10:00:00+03:00')
    const { body } = await call('history', { path: 'content/blog/backups.md' })
    expect(body.changes.map((change: { message: string }) => change.message)).toEqual(['Say more', 'A better name', 'Into the blog'])
    // The version from before the rename is read at its old name.
    const moved = body.changes[2].sha
    expect((await call('version', { path: 'content/blog/backups.md', sha: moved })).body).toEqual({ text: FIRST })
    expect((await call('version', { path: 'content/blog/backups.md', sha: changed })).body).toEqual({ text: SECOND })
    // Nothing of the file from before it came into content/.
    expect(await call('version', { path: 'content/blog/backups.md', sha: outside })).toEqual({
      status: 404,
      body: { error: 'this version is not in the page’s history' },
    })
  })

  it('gives no text (null) for a change that removed the page, which was made again since', async () => {
    git(['init', '--quiet'])
    commit('content/about.md', FIRST, 'About', 'Amina Okello', '2025-12-01T10:00:00+03:00')
    git(['rm', '--quiet', 'content/about.md'])
    git(['commit', '--quiet', '-m', 'Remove it'], 'Amina Okello', '2025-12-02T10:00:00+03:00')
    commit('content/about.md', SECOND, 'About again', 'Brian Ssemakula', '2025-12-03T10:00:00+03:00')
    const { body } = await call('history', { path: 'content/about.md' })
    expect(body.changes.map((change: { message: string }) => change.message)).toEqual(['About again', 'Remove it', 'About'])
    expect((await call('version', { path: 'content/about.md', sha: body.changes[1].sha })).body).toEqual({ text: null })
    expect((await call('version', { path: 'content/about.md', sha: body.changes[2].sha })).body).toEqual({ text: FIRST })
  })

  it('lists the newest 50 changes and names the version before the oldest of them', async () => {
    git(['init', '--quiet'])
    // 52 commits made by one git fast-import (a commit a process took seconds).
    const branch = git(['symbolic-ref', 'HEAD']).trim()
    const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`
    const stream = Array.from({ length: 52 }, (_, index) => {
      const when = `${1735711200 + index * 60} +0300`
      const page = `---\ntitle: About\n---\nVersion ${index}.\n`
      return `commit ${branch}\nmark :${index + 1}\nauthor Amina Okello <a@example.com> ${when}\ncommitter Amina Okello <a@example.com> ${when}\n${data(`Version ${index}`)}M 100644 inline content/about.md\n${data(page)}`
    }).join('')
    execFileSync('git', ['fast-import', '--quiet', `--export-marks=${path.join(root, 'marks')}`], { cwd: root, input: stream })
    write('content/about.md', '---\ntitle: About\n---\nVersion 51.\n')
    const commits = readFileSync(path.join(root, 'marks'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[1])
    const { body } = await call('history', { path: 'content/about.md' })
    expect(body.changes).toHaveLength(50)
    expect(body.changes[0].message).toBe('Version 51')
    expect(body.changes[49].message).toBe('Version 2')
    expect(body.before).toBe(commits[1])
  })

  it('says so, in plain words, where there is no repository or no commit yet', async () => {
    write('content/about.md', '---\ntitle: About\n---\n')
    expect((await call('history', { path: 'content/about.md' })).body).toEqual({
      unavailable: 'this copy of the site is not a Git repository, so no earlier versions are kept here',
    })
    git(['init', '--quiet'])
    expect((await call('history', { path: 'content/about.md' })).body).toEqual({ changes: [], before: null, uncommitted: true })
  })

  it('refuses what a write refuses: outside content/, `..`, a symbolic link, a file an editor does not write; and a version not of the page', async () => {
    git(['init', '--quiet'])
    const secret = commit('outside/secret.md', 'secret\n', 'A file outside content/', 'Amina Okello', '2025-01-01T08:00:00+03:00')
    const page = commit('content/about.md', '---\ntitle: About\n---\n', 'About', 'Amina Okello', '2025-01-01T09:00:00+03:00')
    symlinkSync(path.join(root, 'outside'), path.join(contentDir, 'linked'))
    symlinkSync(path.join(root, 'outside/secret.md'), path.join(contentDir, 'secret.md'))
    const refused = async (params: object, status: number, error: string) => {
      for (const action of ['history', 'version'])
        expect(await call(action, { sha: page, ...params }), `${action} ${JSON.stringify(params)}`).toEqual({ status, body: { error } })
    }
    await refused({ path: 'outside/secret.md' }, 403, WRITES)
    await refused({ path: 'content/../outside/secret.md' }, 403, REACH)
    await refused({ path: '/etc/passwd' }, 403, WRITES)
    await refused({ path: 'content/linked/secret.md' }, 403, LINK)
    await refused({ path: 'content/secret.md' }, 403, LINK)
    await refused({ path: 'content/.git/config.md' }, 403, REACH)
    await refused({ path: 'content/images/logo.png' }, 403, 'History is kept for pages and the site settings')
    await refused({}, 400, 'the request is missing a text it needs')
    // A version is read only from the page's own changes, at its own name.
    expect(await call('version', { path: 'content/about.md', sha: secret })).toEqual({
      status: 404,
      body: { error: 'this version is not in the page’s history' },
    })
    expect(await call('version', { path: 'content/about.md', sha: 'HEAD:outside/secret.md' })).toEqual({
      status: 400,
      body: { error: 'a version is named by its commit' },
    })
  })

  it('answers only the content manager this server serves: not another origin, another host, a form or a GET', async () => {
    git(['init', '--quiet'])
    commit('content/about.md', '---\ntitle: About\n---\n', 'About', 'Amina Okello', '2025-01-01T09:00:00+03:00')
    const params = { path: 'content/about.md' }
    const elsewhere = 'this server answers only the content manager it serves itself'
    expect(await call('history', params, { origin: 'http://evil.example' })).toEqual({ status: 403, body: { error: elsewhere } })
    expect(await call('history', params, { origin: 'http://evil.example', host: 'evil.example' })).toEqual({
      status: 403,
      body: { error: elsewhere },
    })
    expect(await call('history', params, { 'sec-fetch-site': 'cross-site' })).toEqual({ status: 403, body: { error: elsewhere } })
    expect(await call('history', params, { 'content-type': 'text/plain' })).toEqual({
      status: 415,
      body: { error: 'the request must be JSON' },
    })
    expect(await call('history', params, {}, 'GET')).toEqual({ status: 405, body: { error: 'only POST is answered here' } })
    expect((await call('history', params)).status).toBe(200)
  })
})
