// The check before a save: a new entry's address must be free, and the file as it would be saved must have no error.
import { parse } from 'yaml'
import { browserAnswer } from './browserCheck/client.js'
import { siteAddress } from './siteAddress.js'
import { ADDRESS } from './addressField.js'
import { formText, type Problem, showProblems } from './fieldMessages.js'

/**
 * The check before a save: the dev server's on this machine (npm run cms, whose local backend
 * the session uses), which reads the files as they are now; else (a static host, which has no
 * such server to ask) the same pipeline in the browser.
 */
async function saveCheck(path: string, text: string, local: boolean): Promise<{ problems: Problem[] }> {
  if (!local) return browserAnswer(path, text, 'check')
  const response = await fetch(siteAddress('/api/cms/check'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, text }),
  }).catch(() => undefined)
  if (response?.ok && (response.headers.get('content-type') ?? '').includes('json')) return response.json()
  return browserAnswer(path, text, 'check')
}

/**
 * A refused save. Decap's toast writes the error as text, and an Error's text starts with
 * "Error: "; this one is only its words.
 */
export class NotSaved extends Error {
  override name = 'NotSaved'
  override toString() {
    return this.message
  }
}

/** A new entry's file (before: what the repository holds at its path) is refused at an address already taken. */
export function refuseTakenAddress(file: { path: string; raw: string }, before: string | undefined): void {
  // Decap makes a taken address unique by adding -1: the editor chose it, so say so instead.
  const wanted = (parse(file.raw.split(/^---$/m)[1] ?? '') as Record<string, unknown> | null)?.[ADDRESS]
  if (before !== undefined || (wanted && !file.path.endsWith(`/${wanted}.md`))) {
    throw new NotSaved(
      `Not saved: there is already a page at ${file.path.replace(/^content/, '').replace(/\/[^/]*$/, '')}/${wanted ?? ''}. Choose another address.`,
    )
  }
}

/** The file as it would be saved is checked: its problems go beside their fields, and its errors refuse the save. */
export async function checkBeforeSave(path: string, text: string, local: boolean): Promise<void> {
  const checked = await saveCheck(path, text, local)
  showProblems(checked.problems)
  const errors = checked.problems.filter((problem) => problem.error)
  if (errors.length)
    throw new NotSaved(
      `Not saved: ${errors.length === 1 ? 'one problem' : `${errors.length} problems`} to fix first. ${errors.map(formText).join(' · ')}`,
    )
}
