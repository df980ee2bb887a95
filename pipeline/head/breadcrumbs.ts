/**
 * The breadcrumb trail of a path: Home, then one item per segment. A segment that is a
 * page takes that page's short name; site.yaml can name (and re-target) any segment, as
 * it does for `courses` (Skill Up Programme); any other is title-cased from its hyphens.
 */
export type Crumb = { name: string; href: string; current: boolean }

export type CrumbLabels = {
  /** route → the page's breadcrumb label */
  pages: Map<string, string>
  /** segment → label and optional link target, from site.yaml */
  segments: Record<string, { label: string; href?: string }>
}

const titleCase = (segment: string) =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')

export function breadcrumbsFor(route: string, labels: CrumbLabels): Crumb[] {
  if (route === '/') return []
  const segments = route.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ name: 'Home', href: '/', current: false }]
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`
    const named = labels.segments[segment]
    const current = index === segments.length - 1
    crumbs.push({
      name: (current ? labels.pages.get(path) : undefined) ?? named?.label ?? labels.pages.get(path) ?? titleCase(segment),
      href: current ? path : (named?.href ?? path),
      current,
    })
  })
  return crumbs
}
