/** The build's render threads (site/pageRenderer.ts), on the real build's server bundle. */
import { cpSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPageRenderer, type RenderTask } from '../../site/pageRenderer.js'
import { pageDataJson } from '../../pipeline/page/siteData.js'
import { fixtureDir } from '../helpers/fixtureBuilds.js'
import { clientDir, readHtml, realSite } from '../helpers/site.js'

const buildDir = path.dirname(clientDir)
let render: (task: RenderTask) => Promise<{ links: string[] }>
let outDir: string

beforeAll(async () => {
  process.env.NODE_ENV = 'production'
  // Renders into a folder of its own: the real build stays as it is for the other tests.
  outDir = fixtureDir('render')
  cpSync(path.join(buildDir, 'server'), path.join(outDir, 'server'), { recursive: true })
  cpSync(path.join(buildDir, 'client', 'assets'), path.join(outDir, 'client', 'assets'), { recursive: true })
  render = await createPageRenderer({ buildDir: outDir, basePath: '/' })
}, 60_000)

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('a render thread', () => {
  it('renders a page from its data alone, as the build wrote it', async () => {
    const site = realSite()
    const route = site.articles[0].href
    const page = await render({ route, file: `${route.slice(1)}.html`, data: pageDataJson(site, route)! })
    expect(readFileSync(path.join(outDir, 'client', `${route.slice(1)}.html`), 'utf8')).toBe(readHtml(route))
    expect(page.links).toContain('/blog')
  })

  it('stops with the page named when its render fails, rather than writing an error page', async () => {
    // Vike logs the error it caught; the test needs only the build's own message.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = JSON.stringify({
      page: { kind: 'article', route: '/blog/broken', slug: 'broken', data: {}, body: null },
      head: [],
      frame: {},
      breadcrumbs: [],
    })
    await expect(render({ route: '/blog/broken', file: 'blog/broken.html', data: broken })).rejects.toThrow(
      /^\/blog\/broken could not be rendered: /,
    )
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })
})
