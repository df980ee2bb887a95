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
import type { Locator, Page } from 'playwright-core'
import { VIEWPORTS, wcagViolationsInPage } from './browser.js'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Each violation as `rule: help (selector, selector…)`: what a failure names. */
async function adminAxe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // Judge the page at rest (a toast or a fade caught half-way would read as low contrast),
  // then give the page its transitions back: react-toastify removes a toast on animationend.
  await page.evaluate(() => {
    const atRest = document.createElement('style')
    atRest.id = 'axe-at-rest'
    atRest.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }'
    document.head.append(atRest)
  })
  try {
    // The preview's frames hold the site's own page, which the every-page tests check; the
    // <iframe> elements themselves are checked here (frame-title).
    return await page.evaluate(wcagViolationsInPage)
  } finally {
    await page.evaluate(() => document.getElementById('axe-at-rest')?.remove())
  }
}

/**
 * axe at 1366 px, then with the page 390 px wide (the phone layout of cms/phoneLayout.ts:
 * its media queries follow the width), then back to 1366 px for the next test that takes the page.
 */
async function adminAxeAtBothWidths(page: Page): Promise<{ 1366: string[]; 390: string[] }> {
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

/**
 * A screen of /admin an editor meets: what is done to show it, and (`leave`) to go back to
 * where the next screen of its visit starts.
 */
export type AdminScreen = { name: string; show(page: Page): Promise<void>; leave?(page: Page): Promise<void> }
/** Screens shown one after another from one address, on one page: what each costs is the step to it. */
export type AdminVisit = { at: string; screens: AdminScreen[] }

const ARTICLE = '#/collections/blog/entries/ai-tech-solutions'

/** The entry's form and its preview drawn (the real page in the pane's frame). */
async function entryShown(page: Page) {
  await page.getByLabel('Title', { exact: true }).first().waitFor({ timeout: 60_000 })
  await page.frameLocator('#preview-pane').locator('iframe[title="Preview of the page"]').waitFor({ timeout: 60_000 })
}

/** Escape closes a dialog or a menu: until `shown` has gone. */
const escapeFrom = (shown: (page: Page) => Locator) => async (page: Page) => {
  await page.keyboard.press('Escape')
  await shown(page).first().waitFor({ state: 'detached' })
}
const pictures = (page: Page) => page.getByRole('dialog', { name: 'Pictures' })

/**
 * The screens of both hosts, by the address they are reached from: the login page (logged
 * out and in again through the account's menu), the blog's list, the picture library of the
 * Media page; an article, its picture field's library, its link dialog, a menu of its top bar
 * (`menu`, the button that opens it: Decap's Published where changes go through review; npm
 * run cms has its own Save and Publish, so the account's menu there), its History, a refused
 * save with its messages; a service's blocks, one open; a new entry; a refused take-off
 * (`takeOff`: the host's button for it).
 */
export function adminVisits({ takeOff, menu }: { takeOff: string; menu: string }): AdminVisit[] {
  return [
    {
      at: '#/collections/blog',
      screens: [
        {
          name: 'the login page',
          async show(page) {
            await page.getByRole('button', { name: 'Account options dropdown' }).click()
            await page.getByRole('menuitem', { name: 'Log Out' }).click()
            await page.getByRole('button', { name: /login/i }).waitFor()
          },
          async leave(page) {
            await page.getByRole('button', { name: /login/i }).click()
            await page.getByTestId('blog').waitFor({ timeout: 60_000 })
          },
        },
        {
          name: 'the blog’s list',
          show: (page) => page.locator('a[href*="/collections/blog/entries/"]').first().waitFor({ timeout: 60_000 }),
        },
        {
          name: 'the picture library (Media)',
          async show(page) {
            await page.getByRole('button', { name: 'Media' }).click()
            await pictures(page).locator('li.card img').first().waitFor()
          },
          leave: escapeFrom(pictures),
        },
      ],
    },
    {
      at: ARTICLE,
      screens: [
        { name: 'an article open', show: entryShown },
        {
          name: 'the picture library of a picture field',
          async show(page) {
            await page
              .getByRole('button', { name: /^Choose (an|different) image$/ })
              .first()
              .click()
            await pictures(page).locator('li.card img').first().waitFor()
          },
          leave: escapeFrom(pictures),
        },
        {
          name: 'the link dialog',
          async show(page) {
            await page.locator('[data-slate-editor="true"] p').first().click()
            await page.locator('button[title="Link"]').first().click()
            await page.getByRole('dialog', { name: 'Link to' }).waitFor()
          },
          leave: escapeFrom((page) => page.getByRole('dialog', { name: 'Link to' })),
        },
        {
          name: `the top bar’s menu open (${menu})`,
          async show(page) {
            await page.getByRole('button', { name: menu, exact: true }).first().click()
            await page.getByRole('menuitem').first().waitFor()
          },
          leave: escapeFrom((page) => page.getByRole('menuitem')),
        },
        {
          name: 'the history of the article',
          async show(page) {
            await page.getByRole('button', { name: 'History', exact: true }).click()
            await page.getByRole('dialog', { name: /^History of/ }).waitFor()
          },
          leave: escapeFrom((page) => page.getByRole('dialog', { name: /^History of/ })),
        },
        {
          name: 'a refused save with its messages',
          async show(page) {
            await page.locator('[id^="description-field-"]').first().fill('a'.repeat(219))
            await page.locator('.nile-check-message').first().waitFor({ timeout: 30_000 })
            await page
              .getByRole('button', { name: /^Save$/ })
              .first()
              .click()
            await page.getByText(/^Not saved: one problem to fix first\./).waitFor({ timeout: 30_000 })
          },
        },
      ],
    },
    {
      at: '#/collections/services/entries/web-development',
      screens: [
        {
          name: 'a service page with its blocks, one open',
          async show(page) {
            await entryShown(page)
            // The second block (its cards, a list inside the list) opened by its toggle.
            const second = page.locator('[class*="NestedObjectLabel"]').nth(1)
            await page.locator('[class*="ListItem"]').filter({ has: second }).last().locator('button').first().click()
            await page.locator('input[id^="heading-field-"]:visible').first().waitFor()
          },
        },
      ],
    },
    {
      at: '#/collections/blog/new',
      screens: [
        { name: 'the new-entry form', show: (page) => page.getByLabel('Title', { exact: true }).first().waitFor({ timeout: 60_000 }) },
      ],
    },
    {
      at: '#/collections/blog/entries/data-analytics',
      screens: [
        {
          name: 'a take-off refused, naming the pages that use the article',
          async show(page) {
            await page.getByLabel('Title', { exact: true }).first().waitFor({ timeout: 60_000 })
            await page.getByRole('button', { name: takeOff }).click()
            await page
              .getByRole('alert')
              .filter({ hasText: /stays on the site|is not deleted/ })
              .waitFor({ timeout: 60_000 })
          },
        },
      ],
    },
  ]
}

/**
 * Each screen of the visit shown in turn on `page` (at its address), with what axe finds
 * there at each width: a failure names the screen, the rule and the elements.
 */
export async function axeOnEveryScreen(page: Page, visit: AdminVisit): Promise<Record<string, { 1366: string[]; 390: string[] }>> {
  const found: Record<string, { 1366: string[]; 390: string[] }> = {}
  for (const screen of visit.screens) {
    await screen.show(page)
    found[screen.name] = await adminAxeAtBothWidths(page)
    await screen.leave?.(page)
  }
  return found
}

/** What axeOnEveryScreen finds when nothing is wrong. */
export const nothingOn = (visit: AdminVisit) => Object.fromEntries(visit.screens.map((screen) => [screen.name, { 1366: [], 390: [] }]))
