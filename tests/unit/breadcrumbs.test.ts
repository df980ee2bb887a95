import { describe, expect, it } from 'vitest'
import { breadcrumbsFor, type CrumbLabels } from '../../pipeline/head/breadcrumbs.js'

const labels: CrumbLabels = {
  pages: new Map([
    ['/services', 'Services'],
    ['/services/ai-solutions', 'AI Solutions'],
    ['/courses/cybersecurity', 'Cybersecurity'],
  ]),
  segments: { courses: { label: 'Skill Up Programme', href: '/skill-up-programme' } },
}

describe('the breadcrumb trail', () => {
  it('is empty on the home page', () => {
    expect(breadcrumbsFor('/', labels)).toEqual([])
  })
  it('labels and links the courses segment as the Skill Up Programme', () => {
    expect(breadcrumbsFor('/courses/cybersecurity', labels)).toEqual([
      { name: 'Home', href: '/', current: false },
      { name: 'Skill Up Programme', href: '/skill-up-programme', current: false },
      { name: 'Cybersecurity', href: '/courses/cybersecurity', current: true },
    ])
  })
  it("uses the pages' own short names for known segments", () => {
    expect(breadcrumbsFor('/services/ai-solutions', labels).map((crumb) => crumb.name)).toEqual(['Home', 'Services', 'AI Solutions'])
  })
  it('title-cases an unknown segment from its hyphenated form, the last item being current', () => {
    const crumbs = breadcrumbsFor('/digital-skills/data-for-ngos', labels)
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Digital Skills', 'Data For Ngos'])
    expect(crumbs.map((crumb) => crumb.current)).toEqual([false, false, true])
  })
})
