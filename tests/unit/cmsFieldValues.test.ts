/**
 * What the content manager's fields compute (cms/fields/values.ts, updatedOnSave.ts,
 * plainWords.ts): today as the site writes dates, the counters' words and colours, the link
 * search, a list of texts' moves and pastes, when a save sets a page's `updated` date, and
 * Decap's question about a local backup in plain words.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { bodyInPlace } from '../../cms/bodyInPlace.js'
import { updatedDate } from '../../cms/fields/updatedOnSave.js'
import { addressProblem, counter, isStoredDate, matchingLinks, moved, pastedItems, todayInKampala } from '../../cms/fields/values.js'
import { LOCAL_BACKUP_QUESTION, plainWordButtons } from '../../cms/fields/plainWords.js'

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

describe('a list of texts, one box per item', () => {
  it('moves an item up or down, and nowhere past either end', () => {
    const items = ['Custom web applications', 'Responsive, mobile-first sites', 'Enterprise and government systems']
    expect(moved(items, 1, 0)).toEqual(['Responsive, mobile-first sites', 'Custom web applications', 'Enterprise and government systems'])
    expect(moved(items, 1, 2)).toEqual(['Custom web applications', 'Enterprise and government systems', 'Responsive, mobile-first sites'])
    expect(moved(items, 0, -1)).toEqual(items)
    expect(moved(items, 2, 3)).toEqual(items)
    expect(items[1]).toBe('Responsive, mobile-first sites') // the list given is left as it was
  })

  it('takes a pasted list of several lines as one item a line, without bullets or numbers; one line as it is', () => {
    // As Word and web pages put a bulleted or numbered list on the clipboard.
    expect(pastedItems('·\tBudgets, plans and roadmaps\r\n·\tDonor reports\r\n')).toEqual(['Budgets, plans and roadmaps', 'Donor reports'])
    expect(pastedItems('1. Dashboards\n2) Data cleaning\n\n- Predictive analytics\n• Reporting')).toEqual([
      'Dashboards',
      'Data cleaning',
      'Predictive analytics',
      'Reporting',
    ])
    // A number that starts the words is kept: only a list's own marker goes.
    expect(pastedItems('3.5 GHz processors\n-5 °C storage')).toEqual(['3.5 GHz processors', '-5 °C storage'])
    expect(pastedItems('Budgets, plans and roadmaps')).toBeUndefined()
    expect(pastedItems('  One line with spaces  \n')).toBeUndefined()
  })
})

describe("Decap's words", () => {
  it('asks about a local backup as this browser’s unsaved changes to this entry', () => {
    let english: Record<string, any> = {
      editor: {
        editor: { confirmLoadBackup: 'A local backup was recovered for this entry, would you like to use it?', onPublishing: 'x' },
      },
    }
    plainWordButtons({ getLocale: () => english, registerLocale: (_locale, phrases) => (english = phrases) })
    expect(english.editor.editor.confirmLoadBackup).toBe(LOCAL_BACKUP_QUESTION)
    expect(english.editor.editor.onPublishing).toBe('x') // Decap's other words stay
    expect(LOCAL_BACKUP_QUESTION).toMatch(/^This browser kept changes to this entry that were never saved/)
    expect(LOCAL_BACKUP_QUESTION).toContain('another tab of this browser')
    expect(LOCAL_BACKUP_QUESTION).toContain('OK: put the unsaved changes back. Cancel: throw them away')
    expect(english.collection.collectionTop.newButton).toBe('New %{collectionLabel}')
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
      updatedDate(
        original,
        { ...data(), description: 'A new description of how we handle personal data.' },
        'updated',
        '2031-01-02',
        bodyInPlace,
      ),
    ).toBe('2031-01-02')
    expect(updatedDate(original, { ...data(), body: `${data().body}\n\nOne more sentence.` }, 'updated', '2031-01-02', bodyInPlace)).toBe(
      '2031-01-02',
    )
  })

  it('is left when nothing else changed, when the editor set it, or for a new entry', () => {
    expect(updatedDate(original, data(), 'updated', '2031-01-02', bodyInPlace)).toBeUndefined()
    expect(
      updatedDate(original, { ...data(), updated: '2030-05-05', title: 'Privacy' }, 'updated', '2031-01-02', bodyInPlace),
    ).toBeUndefined()
    expect(updatedDate('', { ...data(), title: 'New' }, 'updated', '2031-01-02', bodyInPlace)).toBeUndefined()
  })

  it('is left when the save only switches Draft on (Take off the site), and set when it changes more', () => {
    expect(updatedDate(original, { ...data(), draft: true }, 'updated', '2031-01-02', bodyInPlace)).toBeUndefined()
    const drafted = original.replace(/^updated: .*$/m, '$&\ndraft: false')
    expect(updatedDate(drafted, { ...data(), draft: true }, 'updated', '2031-01-02', bodyInPlace)).toBeUndefined()
    expect(updatedDate(original, { ...data(), draft: true, title: 'Privacy' }, 'updated', '2031-01-02', bodyInPlace)).toBe('2031-01-02')
    // Back on the site: a change like any other.
    expect(updatedDate(original.replace(/^updated: .*$/m, '$&\ndraft: true'), data(), 'updated', '2031-01-02', bodyInPlace)).toBe(
      '2031-01-02',
    )
  })
})
