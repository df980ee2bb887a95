/**
 * axe-core on /admin (issue 56, item 1): the WCAG 2.1 A and AA rules, as the visitor pages
 * are checked (`axeViolations` in tests/helpers/browser.ts), on the screens an editor meets,
 * at the two widths every page is tested at. The same on `npm run cms` (tests/browser/cms/accessibility.ts)
 * and on the published /admin (tests/browser/cmsPublished.test.ts).
 *
 * axe is handed to the page through the DevTools protocol (page.evaluate), which /admin's
 * policy does not restrict: the dev server has no test route to load it from. It stays in
 * the page, so a kept /admin page (tests/helpers/keptAdminPages.ts) compiles it once.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { VIEWPORTS } from './browser.js'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Each violation as `rule: help (selector, selector…)`: what a failure names. */
async function adminAxe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async () => {
    // Judge the page at rest (a toast or a fade caught half-way would read as low contrast),
    // then give the page its transitions back: react-toastify removes a toast on animationend.
    const atRest = document.createElement('style')
    atRest.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }'
    document.head.append(atRest)
    try {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ passes: unknown[]; violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>
          }
        }
      ).axe
      // The preview's frames hold the site's own page, which the every-page tests check; the
      // <iframe> elements themselves are checked here (frame-title).
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        iframes: false,
      })
      if (result.passes.length === 0) return ['axe checked no rule at all']
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      )
    } finally {
      atRest.remove()
    }
  })
}

/**
 * axe at 1366 px, then with the page 390 px wide (the phone layout of cms/phoneLayout.ts:
 * its media queries follow the width), then back to 1366 px for the next test that takes the page.
 */
export async function adminAxeAtBothWidths(page: Page): Promise<{ 1366: string[]; 390: string[] }> {
  const wide = await adminAxe(page)
  await page.setViewportSize(VIEWPORTS.phone)
  try {
    await settled(page)
    return { 1366: wide, 390: await adminAxe(page) }
  } finally {
    await page.setViewportSize(VIEWPORTS.desktop)
    await settled(page)
  }
}

/** Two frames drawn: React's and the layout's answer to a new width. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** A screen of /admin an editor meets: the address it is reached at, and what is done there to show it. */
export type AdminScreen = { name: string; at: string; show(page: Page): Promise<void> }

const ARTICLE = '#/collections/blog/entries/ai-tech-solutions'

/** The entry's form and its preview drawn (the real page in the pane's frame). */
async function entryShown(page: Page) {
  await page.getByLabel('Title', { exact: true }).first().waitFor({ timeout: 60_000 })
  await page.frameLocator('#preview-pane').locator('iframe[title="Preview of the page"]').waitFor({ timeout: 60_000 })
}

/**
 * The screens of both hosts: the blog's list, an article, a service's blocks, the picture
 * library, a new entry, a refused save with its messages, the link dialog, and a refused
 * take-off (`takeOff`: the host's button for it), a menu of the top bar (`menu`, the button
 * that opens it: Decap's Published where changes go through review; npm run cms has its own
 * Save and Publish, and the account's menu). The login page is each host's own.
 */
export function adminScreens({ takeOff, menu }: { takeOff: string; menu: string }): AdminScreen[] {
  return [
    {
      name: 'the blog’s list',
      at: '#/collections/blog',
      show: (page) => page.locator('a[href*="/collections/blog/entries/"]').first().waitFor({ timeout: 60_000 }),
    },
    { name: 'an article open', at: ARTICLE, show: entryShown },
    {
      name: 'a service page with its blocks, one open',
      at: '#/collections/services/entries/web-development',
      async show(page) {
        await entryShown(page)
        // The second block (its cards, a list inside the list) opened by its toggle.
        const second = page.locator('[class*="NestedObjectLabel"]').nth(1)
        await page.locator('[class*="ListItem"]').filter({ has: second }).last().locator('button').first().click()
        await page.locator('input[id^="heading-field-"]:visible').first().waitFor()
      },
    },
    {
      name: 'the picture library (Media)',
      at: '#/collections/blog',
      async show(page) {
        await page.getByRole('button', { name: 'Media' }).click()
        await page.getByRole('dialog', { name: 'Pictures' }).locator('li.card img').first().waitFor()
      },
    },
    {
      name: 'the picture library of a picture field',
      at: ARTICLE,
      async show(page) {
        await entryShown(page)
        await page
          .getByRole('button', { name: /^Choose (an|different) image$/ })
          .first()
          .click()
        await page.getByRole('dialog', { name: 'Pictures' }).locator('li.card img').first().waitFor()
      },
    },
    {
      name: 'the new-entry form',
      at: '#/collections/blog/new',
      show: (page) => page.getByLabel('Title', { exact: true }).first().waitFor({ timeout: 60_000 }),
    },
    {
      name: 'a refused save with its messages',
      at: ARTICLE,
      async show(page) {
        await entryShown(page)
        await page.locator('[id^="description-field-"]').first().fill('a'.repeat(219))
        await page.locator('.nile-check-message').first().waitFor({ timeout: 30_000 })
        // Save where there is a review (the published /admin), Publish → Publish now where there is none (npm run cms).
        const save = page.getByRole('button', { name: /^(Save|Publish)$/ }).first()
        const words = await save.textContent()
        await save.click()
        if (words === 'Publish') await page.getByText('Publish now').click()
        await page.getByText(/^Not saved: one problem to fix first\./).waitFor({ timeout: 30_000 })
      },
    },
    {
      name: 'the link dialog',
      at: ARTICLE,
      async show(page) {
        await entryShown(page)
        await page.locator('[data-slate-editor="true"] p').first().click()
        await page.locator('button[title="Link"]').first().click()
        await page.getByRole('dialog', { name: 'Link to' }).waitFor()
      },
    },
    {
      name: `the top bar’s menu open (${menu})`,
      at: ARTICLE,
      async show(page) {
        await entryShown(page)
        await page.getByRole('button', { name: menu, exact: true }).first().click()
        await page.getByRole('menuitem').first().waitFor()
      },
    },
    {
      // Being built (cms/history/): where the entry's top bar has no History yet, the article alone is checked.
      name: 'the history of an article',
      at: ARTICLE,
      async show(page) {
        await entryShown(page)
        const history = page.getByRole('button', { name: 'History', exact: true })
        if (!(await history.count())) return
        await history.click()
        await page.getByRole('dialog', { name: /^History of/ }).waitFor()
      },
    },
    {
      name: 'a take-off refused, naming the pages that use the article',
      at: '#/collections/blog/entries/data-analytics',
      async show(page) {
        await page.getByLabel('Title', { exact: true }).first().waitFor({ timeout: 60_000 })
        await page.getByRole('button', { name: takeOff }).click()
        await page
          .getByRole('alert')
          .filter({ hasText: /stays on the site|is not deleted/ })
          .waitFor({ timeout: 60_000 })
      },
    },
  ]
}
