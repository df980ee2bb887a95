import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { stylesheetMerger, topLevelRules, withoutEarlierCopies } from '../../site/stylesheets.js'

describe('one stylesheet per page', () => {
  it('splits a stylesheet into its top-level rules, at-rules whole', () => {
    expect(topLevelRules('a{color:red}@media (width>=768px){a{color:blue}b{x:"}"}}@import "x.css";c{}')).toEqual([
      'a{color:red}',
      '@media (width>=768px){a{color:blue}b{x:"}"}}',
      '@import "x.css";',
      'c{}',
    ])
  })

  it('keeps the last copy of a repeated rule, so the cascade is unchanged', () => {
    expect(withoutEarlierCopies(['a{x:1}', 'b{x:2}', 'a{x:1}'])).toEqual(['b{x:2}', 'a{x:1}'])
  })

  const link = (name: string) => `<link rel="stylesheet" type="text/css" href="/assets/static/${name}.css">`
  const clientDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'styles-'))
    mkdirSync(path.join(dir, 'assets/static'), { recursive: true })
    return dir
  }
  const linked = (html: string) => [...html.matchAll(/href="([^"]+\.css)"/g)].map((match) => match[1])

  it('links a page to one merged file in place of its stylesheets', () => {
    const dir = clientDir()
    writeFileSync(path.join(dir, 'assets/static/one.css'), 'a{x:1}b{x:2}')
    writeFileSync(path.join(dir, 'assets/static/two.css'), 'a{x:1}c{x:3}')
    const html = stylesheetMerger(dir)(`<html><head>${link('one')}\n    ${link('two')}\n    <title>T</title></head></html>`)
    expect(linked(html)).toHaveLength(1)
    expect(readFileSync(path.join(dir, linked(html)[0]), 'utf8')).toBe('b{x:2}a{x:1}c{x:3}')
    expect(html).toContain('<title>T</title>')
  })
})
