/** The pull request's summary of what a build changed (site/pageChanges.ts). */
import { describe, expect, it } from 'vitest'
import { pageChanges } from '../../site/pageChanges.js'

describe('the summary of changed pages', () => {
  it('lists the pages added, removed and changed', () => {
    const summary = pageChanges({ '/': 'a', '/old': 'b', '/blog': 'c' }, { '/': 'a', '/blog': 'd', '/new': 'e' })
    expect(summary).toBe(
      [
        '### Pages this change builds differently',
        '',
        '**Added (1)**',
        '',
        '- `/new`',
        '',
        '**Removed (1)**',
        '',
        '- `/old`',
        '',
        '**Changed (1)**',
        '',
        '- `/blog`',
        '',
      ].join('\n'),
    )
  })

  it('says when nothing changed', () => {
    expect(pageChanges({ '/': 'a' }, { '/': 'a' })).toContain('None: every page is as before.')
  })
})
