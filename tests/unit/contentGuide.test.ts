import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { contentGuide } from '../../scripts/lib/contentGuide.js'
import { blockTypes } from '../../model/blocks/index.js'

describe('the editors\' guide, content/README.md', () => {
  const settings = parse(readFileSync('content/site.yaml', 'utf8'))
  const guide = contentGuide(settings)
  it('matches the schemas (run npm run content-guide after changing a schema)', () => {
    expect(readFileSync('content/README.md', 'utf8')).toBe(guide)
  })
  it('documents every block type and the site values', () => {
    for (const type of blockTypes) expect(guide).toContain(`### \`${type}\``)
    expect(guide).toContain('`{{site.phone}}`')
    expect(guide).toContain('`{{site.whatsappHref}}`')
  })
})
