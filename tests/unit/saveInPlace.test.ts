/** The content manager's save step writes only what the editor changed (cms/saveInPlace.ts). */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { saveInPlace } from '../../cms/saveInPlace.js'

const files = [
  'site.yaml',
  ...(readdirSync('content', { recursive: true }) as string[]).filter((name) => name.endsWith('.md') && name !== 'README.md'),
]
const FRONT = /^---\n([\s\S]*?)\n---\n/

/** What Decap CMS writes for a file: its data serialised anew (keys, quotes, wrapping its own), the body trimmed. */
function asDecapSaves(text: string, format: 'frontmatter' | 'yaml', change: (data: any) => void = () => {}): string {
  if (format === 'yaml') {
    const data = parse(text)
    change(data)
    return stringify(data)
  }
  const match = FRONT.exec(text)!
  const data = parse(match[1])
  change(data)
  return `---\n${stringify(data)}---\n${text.slice(match[0].length).trim()}\n`
}

describe('saving from the content manager', () => {
  it.each(files)('writes %s unchanged when it is saved unchanged', (name) => {
    const text = readFileSync(`content/${name}`, 'utf8')
    const format = name.endsWith('.yaml') ? 'yaml' : 'frontmatter'
    expect(saveInPlace(text, asDecapSaves(text, format), format)).toBe(text)
  })

  it('changes only the lines of a changed block text and icon', () => {
    const text = readFileSync('content/services/web-development.md', 'utf8')
    const saved = saveInPlace(
      text,
      asDecapSaves(text, 'frontmatter', (data) => {
        data.sections[1].heading = 'What we build'
        data.sections[1].items[0].icon = 'rocket'
      }),
      'frontmatter',
    )
    const changed = saved.split('\n').filter((line, index) => line !== text.split('\n')[index])
    expect(changed).toEqual(['    heading: What we build', '        icon: rocket'])
  })

  it('keeps the comments of site.yaml when the phone changes', () => {
    const text = readFileSync('content/site.yaml', 'utf8')
    const saved = saveInPlace(
      text,
      asDecapSaves(text, 'yaml', (data) => (data.phone = '+256 700 999 888')),
      'yaml',
    )
    expect(saved).toBe(text.replace('phone: "+256 700 123 456"', 'phone: "+256 700 999 888"'))
  })

  it('leaves out an optional group nobody filled, puts a new field where the form has it, and drops the address field', () => {
    const text = '---\ntitle: A\ndescription: B # kept\n---\n\nBody\n'
    const saved = saveInPlace(
      text,
      '---\ntitle: A\nwebAddress: a\nseoTitle: S\ndescription: B\nimage:\n  src: ""\n  alt: ""\n---\nBody\n',
      'frontmatter',
    )
    expect(saved).toBe('---\ntitle: A\nseoTitle: S\ndescription: B # kept\n---\n\nBody\n')
  })

  it('removes a block, keeps the others as they were written (and the comment above the list), and adds a new one at its place', () => {
    const text = '---\nsections:\n  # the banner\n  - type: hero\n    heading: "Hi"\n  - type: faq\n    heading: Q\n---\n'
    const saved = saveInPlace(text, '---\nsections:\n  - type: faq\n    heading: Q\n  - type: steps\n    heading: S\n---\n', 'frontmatter')
    expect(saved).toBe('---\nsections:\n  # the banner\n  - type: faq\n    heading: Q\n  - type: steps\n    heading: S\n---\n')
  })

  it('writes a new file from the form, without empty fields', () => {
    expect(saveInPlace(undefined, '---\ntitle: New\nwebAddress: new\nkeywords: []\ndraft: false\n---\nText\n', 'frontmatter')).toBe(
      '---\ntitle: New\n---\nText\n',
    )
  })
})
