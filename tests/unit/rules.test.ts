/** Small rules of the spec, as pure functions. */
import { describe, expect, it } from 'vitest'
import { badgeColour } from '../../components/blocks/Opportunities/badge.js'
import { filterJobs } from '../../components/blocks/Jobs/filterJobs.js'
import { dialogTitle } from '../../components/ui/ApplicationDialog.js'

describe('difficulty badge colours', () => {
  it.each([
    ['Beginner', 'green'],
    ['Intermediate', 'yellow'],
    ['Advanced', 'red'],
    ['All levels', 'blue'],
    ['beginner ', 'green'],
  ])('%s is %s', (difficulty, colour) => {
    expect(badgeColour(difficulty)).toBe(colour)
  })
})

describe('the careers location filter', () => {
  const jobs = [
    { title: 'Frontend Developer', location: 'Kampala, Uganda' },
    { title: 'Security Analyst', location: 'KAMPALA (hybrid)' },
    { title: 'Data Engineer', location: 'Remote (East Africa)' },
    { title: 'Sales Lead', location: 'Nairobi, Kenya' },
  ]
  it('shows everything for "all"', () => {
    expect(filterJobs(jobs, 'all')).toEqual(jobs)
  })
  it.each([
    ['kampala', ['Frontend Developer', 'Security Analyst']],
    ['remote', ['Data Engineer']],
    ['nairobi', ['Sales Lead']],
  ])('matches "%s" by case-insensitive containment', (location, titles) => {
    expect(filterJobs(jobs, location).map((job) => job.title)).toEqual(titles)
  })
  it('finds nothing in an empty list', () => {
    expect(filterJobs([], 'kampala')).toEqual([])
  })
})

describe('the application dialog title', () => {
  it('reads "Apply for …" for an internship and "Enroll in …" otherwise', () => {
    expect(dialogTitle({ title: 'General IT Internship Program', type: 'Internship' })).toBe('Apply for General IT Internship Program')
    expect(dialogTitle({ title: 'Digital Marketing', type: 'Course' })).toBe('Enroll in Digital Marketing')
  })
})
