/**
 * What the site publishes of an uploaded SVG, where a visitor meets it: the built files
 * hold no SVG that could run script, and every attack of tests/helpers/svgAttacks.ts, as
 * published, runs nothing and loads nothing when Chromium opens it at its address and
 * clicks it. tests/unit/svgSanitiser.test.ts replays the attacks on the cleaning itself.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Dialog, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishedPicture } from '../../site/pictureFiles.js'
import { startSession, type Session } from '../helpers/browser.js'
import { clientDir } from '../helpers/site.js'
import { ATTACKS, dangers, RUN, SVG } from '../helpers/svgAttacks.js'

describe('the built site', () => {
  const images = path.join(clientDir, 'images')
  it('publishes no SVG holding a script, an event attribute or a javascript: address', () => {
    expect(existsSync(images), 'run npm run build first').toBe(true)
    const svgs = (readdirSync(images, { recursive: true }) as string[]).filter((name) => name.endsWith('.svg'))
    expect(svgs.length).toBeGreaterThan(0)
    for (const name of svgs) {
      const text = readFileSync(path.join(images, name), 'utf8')
      expect(text, name).not.toMatch(/<script|\son[a-z]+\s*=|javascript:|<!ENTITY|foreignObject/i)
      expect(dangers(text), name).toEqual([])
    }
  })
})

describe('in Chromium', () => {
  let session: Session
  let root: string
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'svgs-'))
    writeFileSync(path.join(root, '404.html'), 'not found')
    mkdirSync(path.join(root, 'published'))
    // The raw attack, unpublished: proof that the page would notice a script that ran.
    writeFileSync(path.join(root, 'raw.svg'), `<svg ${SVG} onload="${RUN}"><rect width="9" height="9"/></svg>`)
    for (const [index, [, svg]] of ATTACKS.entries()) {
      const published = publishedPicture(Buffer.from(svg))
      if (published) writeFileSync(path.join(root, 'published', `${index}.svg`), published)
    }
    session = await startSession(root)
  })
  afterAll(() => session?.close())

  /** Opens an SVG at its address and clicks it; says whether any script ran or anything else was requested. */
  async function open(page: Page, address: string) {
    const seen = { dialogs: [] as string[], requests: [] as string[] }
    const onDialog = (dialog: Dialog) => {
      seen.dialogs.push(dialog.message())
      void dialog.dismiss()
    }
    const onRequest = (request: Request) => {
      if (!request.url().startsWith(session.baseUrl)) seen.requests.push(request.url())
    }
    page.on('dialog', onDialog)
    page.on('request', onRequest)
    await page.goto(`${session.baseUrl}${address}`)
    // On the 9 px square and on the text "click" of the link attacks.
    await page.mouse.click(4, 4)
    await page.mouse.click(10, 15)
    await page.waitForTimeout(50)
    const pwned = await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)
    page.off('dialog', onDialog)
    page.off('request', onRequest)
    return { ...seen, pwned }
  }

  it('runs the raw attack (the harness sees a script that runs)', async () => {
    const page = await session.newPage()
    expect(await open(page, '/raw.svg')).toMatchObject({ pwned: 1, dialogs: ['1'] })
    await page.close()
  })

  it('runs nothing and loads nothing from any published copy, opened at its address and clicked', async () => {
    const files = readdirSync(path.join(root, 'published'))
    expect(files.length).toBeGreaterThan(ATTACKS.length - 5)
    const page = await session.newPage()
    for (const name of files)
      expect(await open(page, `/published/${name}`), ATTACKS[Number.parseInt(name, 10)][0]).toEqual({
        dialogs: [],
        requests: [],
        pwned: undefined,
      })
    await page.close()
  })
})
