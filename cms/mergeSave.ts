/**
 * A save merged with what others saved meanwhile, line by line: the editor's changes (from
 * the file as they opened it to the file as their save would write it) applied to the file
 * as it is now. Changes on different lines are all kept; where both sides changed the same
 * lines, or lines that touch, nothing is chosen for anyone: the places are given back, with
 * the text of each side, and nothing is to be written until the editor has chosen a side
 * (mergeChoosing). node-diff3 (Khanna, Kunal and Pierce's diff3) makes the decision; this
 * module only cuts texts into lines and back. Pure, so that the browser and the tests run
 * the same thing.
 */
import { diff3Merge } from 'node-diff3'

/** A place both sides changed: where it starts in the file as it is now (from 1), and each side's lines there. */
export type ConflictPlace = { line: number; yours: string; theirs: string }
export type MergedSave = { merged: string } | { conflict: { places: ConflictPlace[] } }
/** Whose text a place keeps: the editor's ('yours') or the file's as it is now ('theirs'). */
export type Side = 'yours' | 'theirs'

/**
 * A text's lines, each with its own ending ("\n" or "\r\n", none for a last line without
 * one): joined, they are the text. (An empty text is one empty line: it joins back to nothing.)
 */
const lines = (text: string): string[] => text.split(/(?<=\n)/)

/** diff3's regions: lines all sides agree on (`ok`), or a place both sides changed (`conflict`: `a` yours, `b` theirs). */
const regions = (base: string, yours: string, theirs: string) => diff3Merge(lines(yours), lines(base), lines(theirs))

/**
 * `yours` (the editor's save, made from `base`, the file as they opened it) merged into
 * `theirs` (the file as it is now). Identical changes on both sides are one change.
 */
export function mergeSave(base: string, yours: string, theirs: string): MergedSave {
  let merged = ''
  const places: ConflictPlace[] = []
  for (const region of regions(base, yours, theirs)) {
    if (region.conflict)
      places.push({ line: region.conflict.bIndex + 1, yours: region.conflict.a.join(''), theirs: region.conflict.b.join('') })
    // A region is either a conflict or lines all sides agree on.
    else merged += (region.ok as string[]).join('')
  }
  return places.length ? { conflict: { places } } : { merged }
}

/**
 * The merge once the editor has chosen `side` for the places both changed: those places
 * hold that side's lines, and every other change of both sides is kept, as mergeSave keeps
 * it. With no such place, mergeSave's merge.
 */
export function mergeChoosing(base: string, yours: string, theirs: string, side: Side): string {
  return regions(base, yours, theirs)
    .flatMap((region) => (region.conflict ? region.conflict[side === 'yours' ? 'a' : 'b'] : (region.ok as string[])))
    .join('')
}
