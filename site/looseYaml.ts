/**
 * YAML read loosely, for the tools that need a value or two before (or without) the check:
 * the CMS configuration, `npm run new` and the editors' guide. Nothing is validated and a
 * file that does not read gives an empty object; the pipeline's own reader
 * (frontmatter.ts) keeps positions and reports every mistake.
 */
import { lstatSync, readFileSync } from 'node:fs'
import { parse } from 'yaml'

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** A YAML file's top-level mapping, or {} when it is missing, does not read or is a symbolic link (never read through). */
export function readYamlLoosely(file: string): Record<string, unknown> {
  try {
    if (lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) return {}
    return asObject(parse(readFileSync(file, 'utf8')))
  } catch {
    return {}
  }
}

/** What a Markdown file's front matter says, or {} when it does not read. */
export function frontMatterLoosely(text: string): Record<string, unknown> {
  try {
    return asObject(parse(/^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? ''))
  } catch {
    return {}
  }
}
