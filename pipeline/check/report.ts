/**
 * Prints content problems for people (terminal) and for GitHub pull requests
 * (workflow-command annotations, shown on the offending line of the changed file).
 */
import { escapeData, escapeProperty, markdownLine } from './forRunner.js'
import { isError, isInfo, type Problem } from '../shared/problems.js'

const isPlaceholder = (problem: Problem) => problem.ruleId === 'placeholder'

export type ReportFormat = 'text' | 'github'

/** content/services/x.md:12:3  sections[0].heading  is empty: write some text here */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line ?? 1}:${problem.column ?? 1}`
  return [where, problem.field, problem.reason].filter(Boolean).join('  ')
}

/**
 * File words → form words. The check's reasons speak of a file's lines and YAML; in the
 * content manager's form the message stands beside its field, where the editor types
 * values, not lines. What a reason says about the value itself stays word for word, so
 * the form and `npm run check` say the same thing about the same problem.
 */
const FORM_WORDS: [RegExp, string][] = [
  // A field left out, or emptied into nothing (a cleared box).
  [/^is missing: add a line .*$/, 'is required: fill it in'],
  [/^should be [^,]+, not (empty|missing)(:.*)?$/, 'is required: fill it in'],
  // How to write a value in YAML: the form's own box does that.
  [/^(should be [^:]+): (put the value in quotes|write it as a list|write its fields on the lines).*$/, '$1'],
]
/** Problems of the file's make-up: the form wrote the file, so they are not the editor's to fix. */
const FILE_MAKE_UP = new Set(['yaml-syntax', 'no-front-matter'])

/** The problem's reason as the content manager's form shows it, beside its field. */
export function formMessage(problem: Problem): string {
  if (FILE_MAKE_UP.has(problem.ruleId ?? ''))
    return 'could not be saved as typed: undo the last change, and if this stays, tell a developer'
  for (const [fileWords, formWords] of FORM_WORDS) if (fileWords.test(problem.reason)) return problem.reason.replace(fileWords, formWords)
  return problem.reason
}

/**
 * One workflow command, on purpose: its values escaped by GitHub's rules (pipeline/check/forRunner.ts),
 * so that it is one line, and what content put in it is its message, never a command of its own.
 */
export function formatGithubAnnotation(problem: Problem): string {
  const level = isError(problem) ? 'error' : isInfo(problem) ? 'notice' : 'warning'
  const properties = [`file=${escapeProperty(problem.file ?? '')}`, `line=${problem.line ?? 1}`, `col=${problem.column ?? 1}`]
  if (problem.field) properties.push(`title=${escapeProperty(problem.field)}`)
  return `::${level} ${properties.join(',')}::${escapeData(problem.reason)}`
}

/** The whole report: errors first (they stop the build), then warnings, then information. */
export function formatReport(problems: Problem[], format: ReportFormat = 'text'): string {
  const errors = problems.filter(isError)
  const warnings = problems.filter((problem) => !isError(problem) && !isInfo(problem))
  const notes = problems.filter(isInfo)
  if (format === 'github') return [githubAnnotations(errors, warnings), ...notes.map(formatGithubAnnotation)].filter(Boolean).join('\n')
  const lines: string[] = []
  if (errors.length)
    lines.push(
      `✖ ${errors.length} content problem${errors.length === 1 ? '' : 's'} (the build stops until they are fixed):`,
      ...errors.map(formatProblem),
      '',
    )
  const reminders = warnings.filter(isPlaceholder)
  const others = warnings.filter((problem) => !isPlaceholder(problem))
  if (others.length)
    lines.push(
      `! ${others.length} warning${others.length === 1 ? '' : 's'} (the build goes on, but check these):`,
      ...others.map(formatProblem),
      '',
    )
  if (reminders.length) lines.push(`! Replace before launch (${reminders.length}):`, ...reminders.map(formatProblem), '')
  if (notes.length) lines.push(`i For your information (${notes.length}):`, ...notes.map(formatProblem), '')
  return lines.join('\n')
}

/**
 * GitHub shows at most 10 error and 10 warning annotations per step: errors come first,
 * and the launch reminders (the same every run) are folded into one notice.
 */
function githubAnnotations(errors: Problem[], warnings: Problem[]): string {
  const reminders = warnings.filter(isPlaceholder)
  const lines = [...errors, ...warnings.filter((problem) => !isPlaceholder(problem))].map(formatGithubAnnotation)
  if (reminders.length) {
    const list = reminders.map((problem) => `${problem.field}: ${problem.reason}`).join('\n')
    lines.push(
      `::notice file=${escapeProperty(reminders[0].file ?? '')},title=${escapeProperty(`Replace before launch (${reminders.length})`)}::${escapeData(list)}`,
    )
  }
  return lines.join('\n')
}

const cell = (text: string) => markdownLine(text, { cell: true })

/** The whole report as a Markdown table, for the job summary of a pull request's check. */
export function formatSummaryTable(problems: Problem[]): string {
  const errors = problems.filter(isError)
  if (!problems.length) return '### Content check\n\nNo problems.\n'
  const rows = [...errors, ...problems.filter((problem) => !isError(problem))].map(
    (problem) =>
      `| ${isError(problem) ? 'error' : isInfo(problem) ? 'information' : 'warning'} | ${cell(problem.file ?? '')} | ${problem.line ?? 1} | ${cell(problem.field ?? '')} | ${cell(problem.reason)} |`,
  )
  return [
    '### Content check',
    '',
    errors.length ? `${errors.length} error${errors.length === 1 ? '' : 's'}: the build stops until they are fixed.` : 'No errors.',
    '',
    '| | file | line | field | message |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}
