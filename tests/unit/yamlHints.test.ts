/**
 * The check's hints for the commonest slips in front matter (issue 36): a colon inside a
 * value gets "quote it" with the quoted line, and a field indented a space short or long
 * gets "add/remove 1 space" on that very line, whatever the parser guessed. Tried on
 * every field line of every page of the site.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { explainYamlError } from '../../pipeline/shared/messages.js'

const contentDir = path.resolve('content')
const pages = (readdirSync(contentDir, { recursive: true }) as string[])
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .map((name) => ({ name, yaml: readFileSync(path.join(contentDir, name), 'utf8').split(/^---\s*$/m)[1] ?? '' }))

/** What the check says of this front matter, and the line it says it of (1-based); undefined when it parses. */
function explain(yaml: string): { message: string; line: number } | undefined {
  const document = parseDocument(yaml, { prettyErrors: true })
  const [error] = document.errors
  if (!error) return undefined
  const { message, index } = explainYamlError(error, yaml.split('\n'), (error.linePos?.[0].line ?? 1) - 1)
  return { message, line: index + 1 }
}

describe('hints for a slip in front matter', () => {
  it('a colon in a value: quote it, with the line as it should be', () => {
    const yaml = 'title: FAQ\nitems:\n  - question: What is it: a test?\n    answer: >-\n      An answer.\n'
    expect(explain(yaml)).toEqual({
      line: 3,
      message: expect.stringContaining(
        'the value of "question" contains a colon followed by a space, which YAML reads as the start of another field: put the whole value in double quotes, question: "What is it: a test?"',
      ),
    })
  })

  it('a field under a field that has its value: remove the spaces on that line', () => {
    expect(explain('title: About\n  description: x\n')).toEqual({
      line: 2,
      message: expect.stringContaining(
        'the line "description: x" is indented 2 spaces, but the fields of its group are indented 0 spaces: remove 2 spaces at the start of that line',
      ),
    })
  })

  it('on every field line of every page, one space short or long is named on that line, with the fix', () => {
    let tried = 0
    for (const { name, yaml } of pages) {
      const lines = yaml.split('\n')
      lines.forEach((line, index) => {
        // Fields below the top level (a top-level field cannot be a space short).
        if (!/^ +(- )?[\w-]+:/.test(line)) return
        for (const shift of [-1, 1]) {
          const shifted = [...lines]
          shifted[index] = shift < 0 ? line.slice(1) : ` ${line}`
          const said = explain(shifted.join('\n'))
          // Some shifts are still valid YAML (a different shape, which the schema then refuses).
          if (!said) continue
          tried++
          expect({
            name,
            line: said.line,
            fix: new RegExp(`(${shift < 0 ? 'add' : 'remove'}|add or remove) 1 space at the start`).test(said.message),
          }).toEqual({
            name,
            line: index + 1,
            fix: true,
          })
        }
      })
    }
    expect(tried).toBeGreaterThan(500)
  }, 120_000)
})
