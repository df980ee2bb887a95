/**
 * Hints that make pages better (warnings, never errors): the kinds of problem they report.
 */
import type { ProblemKind } from './problems.js'

export const HINTS = new Set<ProblemKind>([])
