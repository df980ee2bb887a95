/**
 * A rebuild reuses the bundle, the pages and the search index of the previous build only
 * where nothing they are made of changed. This rebuilds a copy of the real build after
 * an editor's change to one article, and checks that everything showing that article
 * is new while the rest was copied.
 */
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { htmlFiles } from '../../site/builtSite.js'
import { clientDir } from '../helpers/site.js'
import { fixtureDir } from '../helpers/fixtureBuilds.js'
import { watchBuildOfCopy } from '../helpers/siteCopy.js'
import { ADMIN_BUNDLES } from '../../site/cms/adminBundles.js'

// The summary of an article shows on its own page and on the blog listing, not in the
// footer (which lists article titles on every page).
const OLD_SUMMARY = 'Practical content marketing for East African businesses'
const NEW_SUMMARY = 'A rewritten summary for East African businesses'
let workDir: string
let output: string
let build: Awaited<ReturnType<typeof watchBuildOfCopy>>
const html = (file: string) => readFileSync(path.join(workDir, 'dist', 'client', file), 'utf8')

beforeAll(async () => {
  workDir = fixtureDir('rebuild')
  cpSync('content', path.join(workDir, 'content'), { recursive: true })
  const article = path.join(workDir, 'content', 'blog', 'content-marketing.md')
  const text = readFileSync(article, 'utf8')
    .replace(OLD_SUMMARY, NEW_SUMMARY)
    .replace(/\n## /, '\nA sentence about okapis, added by the editor.\n\n## ')
  writeFileSync(article, text)
  // The last good build is npm run build's: its copy is the rebuild's previous build.
  build = await watchBuildOfCopy(workDir, path.join(workDir, 'content'))
  output = build.output
}, 120_000)

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('a rebuild after one article changed', () => {
  it('reuses the bundle, since no code changed', () => {
    expect(output).toMatch(/bundling [\d.]+ s \(code unchanged, linked/)
  })

  it("links /admin's bundles from the previous build too, since no code changed: nothing bundles them again", () => {
    expect(output).toMatch(/\/admin's bundles 0\.0 s \(code unchanged, linked\)/)
    for (const name of ADMIN_BUNDLES) {
      const file = (build: string) => statSync(path.join(workDir, build, 'client', 'admin', name))
      expect(file('dist').ino, name).toBe(file('dist-old').ino)
    }
    expect(build.processes.filter((found) => found.command.includes('adminBundles'))).toEqual([])
  })

  it('renders the changed article and every page that shows its summary again', () => {
    expect(html('blog/content-marketing.html')).toContain('okapis')
    for (const page of ['blog/content-marketing.html', 'blog.html']) {
      expect(html(page)).toContain(NEW_SUMMARY)
      expect(html(page)).not.toContain(OLD_SUMMARY)
    }
  })

  it('links the pages that cannot have changed, as they were, with the stylesheets they load', () => {
    const linked = Number(/prerender [\d.]+ s \(\d+ render threads?, (\d+) pages unchanged, linked\)/.exec(output)?.[1])
    expect(linked).toBeGreaterThan(10)
    expect(linked).toBeLessThan(34)
    expect(html('privacy-policy.html')).toBe(readFileSync(path.join(clientDir, 'privacy-policy.html'), 'utf8'))
    for (const file of htmlFiles(path.join(workDir, 'dist', 'client')))
      for (const [, href] of html(file).matchAll(/<link rel="stylesheet" type="text\/css" href="([^"]+)"/g))
        expect(existsSync(path.join(workDir, 'dist', 'client', href)), `${file}: ${href}`).toBe(true)
  })

  it('indexes the site for search again', () => {
    expect(output).toMatch(/search index [\d.]+ s \(\d+ pages;/)
    expect(output).not.toMatch(/search index [^\n]*unchanged/)
  })

  it("runs Pagefind from the build's own process, beside the pages process, which can then end before Pagefind does", () => {
    const children = build.processes.filter((found) => found.parent === build.pid)
    expect(children.filter((found) => found.command.includes('site/buildPages.js'))).toHaveLength(1)
    expect(children.filter((found) => found.name.startsWith('pagefind'))).toHaveLength(1)
    expect(build.processes.filter((found) => found.name.startsWith('pagefind') && found.parent !== build.pid)).toEqual([])
  })
})
