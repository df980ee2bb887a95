/**
 * The check's problems as the content manager shows them beside its fields: the same
 * problem `npm run check` prints (`check`, with the file's place), in the form's words
 * (`message`, pipeline/check/report.ts) and at its field; a problem in the text of a page is the
 * body's, with the words it concerns (`quote`). One home for the dev server's check
 * (dev/cmsService.ts) and the browser's (cms/browserCheck/siteCheck.ts).
 */
import { isError, isInfo, type Problem } from '../pipeline/shared/problems.js'
import { formatProblem, formMessage } from '../pipeline/check/report.js'

export type CmsProblem = { field?: string; message: string; error: boolean; info?: true; quote?: string; check: string }

/** How many characters of a body's line a message quotes around its place. */
const QUOTE_REACH = 40

/** The line a page's text starts after (its front matter's closing ---), 0 for a file without one. */
function bodyStartLine(text: string): number {
  const lines = text.split('\n')
  if (lines[0]?.trim() !== '---') return 0
  const closing = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  return closing < 0 ? 0 : closing + 1
}

/** The words of the body's line around a problem's place, shortened to what an editor can find. */
function quoteAt(text: string, line: number, column: number): string {
  const words = (text.split('\n')[line - 1] ?? '').trim()
  const indent = (text.split('\n')[line - 1] ?? '').indexOf(words)
  if (words.length <= 2 * QUOTE_REACH) return words
  const start = Math.min(Math.max(0, column - 1 - indent - QUOTE_REACH), words.length - 2 * QUOTE_REACH)
  const end = start + 2 * QUOTE_REACH
  return `${start > 0 ? '…' : ''}${words.slice(start, end).trim()}${end < words.length ? '…' : ''}`
}

/** The problems of one entry's file (`text`, a page when `isPage`), for the form. */
export function formProblems(problems: Problem[], text: string, isPage: boolean): CmsProblem[] {
  const bodyStart = isPage ? bodyStartLine(text) : Number.POSITIVE_INFINITY
  return problems.map((problem) => {
    const inBody = !problem.field && (problem.line ?? 0) > bodyStart
    return {
      ...(problem.field ? { field: problem.field } : inBody && { field: 'body' }),
      message: formMessage(problem),
      error: isError(problem),
      ...(isInfo(problem) && { info: true as const }),
      ...(inBody && { quote: quoteAt(text, problem.line ?? 1, problem.column ?? 1) }),
      check: formatProblem(problem),
    }
  })
}
