/**
 * Another editor saved the page since this one opened it (issue 55): the save is merged
 * with their change (cms/mergeSave.ts) and the editor told so; where both changed the same
 * lines, nothing is written until the editor has chosen, side by side, whose text those
 * lines keep, or copied theirs to make the change again on the page as it is now
 * (cms/saveChooser.ts). Nothing is ever chosen for anyone.
 */
import { mergeChoosing, mergeSave } from './mergeSave.js'
import { NotSaved } from './saveCheck.js'
import { chooseSide } from './saveChooser.js'

/** The file as it is now where the save goes: its text (none: no file, or not read) and, on this machine, its hash. */
export type FileNow = { text: string | undefined; id?: string | null }

const KEPT_THEIRS = 'Someone else saved a change to this page since you opened it, and theirs is kept too: reload the page to see both.'
const CHOSE_THEIRS =
  'Saved with their text where you both changed the same lines, and your other changes. Reload the page if the form still shows yours there.'
const CHOSE_YOURS =
  'Saved with your text where you both changed the same lines, and their other changes kept too: reload the page to see them.'

/**
 * The text a save writes: `yours` (made from `base`, the file as the editor opened it;
 * undefined: a new page) merged into the file as `readNow` finds it where the save goes,
 * with the hash of the file it was merged into and what to tell the editor once written.
 * Where both changed the same lines, the editor chooses first, and the file is read again:
 * if it changed meanwhile, the choice is asked again over it. Refused (NotSaved) where the
 * page is no longer there to merge into, or someone made one at a new page's address.
 */
export async function mergedWithOthers(
  base: string | undefined,
  yours: string,
  readNow: () => Promise<FileNow>,
): Promise<{ text: string; id?: string | null; told?: string }> {
  let now = await readNow()
  for (;;) {
    if (now.text === base) return { text: yours, id: now.id }
    if (base === undefined)
      throw new NotSaved(
        'Not saved: someone else has made a page at this address since you started this one. Nothing was written. Choose another address.',
      )
    if (now.text === undefined)
      throw new NotSaved(
        'Not saved: this page could not be read as it is now (someone may have deleted or moved it since you opened it). Nothing was written. Reload the page to see what is there.',
      )
    const merged = mergeSave(base, yours, now.text)
    if ('merged' in merged) return { text: merged.merged, id: now.id, told: KEPT_THEIRS }
    const side = await chooseSide(merged.conflict.places)
    const again = await readNow()
    if (again.text === now.text) {
      const text = mergeChoosing(base, yours, now.text, side)
      return { text, id: again.id, told: text === yours ? undefined : side === 'theirs' ? CHOSE_THEIRS : CHOSE_YOURS }
    }
    // Saved again while the editor chose: their choice was over another text.
    now = again
  }
}
