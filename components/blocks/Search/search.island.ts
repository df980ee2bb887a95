/**
 * The search page's island: runs ?q= (and every new search from the form) against the
 * Pagefind index the build writes to /pagefind/ (below the base path). The index loads only here, so it adds
 * nothing to other pages.
 */
type PagefindResult = { data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }> }
type Pagefind = { search: (query: string) => Promise<{ results: PagefindResult[] }> }

/** Results shown at once; a visitor refines the words rather than paging. */
const SHOWN = 20

let pagefind: Promise<Pagefind> | undefined
// A URL built at run time: the bundler must leave this import to the browser. Below the
// site's base path (import.meta.env.BASE_URL), from which Pagefind also takes the base of
// its results' addresses.
const loadPagefind = () =>
  (pagefind ??= import(
    /* @vite-ignore */ new URL(`${import.meta.env.BASE_URL}pagefind/pagefind.js`, location.href).href
  ) as Promise<Pagefind>)

/** Pagefind names the files (/about-us.html); the site's addresses have no .html. */
const pageAddress = (url: string) => url.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '')

/** The excerpt's text with Pagefind's <mark>s, and nothing else of its markup. */
function excerptNodes(excerpt: string): Node[] {
  const template = document.createElement('template')
  template.innerHTML = excerpt
  return [...template.content.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '')
    const mark = document.createElement('mark')
    mark.textContent = node.textContent
    return mark
  })
}

export function start(block: HTMLElement): void {
  const form = block.querySelector('form')!
  const input = form.querySelector('input')!
  const status = block.querySelector<HTMLElement>('[data-search-status]')!
  const list = block.querySelector<HTMLOListElement>('[data-search-results]')!
  let latest = 0

  const run = async (query: string) => {
    const search = ++latest
    if (!query) {
      status.textContent = ''
      list.replaceChildren()
      list.hidden = true
      return
    }
    status.textContent = 'Searching…'
    const { results } = await (await loadPagefind()).search(query)
    const found = await Promise.all(results.slice(0, SHOWN).map((result) => result.data()))
    if (search !== latest) return // a newer search has started
    list.replaceChildren(
      ...found.map((page) => {
        const item = document.createElement('li')
        const heading = document.createElement('h2')
        const link = document.createElement('a')
        link.href = pageAddress(page.url)
        link.textContent = page.meta.title ?? pageAddress(page.url)
        heading.append(link)
        const excerpt = document.createElement('p')
        excerpt.append(...excerptNodes(page.excerpt))
        item.append(heading, excerpt)
        return item
      }),
    )
    list.hidden = found.length === 0
    const count = results.length === 1 ? '1 page matches' : `${results.length} pages match`
    status.textContent = results.length
      ? `${count} “${query}”${results.length > SHOWN ? `; the first ${SHOWN} are shown` : ''}.`
      : `No page matches “${query}”. Try another word, or fewer words.`
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const query = input.value.trim()
    // The address keeps the search, so it can be shared, bookmarked or reloaded.
    history.replaceState(null, '', query ? `?q=${encodeURIComponent(query)}` : location.pathname)
    void run(query)
  })
  const query = new URLSearchParams(location.search).get('q')?.trim() ?? ''
  input.value = query
  void run(query)
}
