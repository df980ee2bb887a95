/** The content manager's save step writes only what the editor changed (cms/saveInPlace.ts). */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { bodyInPlace } from '../../cms/bodyInPlace.js'
import { formatOf, saveInPlace } from '../../cms/saveInPlace.js'

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
    expect(saveInPlace(text, asDecapSaves(text, format), format, bodyInPlace)).toBe(text)
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
      bodyInPlace,
    )
    const changed = saved.split('\n').filter((line, index) => line !== text.split('\n')[index])
    expect(changed).toEqual(['    heading: What we build', '        icon: rocket'])
  })

  it('changes only the lines of an edited text written as a block of lines, and keeps the fields after it', () => {
    const text = readFileSync('content/about-us.md', 'utf8')
    let edited = ''
    const saved = saveInPlace(
      text,
      asDecapSaves(text, 'frontmatter', (data) => {
        const prose = data.sections.find((section: any) => section.id === 'our-story')
        edited = prose.text
        prose.text = `${prose.text} Edited.`
      }),
      'frontmatter',
      bodyInPlace,
    )
    const [front] = FRONT.exec(saved)!
    const story = parse(front.slice(4, -4)).sections.find((section: any) => section.id === 'our-story')
    expect(story.text).toBe(`${edited} Edited.`)
    expect(story.actions).toEqual(parse(FRONT.exec(text)![1]).sections.find((section: any) => section.id === 'our-story').actions)
    const changed = saved.split('\n').filter((line, index) => line !== text.split('\n')[index])
    expect(changed).toEqual([expect.stringMatching(/ Edited\.$/)])
  })

  it('keeps the comments of site.yaml when the phone changes', () => {
    const text = readFileSync('content/site.yaml', 'utf8')
    const saved = saveInPlace(
      text,
      asDecapSaves(text, 'yaml', (data) => (data.phone = '+256 700 999 888')),
      'yaml',
      bodyInPlace,
    )
    expect(saved).toBe(text.replace('phone: "+256 700 123 456"', 'phone: "+256 700 999 888"'))
  })

  it('leaves out an optional group nobody filled, puts a new field where the form has it, and drops the address field', () => {
    const text = '---\ntitle: A\ndescription: B # kept\n---\n\nBody\n'
    const saved = saveInPlace(
      text,
      '---\ntitle: A\nwebAddress: a\nseoTitle: S\ndescription: B\nimage:\n  src: ""\n  alt: ""\n---\nBody\n',
      'frontmatter',
      bodyInPlace,
    )
    expect(saved).toBe('---\ntitle: A\nseoTitle: S\ndescription: B # kept\n---\n\nBody\n')
  })

  it('removes a block, keeps the others as they were written (and the comment above the list), and adds a new one at its place', () => {
    const text = '---\nsections:\n  # the banner\n  - type: hero\n    heading: "Hi"\n  - type: faq\n    heading: Q\n---\n'
    const saved = saveInPlace(
      text,
      '---\nsections:\n  - type: faq\n    heading: Q\n  - type: steps\n    heading: S\n---\n',
      'frontmatter',
      bodyInPlace,
    )
    expect(saved).toBe('---\nsections:\n  # the banner\n  - type: faq\n    heading: Q\n  - type: steps\n    heading: S\n---\n')
  })

  it('writes a new file from the form, without empty fields', () => {
    expect(
      saveInPlace(undefined, '---\ntitle: New\nwebAddress: new\nkeywords: []\ndraft: false\n---\nText\n', 'frontmatter', bodyInPlace),
    ).toBe('---\ntitle: New\n---\nText\n')
  })
})

describe('how a file holds its data (formatOf)', () => {
  it('is a YAML file for .yaml and .yml, front matter and a Markdown body for anything else', () => {
    expect(['content/site.yaml', 'content/people.yml', 'content/blog/a.md', 'content/yaml.md', 'content/a.yaml.md'].map(formatOf)).toEqual([
      'yaml',
      'yaml',
      'frontmatter',
      'frontmatter',
      'frontmatter',
    ])
  })
})

describe('saving in place, case by case', () => {
  /** Longer than the 80 characters at which YAML would fold a line. */
  const LONG = 'A description that is long enough to pass the eighty characters at which YAML folds lines by default.'
  // [what, the file on disk (none: a new file), what Decap saves, how the file holds its data, what is written]
  it.each([
    ['a new page with no field filled', undefined, '---\ntitle: ""\ndraft: false\n---\nText\n', 'frontmatter', '---\n---\nText\n'],
    ['a new YAML file, without its empty list', undefined, 'name: X\nlist: []\n', 'yaml', 'name: X\n'],
    [
      'a file with Windows line ends, its data and its body changed',
      '---\r\ntitle: A\r\nlist:\r\n  - a\r\n---\r\n\r\nBody\r\n',
      '---\ntitle: B\nlist:\n  - a\n  - b\n---\nBody changed\n',
      'frontmatter',
      '---\r\ntitle: B\r\nlist:\r\n  - a\r\n  - b\r\n---\r\n\r\nBody changed\r\n',
    ],
    [
      'front matter that is not a list of fields',
      '---\n- a\n---\nBody\n',
      '---\ntitle: B\n---\nBody\n',
      'frontmatter',
      '---\ntitle: B\n---\nBody\n',
    ],
    ['a page without front matter', 'Just text\n', '---\ntitle: T\n---\nJust text\n', 'frontmatter', '---\ntitle: T\n---\nJust text\n'],
    ['empty front matter', '---\n---\nText\n', '---\ntitle: T\n---\nText\n', 'frontmatter', '---\ntitle: T\n---\nText\n'],
    ['front matter that ends the file', '---\ntitle: A\n---', '---\ntitle: B\n---\n', 'frontmatter', '---\ntitle: B\n---\n'],
    [
      'fences with spaces after them',
      '---  \ntitle: A\n--- \nText\n',
      '---\ntitle: B\n---\nText\n',
      'frontmatter',
      '---  \ntitle: B\n--- \nText\n',
    ],
    [
      'a changed body, between blank lines',
      '---\ntitle: A\n---\n\n\nOld\n\n',
      '---\ntitle: A\n---\nNew\n',
      'frontmatter',
      '---\ntitle: A\n---\n\n\nNew\n\n',
    ],
    [
      'a changed body that had no last newline',
      '---\ntitle: A\n---\nOld',
      '---\ntitle: A\n---\nNew\n',
      'frontmatter',
      '---\ntitle: A\n---\nNew\n',
    ],
    ['a YAML file without a last newline', 'a: 1', 'a: 2\n', 'yaml', 'a: 2'],
    [
      'a group written on one line',
      '---\nimage: { src: a.png, alt: A }\n---\n',
      '---\nimage:\n  src: b.png\n  alt: A\n---\n',
      'frontmatter',
      '---\nimage: { src: b.png, alt: A }\n---\n',
    ],
    [
      'a list written on one line',
      '---\ntags: [a, b]\n---\n',
      '---\ntags:\n  - a\n  - c\n---\n',
      'frontmatter',
      '---\ntags: [a, c]\n---\n',
    ],
    // Spaces inside the brackets as the file has them (opening days: site.yaml).
    [
      'a list written on one line with spaces inside its brackets',
      '---\ntags: [ a, b ]\n---\n',
      '---\ntags:\n  - a\n  - c\n---\n',
      'frontmatter',
      '---\ntags: [ a, c ]\n---\n',
    ],
    ['an empty list', '---\ntags: []\n---\n', '---\ntags:\n  - a\n---\n', 'frontmatter', '---\ntags: [a]\n---\n'],
    [
      'a new field before the first',
      '---\ntitle: A\n---\n',
      '---\nlayout: x\ntitle: A\n---\n',
      'frontmatter',
      '---\nlayout: x\ntitle: A\n---\n',
    ],
    [
      'a new field in a group',
      '---\nimage:\n  src: a.png\n---\n',
      '---\nimage:\n  src: a.png\n  alt: Alt\n---\n',
      'frontmatter',
      '---\nimage:\n  src: a.png\n  alt: Alt\n---\n',
    ],
    [
      'a new field in an empty group',
      '---\nimage: {}\n---\n',
      '---\nimage:\n  src: a\n---\n',
      'frontmatter',
      '---\nimage: { src: a }\n---\n',
    ],
    [
      'a field removed, with its comment',
      '---\ntitle: A\nsub: B # c\nend: C\n---\n',
      '---\ntitle: A\nend: C\n---\n',
      'frontmatter',
      '---\ntitle: A\nend: C\n---\n',
    ],
    [
      'a field emptied',
      '---\ntitle: A\nsub: B\nend: C\n---\n',
      '---\ntitle: A\nsub: ""\nend: C\n---\n',
      'frontmatter',
      '---\ntitle: A\nend: C\n---\n',
    ],
    [
      'a new false (left out) and a new 0 (kept)',
      '---\ntitle: A\n---\n',
      '---\ntitle: A\ndraft: false\ncount: 0\n---\n',
      'frontmatter',
      '---\ntitle: A\ncount: 0\n---\n',
    ],
    [
      'a field that had no value',
      '---\ntitle:\nend: C\n---\n',
      '---\ntitle: T\nend: C\n---\n',
      'frontmatter',
      '---\ntitle: T\nend: C\n---\n',
    ],
    [
      'a field that had only a comment',
      '---\ntitle: # to do\nend: C\n---\n',
      '---\ntitle: T\nend: C\n---\n',
      'frontmatter',
      '---\ntitle: T # to do\nend: C\n---\n',
    ],
    ['a list item that had no value', 'l:\n  -\n  - b\n', 'l:\n  - a\n  - b\n', 'yaml', 'l:\n  - a\n  - b\n'],
    [
      'a text that becomes a list',
      '---\ntags: a\n---\n',
      '---\ntags:\n  - a\n  - b\n---\n',
      'frontmatter',
      '---\ntags:\n  - a\n  - b\n---\n',
    ],
    ['quoted texts and a number', `a: "x"\nb: 'y'\nc: z\nn: 1\n`, 'a: x2\nb: y2\nc: z2\nn: 2\n', 'yaml', `a: "x2"\nb: 'y2'\nc: z2\nn: 2\n`],
    [
      'a block of lines, indented as it was',
      't: |\n    line one\n    line two\n',
      't: |\n  line one\n  line 2\n',
      'yaml',
      't: |\n    line one\n    line 2\n',
    ],
    ['a block of lines that gains a last newline', 't: |-\n  a\n  b\n', 't: |\n  a\n  c\n', 'yaml', 't: |\n  a\n  c\n'],
    ['a block of lines that loses its last newline', 't: |\n  a\n', 't: |-\n  b\n', 'yaml', 't: |-\n  b\n'],
    [
      'a folded text, folded at the width it had',
      't: >-\n  a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e\n',
      't: Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho\n',
      'yaml',
      't: >-\n  Alpha beta gamma delta epsilon zeta eta theta iota kappa\n  lambda mu nu xi omicron pi rho\n',
    ],
    [
      'a short folded text, folded at 40 characters at least',
      't: >-\n  a b\n',
      't: Alpha beta gamma delta epsilon zeta eta theta iota kappa\n',
      'yaml',
      't: >-\n  Alpha beta gamma delta epsilon zeta\n  eta theta iota kappa\n',
    ],
    ['folded paragraphs', 't: >\n  a\n', 't: >\n  One two.\n\n  Three four.\n', 'yaml', 't: >\n  One two.\n\n  Three four.\n'],
    [
      'a list reordered, each item with its comment',
      'l:\n  - a # first\n  - b\n  - c\n',
      'l:\n  - c\n  - a\n  - b\n',
      'yaml',
      'l:\n  - c\n  - a # first\n  - b\n',
    ],
    ['a list item changed in place', 'l:\n  - a # first\n  - b\n', 'l:\n  - a\n  - B\n', 'yaml', 'l:\n  - a # first\n  - B\n'],
    ['the last item removed at the end of the file', 'l:\n  - a\n  - b', 'l:\n  - a\n', 'yaml', 'l:\n  - a'],
    ['an item added at the end of the file', 'l:\n  - a', 'l:\n  - a\n  - b\n', 'yaml', 'l:\n  - a\n  - b'],
    [
      'a new block before the others',
      's:\n  - type: a # kept\n    h: 1\n',
      's:\n  - type: b\n    h: 2\n  - type: a\n    h: 1\n',
      'yaml',
      's:\n  - type: b\n    h: 2\n  - type: a # kept\n    h: 1\n',
    ],
    [
      // Moved and changed, it matches nothing: written anew.
      'a block moved and changed',
      's:\n  - type: a\n    h: 1\n  - type: b # b\n    h: 2\n',
      's:\n  - type: b\n    h: 3\n  - type: a\n    h: 1\n',
      'yaml',
      's:\n  - type: b\n    h: 3\n  - type: a\n    h: 1\n',
    ],
    [
      'blocks of lines followed by other fields',
      'a: |\n  one\nb: |-\n  two\nc: >-\n  three\nd: 1\n',
      'a: |\n  one!\nb: |-\n  two!\nc: >-\n  three!\nd: 1\n',
      'yaml',
      'a: |\n  one!\nb: |-\n  two!\nc: >-\n  three!\nd: 1\n',
    ],
    [
      'a block of lines kept with its blank lines',
      't: |+\n  a\n\nn: 1\n',
      't: |+\n  a\n  c\n\nn: 1\n',
      'yaml',
      't: |+\n  a\n  c\n\nn: 1\n',
    ],
    ['a block of lines at the very end', 't: |-\n  a', 't: |-\n  b\n', 'yaml', 't: |-\n  b'],
    ['a list in a list', 'l:\n  - - a\n    - b\n', 'l:\n  - - a\n    - c\n', 'yaml', 'l:\n  - - a\n    - c\n'],
    ['a list in a list, grown', 'l:\n  - - a\n  - x\n', 'l:\n  - x\n  - - a\n    - b\n', 'yaml', 'l:\n  - x\n  - - a\n    - b\n'],
    ['an item that becomes a group', 'l:\n  - a\n', 'l:\n  - x: 1\n', 'yaml', 'l:\n  - x: 1\n'],
    ['an item that becomes a group, in a longer list', 'l:\n  - a\n  - b\n', 'l:\n  - b\n  - x: 1\n', 'yaml', 'l:\n  - b\n  - x: 1\n'],
    [
      'a block changed and one added',
      'l:\n  - x: 1\n    y: 2\n  - x: 3\n',
      'l:\n  - x: 1\n    y: 9\n  - x: 3\n  - x: 4\n',
      'yaml',
      'l:\n  - x: 1\n    y: 9\n  - x: 3\n  - x: 4\n',
    ],
    ['an empty item left out', 'l:\n  - a\n', 'l:\n  - a\n  - ""\n', 'yaml', 'l:\n  - a\n'],
    ['an empty item left out, with fields after the list', 'l:\n  - a\nm: 1\n', 'l:\n  - a\n  - ""\nm: 1\n', 'yaml', 'l:\n  - a\nm: 1\n'],
    ['an empty group added to a list of blocks', 's:\n  - type: a\n', 's:\n  - type: a\n  - type: ""\n', 'yaml', 's:\n  - type: a\n'],
    ['a list emptied', 'title: A\nl:\n  - a\n', 'title: A\nl: []\n', 'yaml', 'title: A\n'],
    ['a group emptied', 'title: A\ng:\n  a: 1\n', 'title: A\ng:\n  a: ""\n', 'yaml', 'title: A\n'],
    ['nothing changed but empty fields', 'title: A\n', 'title: A\nseo:\n  title: ""\nlist: []\nnote: null\n', 'yaml', 'title: A\n'],
    ['a new long text, on one line', 'title: A\n', `title: A\ndescription: ${LONG}\n`, 'yaml', `title: A\ndescription: ${LONG}\n`],
    ['a new long item, on one line', 'l:\n  - a\n', `l:\n  - a\n  - ${LONG}\n`, 'yaml', `l:\n  - a\n  - ${LONG}\n`],
    ['a new long field in a group on one line', 'g: { a: 1 }\n', `g:\n  a: 1\n  b: ${LONG}\n`, 'yaml', `g: { a: 1, b: ${LONG} }\n`],
    [
      'the first field of a list item removed',
      'l:\n  - a: 1\n    b: 2\n  - c: 3\n',
      'l:\n  - b: 2\n  - c: 3\n',
      'yaml',
      'l:\n  - b: 2\n  - c: 3\n',
    ],
    [
      'front matter that does not parse',
      '---\ntitle: "A\n---\nBody\n',
      '---\ntitle: B\n---\nBody\n',
      'frontmatter',
      '---\ntitle: B\n---\nBody\n',
    ],
    [
      'blocks between blank lines, moved',
      's:\n  - a: 1\n\n  - a: 2\n\n  - a: 3\nn: 1\n',
      's:\n  - a: 3\n  - a: 1\n  - a: 2\nn: 1\n',
      'yaml',
      's:\n  - a: 3\n\n  - a: 1\n\n  - a: 2\nn: 1\n',
    ],
    [
      'blocks between blank lines, one removed',
      's:\n  - a: 1\n\n  - a: 2\n\n  - a: 3\nn: 1\n',
      's:\n  - a: 1\n  - a: 3\nn: 1\n',
      'yaml',
      's:\n  - a: 1\n\n  - a: 3\nn: 1\n',
    ],
    [
      'blocks between blank lines, one added',
      's:\n  - a: 1\n\n  - a: 2\nn: 1\n',
      's:\n  - a: 0\n  - a: 1\n  - a: 2\n  - a: 4\nn: 1\n',
      'yaml',
      's:\n  - a: 0\n\n  - a: 1\n\n  - a: 2\n\n  - a: 4\nn: 1\n',
    ],
    ['a comment between items, kept in its place', 'l:\n  - a\n  # c\n  - b\n', 'l:\n  - b\n  - a\n', 'yaml', 'l:\n  - b\n  # c\n  - a\n'],
    ['a text of several lines in a group', 'g:\n  k: a\nn: 1\n', 'g:\n  k: "x\\ny"\nn: 1\n', 'yaml', 'g:\n  k: |-\n    x\n    y\nn: 1\n'],
    [
      'a text of several lines in a list item, its comment kept on the first line',
      'l:\n  - x: a # note\n',
      'l:\n  - x: "two\\nlines"\n',
      'yaml',
      'l:\n  - x: |- # note\n      two\n      lines\n',
    ],
    [
      'a folded text that its style cannot hold',
      't: >-\n  a\nn: 1\n',
      't: "  indented\\nnot"\nn: 1\n',
      'yaml',
      't: |2-\n    indented\n  not\nn: 1\n',
    ],
    ['a new first field of a list item', 'l:\n  - b: 1\n', 'l:\n  - a: 0\n    b: 1\n', 'yaml', 'l:\n  - a: 0\n    b: 1\n'],
    ['the address field of the form', '---\ntitle: A\n---\n', '---\ntitle: A\nwebAddress: x\n---\n', 'frontmatter', '---\ntitle: A\n---\n'],
  ] as [string, string | undefined, string, 'frontmatter' | 'yaml', string][])('%s', (_what, original, saved, format, written) => {
    expect(saveInPlace(original, saved, format, bodyInPlace)).toBe(written)
  })
})
