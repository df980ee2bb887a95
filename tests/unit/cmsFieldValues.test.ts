/**
 * What the content manager's fields compute (cms/fields/values.ts, updatedOnSave.ts):
 * today as the site writes dates, the counters' words and colours, the link search, and
 * when a save sets a page's `updated` date.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { updatedDate } from '../../cms/fields/updatedOnSave.js'
import { addressProblem, counter, isStoredDate, matchingLinks, todayInKampala } from '../../cms/fields/values.js'

describe("the content manager's fields", () => {
  it("writes today as Kampala's date, 2025-04-28", () => {
    // 22:30 in London on 27 April is 00:30 on 28 April in Kampala (UTC+3).
    expect(todayInKampala(new Date('2025-04-27T21:30:00Z'))).toBe('2025-04-28')
    expect(todayInKampala(new Date('2025-04-28T20:59:00Z'))).toBe('2025-04-28')
    expect(isStoredDate(todayInKampala())).toBe(true)
    expect(isStoredDate('2025-4-28')).toBe(false)
  })

  it('counts characters against the limit: amber from 90 %, red past it', () => {
    expect(counter(142, 160)).toEqual({ text: '142 of 160 characters', tone: 'fine' })
    expect(counter(144, 160)).toEqual({ text: '144 of 160 characters', tone: 'near' })
    expect(counter(160, 160).tone).toBe('near')
    expect(counter(163, 160)).toEqual({ text: '163 of 160 characters: 3 characters too many', tone: 'over' })
    expect(counter(1, 160).text).toBe('1 of 160 characters')
    expect(counter(48)).toEqual({ text: '48 characters', tone: 'fine' })
  })

  it('finds pages by every word typed, in their address or title', () => {
    const links = [
      { href: '/about-us', title: 'About Us' },
      { href: '/about-us#our-story', title: 'About Us › Our Story' },
      { href: '/contact', title: 'Contact' },
    ]
    expect(matchingLinks(links, 'story about').map((link) => link.href)).toEqual(['/about-us#our-story'])
    expect(matchingLinks(links, '').length).toBe(3)
    expect(matchingLinks(links, 'CONTACT').map((link) => link.href)).toEqual(['/contact'])
  })

  it('takes the addresses the content check takes', () => {
    for (const address of [
      '/contact',
      '/about-us#our-story',
      '#top',
      'https://example.com',
      'mailto:a@b.co',
      'tel:+256700000000',
      '{{site.phoneHref}}',
    ])
      expect(addressProblem(address)).toBeUndefined()
    for (const address of ['contact', 'javascript:alert(1)', '//evil.example', 'www.example.com'])
      expect(addressProblem(address)).toMatch(/^Start the address with/)
  })
})

describe("a page's updated date", () => {
  const original = readFileSync('content/privacy-policy.md', 'utf8')
  const data = () => {
    const front = parse(original.split(/^---$/m)[1]) as Record<string, unknown>
    return { ...front, body: original.split(/^---$/m).slice(2).join('---').replace(/^\n/, '').replace(/\n$/, '') }
  }

  it('is set to today when another field changes', () => {
    expect(
      updatedDate(original, { ...data(), description: 'A new description of how we handle personal data.' }, 'updated', '2031-01-02'),
    ).toBe('2031-01-02')
    expect(updatedDate(original, { ...data(), body: `${data().body}\n\nOne more sentence.` }, 'updated', '2031-01-02')).toBe('2031-01-02')
  })

  it('is left when nothing else changed, when the editor set it, or for a new entry', () => {
    expect(updatedDate(original, data(), 'updated', '2031-01-02')).toBeUndefined()
    expect(updatedDate(original, { ...data(), updated: '2030-05-05', title: 'Privacy' }, 'updated', '2031-01-02')).toBeUndefined()
    expect(updatedDate('', { ...data(), title: 'New' }, 'updated', '2031-01-02')).toBeUndefined()
  })
})
