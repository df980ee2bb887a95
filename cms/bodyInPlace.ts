/**
 * A page's Markdown body, saved as the editor changed it and no more. Decap's Rich Text
 * mode sends the whole body serialised anew: `-` bullets become `*`, tables are re-padded,
 * escapes and emphasis markers change, blank lines at the ends go. This compares the body
 * on disk with the one Decap sends block by block, as the pipeline parses them (remark with
 * GFM, pipeline/markdown/gfmParser.ts), keeps the exact source of every block whose content is
 * unchanged and takes from Decap's text only the blocks that are new or changed.
 */
import type { RootContent } from 'mdast'
import { parseGfm } from '../pipeline/markdown/gfmParser.js'

type Block = { start: number; end: number; key: string }

/**
 * The body to write, given the body on disk (`before`) and the body Decap sends (`after`):
 * `before`'s own text for every block that `after` holds unchanged, `after`'s text for the
 * rest, and `before`'s blank lines around them.
 */
export function bodyInPlace(before: string, after: string): string {
  const old = blocksOf(before)
  const next = blocksOf(after)
  const lead = before.slice(0, old[0]?.start ?? before.length).match(/^\s*/)![0]
  const trail = /\s*$/.exec(before)![0] || '\n'
  if (!old.length || !next.length) return lead + after.trim() + trail
  // Spliced text must mean what Decap sent: a kept block beside a new one could read
  // differently (a paragraph that continues a list, with a single line break between). If
  // it does not, with the file's spacing or Decap's, Decap's text is saved.
  for (const keepSpacing of [true, false]) {
    const written = lead + splice(before, old, after, next, keepSpacing) + trail
    if (sameBlocks(blocksOf(written), next)) return written
  }
  return lead + after.trim() + trail
}

function blocksOf(text: string): Block[] {
  return parseGfm(text).children.map((node) => ({
    start: node.position!.start.offset!,
    end: node.position!.end.offset!,
    key: keyOf(node),
  }))
}

const sameBlocks = (a: Block[], b: Block[]) => a.length === b.length && a.every((block, index) => block.key === b[index].key)

/**
 * A block's content, without the way it is written: the parsed tree without positions, so
 * `*` and `-` bullets, `_` and `*` emphasis, table padding, escapes and fence styles are all
 * one. Two things Decap changes in every block it writes, and that its editor gives no way
 * to set, count as writing too: whether a list is loose or tight (`spread`: Decap loosens a
 * list that holds a list), spaces at the ends of inline code (Decap trims `` `## ` ``) and
 * backslashes before brackets in HTML.
 */
function keyOf(node: RootContent): string {
  return JSON.stringify(node, (name, value) => {
    if (name === 'position' || name === 'spread') return undefined
    if (value?.type === 'inlineCode') return { ...value, value: value.value.trim() }
    // Decap escapes brackets inside an HTML comment (`jobs: []` → `jobs: \[]`), which its
    // editor shows as the same text.
    if (value?.type === 'html') return { ...value, value: value.value.replace(/\\([[\]])/g, '$1') }
    return value
  })
}

/**
 * `after`'s blocks in order, each written as in `before` where `before` holds it unchanged.
 * Between blocks go the blank lines the file had at that place (`keepSpacing`), or Decap's.
 */
function splice(before: string, old: Block[], after: string, next: Block[], keepSpacing: boolean): string {
  const kept = matches(old, next)
  const sourceOf = (index: number) => {
    const match = kept.get(index)
    return match === undefined ? after.slice(next[index].start, next[index].end) : before.slice(old[match].start, old[match].end)
  }
  const decapSeparator = (index: number) => after.slice(next[index - 1].end, next[index].start)
  const fileSeparator = (oldIndex: number) =>
    oldIndex + 1 < old.length ? before.slice(old[oldIndex].end, old[oldIndex + 1].start) : undefined
  const separatorBefore = (index: number) => {
    const [previous, current] = [kept.get(index - 1), kept.get(index)]
    if (previous !== undefined && current !== undefined) return fileSeparator(previous) ?? decapSeparator(index)
    if (!keepSpacing) return decapSeparator(index)
    // A block written where the file had another: the spacing that followed the kept block
    // before it, or preceded the kept block after it.
    if (previous !== undefined) return fileSeparator(previous) ?? decapSeparator(index)
    if (current !== undefined && current > 0) return fileSeparator(current - 1)!
    return decapSeparator(index)
  }
  return next.map((_, index) => (index ? separatorBefore(index) : '') + sourceOf(index)).join('')
}

/**
 * The blocks `after` keeps from `before`, as a map from `after`'s index to `before`'s: the
 * longest common subsequence of their contents, so an added or removed block leaves the
 * others matched, then the blocks that moved.
 */
function matches(old: Block[], next: Block[]): Map<number, number> {
  const common = Array.from({ length: old.length + 1 }, () => new Array<number>(next.length + 1).fill(0))
  for (let i = old.length - 1; i >= 0; i--)
    for (let j = next.length - 1; j >= 0; j--)
      common[i][j] = old[i].key === next[j].key ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1])
  const kept = new Map<number, number>()
  let [i, j] = [0, 0]
  while (i < old.length && j < next.length) {
    if (old[i].key === next[j].key) kept.set(j++, i++)
    else if (common[i + 1][j] >= common[i][j + 1]) i++
    else j++
  }
  // A block moved elsewhere is the same block: matched with an unmatched equal one.
  const matched = new Set(kept.values())
  const unmatched = new Set(old.map((_, index) => index).filter((index) => !matched.has(index)))
  next.forEach((block, index) => {
    if (kept.has(index)) return
    const from = [...unmatched].find((candidate) => old[candidate].key === block.key)
    if (from === undefined) return
    kept.set(index, from)
    unmatched.delete(from)
  })
  return kept
}
