/** Breadcrumbs, footer, floating contact, route transition, reveal effects and the robot. */
import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realSite } from '../helpers/site.js'
import {
  axeViolations,
  robotChunkName,
  startSession,
  VIEWPORTS,
  waitForIsland,
  waitForIslands,
  watchConsole,
  type Session,
} from '../helpers/browser.js'

const site = realSite()
let session: Session
beforeAll(async () => {
  session = await startSession(undefined, { robot: true })
})
afterAll(async () => {
  await session?.close()
})

async function open(
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: Parameters<Session['newPage']>[0] = {},
): Promise<Page> {
  const page = await session.newPage({ viewport, ...options })
  await page.goto(session.baseUrl + path)
  await waitForIslands(page)
  return page
}

describe('the breadcrumb bar', () => {
  it('shows Home › Services › the page, the last one current, with BreadcrumbList data', async () => {
    const page = await open('/services/web-development')
    const bar = page.getByRole('navigation', { name: 'Breadcrumb' })
    expect(await bar.locator('li').allTextContents()).toEqual(['Home', 'Services', 'Web Development'])
    expect(await bar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/', '/services'])
    expect(await bar.locator('[aria-current="page"]').textContent()).toBe('Web Development')
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const list = data.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'BreadcrumbList')
    expect(list.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', 'https://www.nileridge.example/'],
      ['Services', 'https://www.nileridge.example/services'],
      ['Web Development', 'https://www.nileridge.example/services/web-development'],
    ])
    await page.close()
  })
  it('is absent on the home page', async () => {
    const page = await open('/')
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0)
    await page.close()
  })
})

describe('the footer', () => {
  it('lists the services, the latest articles, the policies and the sitemap in a new tab', async () => {
    const page = await open('/')
    const footer = page.locator('footer')
    const services = footer.getByRole('navigation', { name: 'Services' }).getByRole('link')
    expect(await services.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      site.services.map((service) => service.href),
    )
    expect(await footer.getByRole('navigation', { name: 'Latest Insights & Articles' }).getByRole('link').count()).toBe(6)
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy'])
      expect(await footer.getByRole('link', { name }).count()).toBe(1)
    const sitemap = footer.getByRole('link', { name: /Sitemap/ })
    expect(await sitemap.getAttribute('href')).toBe('/sitemap.xml')
    expect(await sitemap.getAttribute('target')).toBe('_blank')
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Nile Ridge Technologies`)
    expect(await footer.textContent()).toContain('4.9/5')
    const social = footer.getByRole('link', { name: /Twitter|Facebook|TikTok|LinkedIn|YouTube/ })
    expect(await social.count()).toBe(5)
    expect(
      await social.evaluateAll((links) =>
        links.every((link) => link.getAttribute('target') === '_blank' && link.getAttribute('rel') === 'noopener noreferrer'),
      ),
    ).toBe(true)
    await page.close()
  })
})

describe('the floating contact buttons', () => {
  it('call the phone number and open WhatsApp with a greeting, with a tooltip', async () => {
    const page = await open('/')
    expect(await page.getByRole('link', { name: 'Call +256 700 123 456' }).getAttribute('href')).toBe('tel:+256700123456')
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ }).last()
    const href = (await whatsapp.getAttribute('href'))!
    const url = new URL(href)
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/256700123456')
    expect(url.searchParams.get('text')).toMatch(/learn more about your services/)
    expect(await whatsapp.getAttribute('target')).toBe('_blank')
    expect(await whatsapp.getAttribute('rel')).toBe('noopener noreferrer')

    await whatsapp.hover()
    const tooltip = page.getByRole('tooltip')
    await expect.poll(() => tooltip.isVisible()).toBe(true)
    expect(await tooltip.textContent()).toMatch(/contact form.*info@nileridge\.example/)
    expect(await whatsapp.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'))
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })
})

describe('the route transition', () => {
  it('goes exiting, loads the new page after 100 ms, which enters and clears after 600 ms', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    await page.clock.install()
    await page.goto(`${session.baseUrl}/`)
    await waitForIslands(page)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    const wrapper = page.locator('.route-transition')

    await page.getByRole('link', { name: 'Our Services', exact: true }).click()
    await expect.poll(() => wrapper.getAttribute('class')).toBe('route-transition exiting')
    expect(await page.locator('main h1').textContent()).toContain('Innovative Tech Solutions')
    await page.clock.runFor(99)
    expect(await wrapper.getAttribute('class')).toBe('route-transition exiting')
    expect(page.url()).toBe(`${session.baseUrl}/`)
    await page.clock.runFor(1)
    await page.waitForURL(`${session.baseUrl}/services`)
    // The clock stays paused on the new page: only this island is awaited (idle ones wait).
    await waitForIsland(page, '.route-transition')
    expect(await page.locator('main h1').textContent()).toBe('Technology services that grow with you')
    expect(await wrapper.getAttribute('class')).toBe('route-transition entering')
    await page.clock.runFor(599)
    expect(await wrapper.getAttribute('class')).toBe('route-transition entering')
    await page.clock.runFor(1)
    await expect.poll(() => wrapper.getAttribute('class')).toBe('route-transition')
    await page.close()
  })

  it('does not happen for visitors who prefer reduced motion', async () => {
    const page = await open('/', VIEWPORTS.desktop, { reducedMotion: 'reduce' })
    const classes: string[] = []
    await page.exposeFunction('recordClass', (value: string) => classes.push(value))
    await page.evaluate(() => {
      const wrapper = document.querySelector('.route-transition')!
      new MutationObserver(() => (window as unknown as { recordClass: (v: string) => void }).recordClass(wrapper.className)).observe(
        wrapper,
        { attributes: true },
      )
    })
    await page.getByRole('link', { name: 'Our Services', exact: true }).click()
    await page.waitForURL(`${session.baseUrl}/services`)
    await waitForIslands(page)
    expect(await page.locator('.route-transition').getAttribute('class')).toBe('route-transition')
    expect(classes.filter((value) => value.includes('exiting') || value.includes('entering'))).toEqual([])
    await page.close()
  })

  it('leaves modified clicks, new-tab links and in-page anchors to the browser', async () => {
    const page = await open('/services/data-analytics')
    const leftToTheBrowser = await page.evaluate(() => {
      // The island decides in its click listener, at once: it would have prevented the
      // click and marked the wrapper exiting before this listener runs. So both are read
      // right after each click, with no wait for a navigation that should not come.
      const wrapper = document.querySelector('.route-transition')!
      const click = (selector: string, init: MouseEventInit = {}) => {
        let seenUnprevented = false
        // Registered after the island's listener: it sees what the island did, then keeps
        // this test page where it is.
        document.addEventListener(
          'click',
          (event) => {
            seenUnprevented = !event.defaultPrevented
            event.preventDefault()
          },
          { once: true },
        )
        document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }))
        return seenUnprevented && wrapper.className === 'route-transition'
      }
      return [
        click('a[href="/contact"]', { ctrlKey: true }),
        click('a[href="/contact"]', { metaKey: true }),
        click('a[href="/contact"]', { shiftKey: true }),
        click('a[target="_blank"]'),
        click('a[href="#services"]'),
        click('a[href="/sitemap.xml"]'),
      ]
    })
    expect(leftToTheBrowser).toEqual([true, true, true, true, true, true])
    expect(page.url()).toBe(`${session.baseUrl}/services/data-analytics`)
    await page.close()
  })
})

describe('scroll reveal effects', () => {
  it('hide only what starts below the fold, and show it once 10% is in view', async () => {
    const page = await open('/services/web-development', VIEWPORTS.phone)
    const last = page.locator('.reveal').last()
    expect(await last.getAttribute('data-reveal')).toBe('hidden')
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => last.getAttribute('data-reveal')).toBe('shown')
    await page.close()
  })
  it('leave everything visible in the served HTML and under reduced motion', async () => {
    const html = await (await fetch(`${session.baseUrl}/services/web-development`)).text()
    expect(html).not.toContain('data-reveal="hidden"')
    const page = await open('/services/web-development', VIEWPORTS.phone, { reducedMotion: 'reduce' })
    expect(await page.locator('.reveal[data-reveal="hidden"]').count()).toBe(0)
    await page.close()
  })
})

describe('animations for visitors who prefer reduced motion', () => {
  /** The CSS animations still running on the page, by name (CSS modules add a hash to it). */
  const running = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => (animation as CSSAnimation).animationName ?? 'a script’s'),
    )

  it('end at once, the endless ones too: none runs on, where the hero’s status dot pulses for others', async () => {
    // The control: without the preference, the dot beside "System Online" pulses forever.
    const moving = await open('/')
    await expect.poll(() => running(moving)).toContainEqual(expect.stringMatching(/pulse/))
    await moving.close()
    const still = await open('/', VIEWPORTS.desktop, { reducedMotion: 'reduce' })
    await expect.poll(() => running(still)).toEqual([])
    await still.close()
  })
})

describe('the 3D robot', () => {
  const chunk = robotChunkName()
  const isRobotChunk = (request: Request) => request.url().endsWith(chunk)
  // The robot is added in an idle callback after load, its canvas first and at once:
  // two idle callbacks later, it has been (the first test shows it, as a positive control).
  const afterLoadAndIdle = async (page: Page, on = session) => {
    await page.goto(`${on.baseUrl}/`, { waitUntil: 'load' })
    await waitForIslands(page)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))))
  }
  const noRobotAfterIdle = async (page: Page, on = session) => {
    const robotRequests: string[] = []
    page.on('request', (request) => isRobotChunk(request) && robotRequests.push(request.url()))
    await afterLoadAndIdle(page, on)
    expect(await page.getByTestId('robot').locator('canvas').count()).toBe(0)
    expect(robotRequests).toEqual([])
  }

  it('is there two idle callbacks after load, when nothing prevents it', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    await afterLoadAndIdle(page)
    expect(await page.getByTestId('robot').locator('canvas').count()).toBe(1)
    await page.close()
  })

  it('is not part of the first load, and three.js runs in a Web Worker, never on the main thread', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    const messages = watchConsole(page)
    const requests: { url: string; at: number }[] = []
    page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }))
    await page.goto(`${session.baseUrl}/`, { waitUntil: 'load' })
    const loadedAt = Date.now()
    expect(requests.filter((request) => request.url.endsWith(chunk))).toEqual([])
    const robotRequest = await page.waitForRequest(isRobotChunk, { timeout: 15_000 })
    expect(robotRequest).toBeTruthy()
    expect(requests.find((request) => request.url.endsWith(chunk))!.at).toBeGreaterThanOrEqual(loadedAt)
    const robot = page.getByTestId('robot')
    await expect.poll(() => robot.locator('canvas').count()).toBe(1)
    await expect.poll(() => page.workers().map((worker) => worker.url())).toContainEqual(expect.stringContaining(chunk))
    // The canvas was handed to the worker: the main thread can no longer draw on it.
    expect(
      await robot.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        try {
          canvas.getContext('2d')
          return 'main thread could draw'
        } catch {
          return 'offscreen'
        }
      }),
    ).toBe('offscreen')
    expect(await robot.getAttribute('aria-hidden')).toBe('true')
    expect(await robot.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    expect(messages).toEqual([])
    await page.close()
  })

  it('is skipped for visitors who prefer reduced motion', async () => {
    await noRobotAfterIdle(await session.newPage({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' }))
  })

  it('is skipped under Save-Data', async () => {
    const saveData = await startSession()
    await noRobotAfterIdle(await saveData.newPage({ viewport: VIEWPORTS.desktop }), saveData)
    await saveData.close()
  })

  it('is skipped, and never downloaded, without WebGL', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    await page.addInitScript(() => {
      delete (window as Partial<typeof window>).WebGL2RenderingContext
    })
    await noRobotAfterIdle(page)
  })

  it('is skipped without OffscreenCanvas', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    await page.addInitScript(() => {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen
    })
    await noRobotAfterIdle(page)
  })

  it.each(['/services/ai-solutions', '/contact', '/'])('on a 390 px phone covers no text or button of %s', async (path) => {
    const page = await open(path, VIEWPORTS.phone)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const robot = page.getByTestId('robot')
    await expect.poll(() => robot.locator('canvas').count(), { timeout: 15_000 }).toBe(1)
    const covered = await robot.evaluate((host) => {
      const box = host.getBoundingClientRect()
      const overlaps = (other: DOMRect) =>
        other.width > 0 &&
        other.height > 0 &&
        other.left < box.right &&
        other.right > box.left &&
        other.top < box.bottom &&
        other.bottom > box.top
      return [...document.querySelectorAll('a, button, input, select, p, li, h1, h2, h3, h4, dt, dd, td, th, summary, label')]
        .filter((element) => !host.contains(element) && !element.contains(host) && element.checkVisibility())
        .filter((element) => {
          const style = getComputedStyle(element.closest('[class*="floating"]') ?? element)
          return style.position !== 'fixed' // the floating contact buttons float over everything alike
        })
        .filter((element) => overlaps(element.getBoundingClientRect()))
        .map((element) => element.outerHTML.slice(0, 80))
    })
    expect(covered).toEqual([])
    expect(await robot.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed')
    await page.close()
  })
})
