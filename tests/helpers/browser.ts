/**
 * Debian's Chromium driven by playwright-core, against the built site served the way a
 * static host serves it. Never downloads a browser.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Server } from 'node:http'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { createStaticServer, listen } from '../../scripts/lib/staticServer.js'
import { clientDir } from './site.js'

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const

export type Session = { baseUrl: string; context: BrowserContext; close: () => Promise<void> }

export async function startSession(): Promise<Session> {
  const server: Server = createStaticServer(clientDir)
  const port = await listen(server, 0)
  const profile = mkdtempSync(path.join(tmpdir(), 'chromium-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    headless: true,
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    context,
    close: async () => {
      await context.close()
      server.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Console errors, warnings and uncaught exceptions a page produces. */
export function watchConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  return messages
}

export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 })
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.1 A and AA violations axe-core finds on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ passes: unknown[]; violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    // An empty list must mean "checked and clean", not "nothing was checked".
    if (result.passes.length === 0) return ['axe checked no rule at all']
    return result.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
  })
  return violations
}
