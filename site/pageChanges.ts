/** The pages a build added, removed and changed, compared with the previous build's record (pages.json). */
export function pageChanges(previous: Record<string, string>, next: Record<string, string>): string {
  const added = Object.keys(next).filter((route) => !(route in previous))
  const removed = Object.keys(previous).filter((route) => !(route in next))
  const changed = Object.keys(next).filter((route) => route in previous && previous[route] !== next[route])
  const list = (title: string, routes: string[]) =>
    routes.length ? [`**${title} (${routes.length})**`, '', ...routes.sort().map((route) => `- \`${route}\``), ''] : []
  const lines = [...list('Added', added), ...list('Removed', removed), ...list('Changed', changed)]
  return ['### Pages this change builds differently', '', ...(lines.length ? lines : ['None: every page is as before.', ''])].join('\n')
}
