/** The island runtime: directives, props, and React islands that hydrate on their own. */
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenDirectiveMet } from '../../components/islands/directives.js'
import { ReactIsland } from '../../components/islands/Island.js'
import { startIslands } from '../../components/islands/runtime.js'
import { hydrateIsland } from '../../components/islands/hydrate.js'
import { CounterList } from '../../components/blocks/Counters/CounterList.js'
import { act, useId } from 'react'

// Hydration runs inside act(), which returns once React has done all it scheduled: no wait
// for a mismatch that did not come.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
  delete document.documentElement.dataset.islands
})

const classes = { grid: 'grid', item: 'item', label: 'label', value: 'value' }

/** An island whose element carries a useId() id, to compare the server's ids with the browser's. */
function Labelled({ text }: { text: string }) {
  const id = useId()
  return (
    <p id={id} title={text}>
      {text}
    </p>
  )
}

describe('island directives', () => {
  it('load starts at once', () => {
    const start = vi.fn()
    whenDirectiveMet('load', document.body, start)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('visible waits until the island comes near the viewport', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {}
    const observed: Element[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: IntersectionObserverInit) {
          report = callback
          expect(options.rootMargin).toBe('200px')
        }
        observe(element: Element) {
          observed.push(element)
        }
        disconnect() {}
      },
    )
    document.body.innerHTML = '<div class="island"><section>a</section><section>b</section></div>'
    const island = document.querySelector<HTMLElement>('.island')!
    const start = vi.fn()
    whenDirectiveMet('visible', island, start)
    expect(observed).toEqual([...island.children]) // the wrapper has no box: its children are watched
    report([{ isIntersecting: false }])
    expect(start).not.toHaveBeenCalled()
    report([{ isIntersecting: true }])
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('media:<query> starts when the query matches, at once or later', () => {
    const listeners: (() => void)[] = []
    let matches = false
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 768px)' && matches
      },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    }))
    const start = vi.fn()
    whenDirectiveMet('media:(min-width: 768px)', document.body, start)
    expect(start).not.toHaveBeenCalled()
    matches = true
    for (const listener of listeners) listener()
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('refuses a directive it does not know', () => {
    expect(() => whenDirectiveMet('hover', document.body, () => {})).toThrow('Unknown island directive "hover"')
  })
})

describe('a React island', () => {
  it('throws "Failed to find the root element" when its mount element is missing (spec §8)', () => {
    expect(() => hydrateIsland(CounterList)(null, { items: [], classes })).toThrow('Failed to find the root element')
  })
})

describe('startIslands', () => {
  it('starts each island with its own props and then marks the page ready', async () => {
    document.body.innerHTML = '<footer>© <span data-island="current-year" data-hydrate="load">1999</span></footer>'
    await startIslands()
    expect(document.querySelector('span')!.textContent).toBe(String(new Date().getFullYear()))
    expect(document.querySelector<HTMLElement>('span')!.dataset.islandState).toBe('started')
    expect(document.documentElement.dataset.islands).toBe('ready')
  })

  it('hydrates a React island from its server HTML and props, with no mismatch', async () => {
    const error = vi.spyOn(console, 'error')
    const items = [
      { label: 'Projects', value: 870, suffix: '+' },
      { label: 'Support', value: '24/7' },
    ]
    // Two islands in one page: their useId prefixes must differ, and match on hydration.
    document.body.innerHTML = renderToString(
      <>
        <ReactIsland name="counters" component={CounterList} props={{ items, classes }} hydrate="load" />
        <ReactIsland name="counters" component={CounterList} props={{ items, classes }} hydrate="load" />
      </>,
    )
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island="counters"]')]
    expect(new Set(islands.map((island) => island.dataset.idPrefix)).size).toBe(2)
    expect(JSON.parse(islands[0].dataset.props!)).toEqual({ items, classes })
    await act(async () => {
      await startIslands()
      await vi.waitFor(() => expect(islands.every((island) => island.dataset.islandState === 'started')).toBe(true))
    })
    expect(error).not.toHaveBeenCalled()
    expect(islands[0].querySelector('.visually-hidden')!.textContent).toBe('870+')
    error.mockRestore()
  })

  it('gives each island its own useId() prefix, the same on the server and in the browser', async () => {
    const error = vi.spyOn(console, 'error')
    document.body.innerHTML = renderToString(
      <>
        <ReactIsland name="counters" component={Labelled} props={{ text: 'one' } as never} hydrate="load" />
        <ReactIsland name="counters" component={Labelled} props={{ text: 'two' } as never} hydrate="load" />
      </>,
    )
    const ids = () => [...document.querySelectorAll('p')].map((p) => p.id)
    const served = ids()
    expect(new Set(served).size).toBe(2)
    await act(async () => {
      for (const island of document.querySelectorAll<HTMLElement>('[data-island]'))
        hydrateIsland(Labelled)(island, JSON.parse(island.dataset.props!))
    })
    expect(ids()).toEqual(served)
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
