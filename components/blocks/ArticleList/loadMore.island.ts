/**
 * "Load More Articles" is a link to the next page of the listing. Here it fetches that
 * page and appends its cards to this list, then points at the page after, or disappears
 * when none is left. Keyboard and screen-reader users continue at the first new article.
 */
export function start(link: HTMLAnchorElement): void {
  const list = link.closest('section')!.querySelector('[data-article-list]')!
  link.addEventListener('click', async (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    const response = await fetch(link.href)
    if (!response.ok) return window.location.assign(link.href)
    const next = new DOMParser().parseFromString(await response.text(), 'text/html')
    const firstNew = list.children.length
    list.append(...[...next.querySelectorAll('[data-article-list] > li')].map((card) => document.importNode(card, true)))
    list.querySelectorAll<HTMLAnchorElement>('h3 a')[firstNew]?.focus()
    const after = next.querySelector('a[rel="next"][data-island="load-more"]')?.getAttribute('href')
    if (after) link.href = after
    else link.remove()
  })
}
