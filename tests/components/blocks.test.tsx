import { cleanup, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { compileMarkdown } from '../../pipeline/markdown/markdown.js'
import { ExpandableCards } from '../../components/blocks/ExpandableCards/ExpandableCards.js'
import { Steps } from '../../components/blocks/Steps/Steps.js'
import { Tiles } from '../../components/blocks/Tiles/Tiles.js'
import { Counters } from '../../components/blocks/Counters/Counters.js'
import { CarouselArrows, CarouselDots } from '../../components/ui/Carousel.js'
import { FormEmbed } from '../../components/blocks/FormEmbed/FormEmbed.js'

import { parseHtml } from '../helpers/html.js'
import { pageData } from '../helpers/pageData.js'
afterEach(cleanup)
const md = (text: string) => compileMarkdown(text).tree

describe('expandable cards', () => {
  const items = ['Digital Transformation', 'Smart City Solutions'].map((title) => ({
    title,
    summary: `${title} summary`,
    details: md(`- ${title} detail\n- [More](/contact)`),
  }))
  it('share one details group, so one card is open at a time, with Learn More / Show Less', () => {
    const { container } = render(
      <ExpandableCards block={{ type: 'expandable-cards', heading: 'Expertise', items }} body={null} pageData={pageData} />,
    )
    const details = [...container.querySelectorAll('details')]
    expect(details).toHaveLength(2)
    expect(new Set(details.map((element) => element.getAttribute('name'))).size).toBe(1)
    const summary = details[0].querySelector('summary')!
    expect(summary.textContent).toContain('Learn More')
    expect(summary.textContent).toContain('Show Less') // shown by CSS only while open
    expect(details[0].querySelector('a')?.getAttribute('href')).toBe('/contact')
  })
})

describe('steps', () => {
  it('number the stages and list their details', () => {
    render(
      <Steps
        block={{ type: 'steps', heading: 'Process', items: [{ title: 'Discovery', details: ['a', 'b'] }, { title: 'Launch' }] }}
        body={null}
        pageData={pageData}
      />,
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Step 1: Discovery',
      'Step 2: Launch',
    ])
    expect(screen.getAllByRole('listitem').length).toBe(4)
  })
})

describe('tiles', () => {
  it('open external sites in a new tab with rel="noopener noreferrer"', () => {
    render(
      <Tiles
        block={{
          type: 'tiles',
          heading: 'Stack',
          items: [{ name: 'React', caption: 'Frontend', href: 'https://react.dev' }, { name: 'Government' }],
        }}
        body={null}
        pageData={pageData}
      />,
    )
    const link = screen.getByRole('link', { name: /React/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByText('Government').closest('a')).toBeNull()
  })
})

describe('counters', () => {
  it('carry the final values in the HTML for screen readers, and text values as they are', () => {
    const { container } = render(
      <Counters
        block={{
          type: 'counters',
          heading: 'Numbers',
          items: [
            { value: 870, suffix: '+', label: 'Projects' },
            { value: '24/7', label: 'Support' },
          ],
        }}
        body={null}
        pageData={pageData}
      />,
    )
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('870+')
    expect(container.textContent).toContain('24/7')
  })
})

describe('form embed', () => {
  it('frames the hosted form sandboxed: scripts, forms, its own origin and new tabs, never this page’s navigation', () => {
    // Rendered to HTML and parsed by a silent window: this one would try to load the frame, and log that it may not.
    const container = parseHtml(
      renderToStaticMarkup(
        <FormEmbed
          block={{ type: 'form-embed', heading: 'Apply', form: 'application', title: 'Application form', height: 800 }}
          body={null}
          pageData={pageData}
        />,
      ),
    )
    const frame = container.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('https://forms.example/apply')
    expect(frame.getAttribute('title')).toBe('Application form')
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin allow-popups')
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin')
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://forms.example/apply')
  })
})

describe('carousel controls', () => {
  it('throw when used outside a carousel', () => {
    const quiet = console.error
    console.error = () => {}
    expect(() => render(<CarouselArrows />)).toThrow('useCarousel must be used within a <Carousel />')
    expect(() => render(<CarouselDots />)).toThrow('useCarousel must be used within a <Carousel />')
    console.error = quiet
  })
})
