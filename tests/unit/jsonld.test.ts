import { describe, expect, it } from 'vitest'
import { jobPostingJsonLd } from '../../pipeline/head/business.js'
import { compileMarkdown } from '../../pipeline/markdown/markdown.js'
import { checkFixture } from '../helpers/contentFixture.js'

describe('JobPosting data', () => {
  const { settings } = checkFixture({}).build.site!
  const job = {
    title: 'Frontend Developer',
    location: 'Kampala, Uganda',
    employmentType: 'FULL_TIME',
    summary: compileMarkdown('Build **fast** sites.').tree,
    posted: '2025-05-01',
    validThrough: '2025-06-01',
  }
  it('describes an on-site job with its place, dates and employer', () => {
    expect(jobPostingJsonLd(settings, job)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Frontend Developer',
      description: 'Build fast sites.',
      datePosted: '2025-05-01',
      validThrough: '2025-06-01',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Test Company' },
      jobLocation: { address: { addressLocality: 'Kampala, Uganda', addressCountry: 'UG' } },
    })
  })
  it('marks a remote job as telecommute', () => {
    const data = jobPostingJsonLd(settings, { ...job, location: 'Remote (East Africa)' }) as unknown as Record<string, unknown>
    expect(data.jobLocationType).toBe('TELECOMMUTE')
    expect(data.jobLocation).toBeUndefined()
  })
})
