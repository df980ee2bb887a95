import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { compileMarkdown } from '../../pipeline/markdown/markdown.js'
import { Jobs } from '../../components/blocks/Jobs/Jobs.js'
import { start as startJobsFilter } from '../../components/blocks/Jobs/jobsFilter.island.js'
import { Opportunities } from '../../components/blocks/Opportunities/Opportunities.js'
import { start as startTabs } from '../../components/blocks/Opportunities/opportunityTabs.island.js'
import { pageData } from '../helpers/pageData.js'

afterEach(cleanup)
const md = (text: string) => compileMarkdown(text).tree
const locations = [
  { value: 'all', label: 'All Locations' },
  { value: 'kampala', label: 'Kampala Uganda' },
  { value: 'remote', label: 'Remote' },
  { value: 'nairobi', label: 'Nairobi Kenya' },
]
const job = (title: string, location: string) => ({
  title,
  location,
  employmentType: 'FULL_TIME' as const,
  summary: md('Build things.'),
  posted: '2025-05-01',
  apply: 'mailto:careers@example.com',
})

/** The server's HTML of a block, then its island started on it, as the browser would. */
function renderIsland(element: React.ReactElement, start: (root: HTMLElement) => void) {
  const result = render(element)
  start(result.container.querySelector<HTMLElement>('[data-island]')!)
  return result
}

describe('the careers jobs list', () => {
  const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  it('filters by location as soon as one is chosen, and Search applies the choice', () => {
    renderIsland(
      <Jobs
        block={{
          type: 'jobs',
          heading: 'Open Positions',
          locations,
          jobs: [job('Developer', 'Kampala, Uganda'), job('Analyst', 'Remote'), job('Lead', 'Nairobi, Kenya')],
          emptyHeading: 'No Current Openings',
          emptyText: md('Write to us.'),
        }}
        body={null}
        pageData={pageData}
      />,
      startJobsFilter,
    )
    expect(titles()).toEqual(['Developer', 'Analyst', 'Lead'])
    const select = screen.getByLabelText('Location')
    fireEvent.change(select, { target: { value: 'remote' } })
    expect(titles()).toEqual(['Analyst'])
    fireEvent.change(select, { target: { value: 'nairobi' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(titles()).toEqual(['Lead'])
    fireEvent.change(select, { target: { value: 'kampala' } })
    expect(titles()).toEqual(['Developer'])
    fireEvent.change(select, { target: { value: 'all' } })
    expect(titles()).toEqual(['Developer', 'Analyst', 'Lead'])
  })
  it('shows "No Current Openings" when no job is in the chosen place', () => {
    renderIsland(
      <Jobs
        block={{
          type: 'jobs',
          heading: 'Open Positions',
          locations,
          jobs: [job('Developer', 'Kampala, Uganda')],
          emptyHeading: 'No Current Openings',
          emptyText: md('Write to us.'),
        }}
        body={null}
        pageData={pageData}
      />,
      startJobsFilter,
    )
    expect(screen.queryByRole('heading', { name: 'No Current Openings' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'remote' } })
    expect(screen.getByRole('heading', { name: 'No Current Openings' })).toBeTruthy()
    expect(titles()).toEqual(['No Current Openings'])
  })
  it('says "No Current Openings" with the fallback text when nothing matches', () => {
    render(
      <Jobs
        block={{
          type: 'jobs',
          heading: 'Open Positions',
          locations,
          jobs: [],
          emptyHeading: 'No Current Openings',
          emptyText: md('Send your CV to [careers@example.com](mailto:careers@example.com).'),
        }}
        body={null}
        pageData={pageData}
      />,
    )
    expect(screen.getByRole('heading', { name: 'No Current Openings' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'careers@example.com' }).getAttribute('href')).toBe('mailto:careers@example.com')
  })
})

describe('the opportunities tabs', () => {
  const item = (title: string, type: 'Internship' | 'Course', difficulty: string) => ({
    title,
    type,
    duration: '8 weeks',
    description: 'd',
    prerequisites: 'none',
    difficulty,
    features: ['f1', 'f2', 'f3', 'f4'],
    outcomes: ['o1', 'o2', 'o3', 'o4'],
  })
  const block = {
    type: 'opportunities' as const,
    heading: 'Programs',
    items: [
      item('General IT Internship Program', 'Internship', 'Beginner'),
      item('Digital Marketing', 'Course', 'Beginner'),
      item('Cyber Security', 'Course', 'Intermediate'),
    ],
  }
  const renderIt = () => renderIsland(<Opportunities block={block} body={null} pageData={pageData} />, startTabs)
  const shown = () =>
    within(screen.getByRole('tabpanel'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)

  it('start on All Opportunities and filter internships and short courses', () => {
    renderIt()
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('All Opportunities')
    expect(shown()).toHaveLength(3)
    fireEvent.click(screen.getByRole('tab', { name: 'Internships' }))
    expect(shown()).toEqual(['General IT Internship Program'])
    fireEvent.click(screen.getByRole('tab', { name: 'Short Courses' }))
    expect(shown()).toEqual(['Digital Marketing', 'Cyber Security'])
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Short Courses')
  })
  it('move between tabs with the arrow keys, wrapping round', () => {
    renderIt()
    fireEvent.keyDown(screen.getByRole('tab', { name: 'All Opportunities' }), { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Short Courses')
    expect(document.activeElement?.textContent).toBe('Short Courses')
    expect(shown()).toEqual(['Digital Marketing', 'Cyber Security'])
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Short Courses' }), { key: 'ArrowRight' })
    expect(shown()).toHaveLength(3)
  })
  it('show the first 3 features and outcomes, and Apply Now or Enroll Now', () => {
    renderIt()
    const first = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('General IT Internship Program'))!
    expect(first.textContent).toContain('f3')
    expect(first.textContent).not.toContain('f4')
    expect(first.textContent).not.toContain('o4')
    expect(within(first).getByRole('button').textContent).toMatch(/^Apply Now/)
    expect(within(first).getByRole('button').getAttribute('data-dialog-title')).toBe('Apply for General IT Internship Program')
    expect(within(first).getByRole('button').getAttribute('href')).toBe('https://forms.example/apply')
    const course = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Cyber Security') && li.querySelector('h3'))!
    expect(within(course).getByRole('button').textContent).toMatch(/^Enroll Now/)
  })
})
