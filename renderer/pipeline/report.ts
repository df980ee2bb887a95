/**
 * Prints content problems for people (terminal) and for GitHub pull requests
 * (workflow-command annotations, shown on the offending line of the changed file).
 */
import { isError, type Problem } from './problems.js'

export type ReportFormat = 'text' | 'github'

/** content/services/x.md:12:3  sections[0].heading  is empty: write some text here */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line ?? 1}:${problem.column ?? 1}`
  return [where, problem.field, problem.reason].filter(Boolean).join('  ')
}

// GitHub's workflow commands: data escapes %, CR and LF; properties also : and ,
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

export function formatGithubAnnotation(problem: Problem): string {
  const level = isError(problem) ? 'error' : 'warning'
  const properties = [`file=${escapeProperty(problem.file ?? '')}`, `line=${problem.line ?? 1}`, `col=${problem.column ?? 1}`]
  if (problem.field) properties.push(`title=${escapeProperty(problem.field)}`)
  return `::${level} ${properties.join(',')}::${escapeData(problem.reason)}`
}

/** The whole report: errors first (they stop the build), then warnings, then a summary. */
export function formatReport(problems: Problem[], format: ReportFormat = 'text'): string {
  const errors = problems.filter(isError)
  const warnings = problems.filter((problem) => !isError(problem))
  if (format === 'github') return [...errors, ...warnings].map(formatGithubAnnotation).join('\n')
  const lines: string[] = []
  if (errors.length) lines.push(`✖ ${errors.length} content problem${errors.length === 1 ? '' : 's'} (the build stops until they are fixed):`, ...errors.map(formatProblem), '')
  if (warnings.length) lines.push(`! Replace before launch (${warnings.length}):`, ...warnings.map(formatProblem), '')
  return lines.join('\n')
}
