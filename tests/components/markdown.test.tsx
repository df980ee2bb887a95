import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup } from '@testing-library/react'
import { compileMarkdown } from '../../pipeline/markdown/markdown.js'
import { Markdown } from '../../components/markdown.js'
import { NotFound } from '../../components/NotFound.js'
import { startIslands } from '../../components/islands/runtime.js'
import { Faq } from '../../components/blocks/Faq/Faq.js'

import { pageData } from '../helpers/pageData.js'
afterEach(cleanup)

const tree = (markdown: string) => compileMarkdown(markdown).tree

describe('hast to React through the one components map', () => {
  it('keeps internal links plain', () => {
    render(<Markdown tree={tree('[Contact](/contact)')} />)
    const link = screen.getByRole('link', { name: 'Contact' })
    expect(link.getAttribute('href')).toBe('/contact')
    expect(link.hasAttribute('target')).toBe(false)
  })
  it('opens external links in a new tab with rel="noopener noreferrer" and says so', () => {
    render(<Markdown tree={tree('[Docs](https://example.com)')} />)
    const link = screen.getByRole('link', { name: 'Docs (opens in a new tab)' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
  it('lazy-loads pictures and keeps the size the build measured', () => {
    const hast = tree('![A chart](/images/chart.svg)')
    const img = hast.children[0] as { children: { properties: Record<string, unknown> }[] }
    Object.assign(img.children[0].properties, { width: 640, height: 360 })
    render(<Markdown tree={hast} />)
    const picture = screen.getByRole('img', { name: 'A chart' })
    expect(picture.getAttribute('loading')).toBe('lazy')
    expect(picture.getAttribute('width')).toBe('640')
  })
  it('wraps tables so they scroll on small screens', () => {
    const { container } = render(<Markdown tree={tree('| a | b |\n|---|---|\n| 1 | 2 |')} />)
    expect(container.querySelector('.table-scroll > table')).not.toBeNull()
  })
})

describe('the not-found page', () => {
  it('shows 404, the message and the way home, and its island logs the attempted path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    window.history.pushState({}, '', '/no-such-page')
    const { container } = render(<NotFound />)
    await startIslands(container)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Oops! Page not found')
    expect(screen.getByText('404')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
    expect(warn).toHaveBeenCalledWith('404: no page at /no-such-page')
    warn.mockRestore()
  })
})

describe('the FAQ block', () => {
  it('groups its items so only one is open at a time (native exclusive <details>)', () => {
    const items = [1, 2, 3].map((n) => ({ question: `Q${n}?`, answer: tree(`A${n}`) }))
    const { container } = render(<Faq block={{ type: 'faq', heading: 'FAQ', items }} body={null} pageData={pageData} />)
    const details = [...container.querySelectorAll('details')]
    expect(details).toHaveLength(3)
    const names = new Set(details.map((element) => element.getAttribute('name')))
    expect(names.size).toBe(1)
    expect([...names][0]).toBeTruthy()
  })
})
