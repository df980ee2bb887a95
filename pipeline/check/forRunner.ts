/**
 * Content never speaks to the runner (issue 41). On GitHub Actions the runner reads every
 * line a step prints as a possible workflow command, and obeys it when the command is one
 * it knows (`error`, `warning`, `notice`, `add-mask`, `stop-commands`, `set-output`, …,
 * in any case). From actions/runner:
 *
 * - Lines: .NET's StreamReader.ReadLine, which ends a line at `\n`, `\r` or `\r\n`
 *   (src/Runner.Sdk/ProcessInvoker.cs, StartReadStream).
 * - `::name properties::data` when the line, its leading white space trimmed
 *   (String.TrimStart), starts with `::` (src/Runner.Common/ActionCommand.cs, TryParseV2).
 * - `##[name properties]data`, the older form, with `##[` anywhere in the line (TryParse,
 *   tried when TryParseV2 fails: src/Runner.Worker/ActionCommandManager.cs).
 *
 * Both compare with .NET's culture-sensitive StartsWith and IndexOf, which on Linux (ICU)
 * pass over characters that collate as nothing: a zero-width space, a soft hyphen, a
 * control character. So here any white space, control, format, combining or default-
 * ignorable character counts as nothing, and every line of text that content reaches is
 * changed where the runner could read a command in it:
 *
 * - a line whose first character that counts is `:` gets `› ` in front (`› ::error …`);
 * - the `[` of every `##[` becomes `［` (U+FF3B, a fullwidth bracket: ICU tells widths
 *   apart, and a reader sees a bracket).
 *
 * Nothing else changes: the text stays readable and says what the editor wrote. The check's
 * own annotations are written as commands on purpose (pipeline/check/report.ts), their values
 * escaped by GitHub's rules (escapeData, escapeProperty below). Node's side, which routes
 * everything the check and the build print through forRunner: site/runnerOutput.ts.
 */

/** Characters the runner's comparisons may pass over (and some more: only ever too careful). */
const COUNTS_AS_NOTHING = /[\s\p{Cc}\p{Cf}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}]/u
/** Where the runner starts a new line (ReadLine). */
const RUNNER_LINE_BREAK = /[\r\n]/
/** Where some other reader might (a terminal, a log viewer): a new line for the `::` rule too, to be careful. */
const OTHER_LINE_BREAK = /[\v\f\u0085\u2028\u2029]/

const MARK = '› '
const SAFE_BRACKET = '［'

/**
 * A filter for one output stream: text in, the same text out with every possible command
 * disarmed. It keeps where it is in the line between calls, so a line written in pieces
 * (a stream's chunks) is judged as a whole.
 */
export type RunnerFilter = {
  (text: string): string
  /** Whether the text so far ended a line (where a command written on purpose may start). */
  readonly atLineStart: boolean
  /** The stream was written past the filter, up to the end of a line. */
  lineEnded(): void
}

export function runnerFilter(options: { midLine?: boolean } = {}): RunnerFilter {
  // Whether the line so far holds a character that counts, and the last two that do.
  let started = options.midLine ?? false
  let last = ''
  let beforeLast = ''
  let atLineStart = !started
  const filter = (text: string) => {
    let out = ''
    for (const char of text) {
      atLineStart = false
      if (RUNNER_LINE_BREAK.test(char)) {
        started = false
        last = beforeLast = ''
        atLineStart = true
        out += char
        continue
      }
      if (OTHER_LINE_BREAK.test(char)) started = false
      if (COUNTS_AS_NOTHING.test(char)) {
        out += char
        continue
      }
      let written = char
      if (!started && char === ':') written = `${MARK}:`
      else if (char === '[' && last === '#' && beforeLast === '#') written = SAFE_BRACKET
      out += written
      started = true
      beforeLast = last
      last = written.at(-1)!
    }
    return out
  }
  // (Object.assign would copy the getter's value once: defineProperties keeps it a getter.)
  return Object.defineProperties(filter, {
    atLineStart: { get: () => atLineStart },
    lineEnded: {
      value: () => {
        started = false
        last = beforeLast = ''
        atLineStart = true
      },
    },
  }) as RunnerFilter
}

/** Text that content reaches, as it may be printed where the runner reads it: no line can be read as a command. */
export function forRunner(text: string): string {
  return runnerFilter()(text)
}

// GitHub's workflow commands: data escapes %, CR and LF; properties also : and ,
// (actions/runner src/Runner.Common/ActionCommand.cs, _escapeDataMappings and _escapePropertyMappings).
const escapeLineBreaks = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

/**
 * The message of a command written on purpose: GitHub's escapes, and a `##[` in it disarmed
 * too (the runner would read the line as the command it starts with first; this is only care).
 */
export const escapeData = (text: string) => runnerFilter({ midLine: true })(escapeLineBreaks(text))
/** A property's value (`file=`, `title=`): GitHub's escapes, exactly, so that it names the file it names. */
export const escapeProperty = (text: string) => escapeLineBreaks(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/**
 * Text for one line of Markdown in a job summary or the held-back report: line breaks
 * become spaces (a list item or table row stays one line), `<` is written as `&lt;` (no
 * HTML, so no `<!--` that would hide the rest of the summary), and, as for the runner, no
 * `##[`. `cell` also escapes `|`, which would end a table cell.
 */
export function markdownLine(text: string, options: { cell?: boolean } = {}): string {
  const line = text.replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, ' ').replace(/</g, '&lt;')
  return runnerFilter({ midLine: true })(options.cell ? line.replace(/\|/g, '\\|') : line)
}
