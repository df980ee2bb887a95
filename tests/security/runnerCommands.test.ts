/**
 * Content never speaks to the runner (issue 41, item 6). On GitHub Actions a line of a
 * step's output can be a workflow command (`::error …`, `::add-mask::`, `::stop-commands::`,
 * or the older `##[error]…` anywhere in a line). Content that the check quotes (a raw-HTML
 * warning quotes its source; an unknown author is quoted in its error, line breaks and all)
 * must never make such a line: not in `npm run check`'s output, plain or `--format github`
 * (whose own annotations are commands on purpose, their values escaped by GitHub's rules),
 * not in the morning build's held-back report, nor in the Markdown files the job summary
 * and the morning run read. Every line is read here as the runner reads it (runnerCommands
 * below, a re-implementation of actions/runner's parser).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forRunner, markdownLine } from '../../pipeline/check/forRunner.js'
import { isError, isInfo, type Problem } from '../../pipeline/shared/problems.js'
import { formatReport } from '../../pipeline/check/report.js'
import { checkContent } from '../../site/contentCheck.js'
import { guardRunnerOutput, printCommands } from '../../site/runnerOutput.js'
import { makeContent } from '../helpers/contentFixture.js'

type Command = { name: string; properties: Record<string, string>; data: string }

/**
 * The runner's reading of a step's output, from actions/runner:
 * - src/Runner.Sdk/ProcessInvoker.cs (StartReadStream): lines by StreamReader.ReadLine,
 *   which ends a line at \n, \r or \r\n.
 * - src/Runner.Worker/ActionCommandManager.cs (TryProcessCommand): TryParseV2, then TryParse.
 * - src/Runner.Common/ActionCommand.cs, TryParseV2: the line with its leading white space
 *   trimmed (TrimStart) must start with `::`; the next `::` after it ends the command's
 *   name and properties (name, a space, `key=value` pairs split at commas); the rest is
 *   the data, unescaped (%25, %0D, %0A; properties also %3A, %2C).
 * - TryParse (the older form): `##[` anywhere in the line, then the first `]` after it:
 *   `##[name key=value;…]data`.
 * Both compare with .NET's culture-sensitive StartsWith and IndexOf (ICU on Linux), which
 * skip characters that collate as nothing: here every control, format or default-ignorable
 * character is dropped before comparing (a careful over-approximation). A command is obeyed
 * only when its name is registered (error, warning, notice, add-mask, stop-commands, …, or
 * a stop token); here any name counts, which is stricter.
 */
const IGNORED = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu
// .NET's char.IsWhiteSpace, which String.TrimStart() trims.
const DOTNET_WHITE_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/
const unescapeData = (text: string) => text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
const unescapeProperty = (text: string) => unescapeData(text.replace(/%3A/g, ':').replace(/%2C/g, ','))

/** TryParseV2 on the line as printed, else on the line as ICU may compare it (ignorable characters gone). */
const parseV2 = (line: string) =>
  parseV2Exactly(line.replace(DOTNET_WHITE_SPACE, '')) ?? parseV2Exactly(line.replace(DOTNET_WHITE_SPACE, '').replace(IGNORED, ''))
const parseV1 = (line: string) => parseV1Exactly(line) ?? parseV1Exactly(line.replace(IGNORED, ''))

function parseV2Exactly(message: string): Command | undefined {
  if (!message.startsWith('::')) return undefined
  const end = message.indexOf('::', 2)
  if (end < 0) return undefined
  const info = message.slice(2, end)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  const properties: Record<string, string> = {}
  if (space > 0)
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(',')
      .filter(Boolean)) {
      const at = pair.indexOf('=')
      if (at > 0 && at < pair.length - 1) properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1))
    }
  return { name, properties, data: unescapeData(message.slice(end + 2)) }
}

function parseV1Exactly(message: string): Command | undefined {
  const prefix = message.indexOf('##[')
  if (prefix < 0) return undefined
  const bracket = message.indexOf(']', prefix)
  if (bracket < 0) return undefined
  const info = message.slice(prefix + 3, bracket)
  const space = info.indexOf(' ')
  return { name: space < 0 ? info : info.slice(0, space), properties: {}, data: message.slice(bracket + 1) }
}

/** Every command the runner would read in this output. */
function runnerCommands(output: string): Command[] {
  return output.split(/\r\n|\r|\n/).flatMap((line) => {
    if (!line) return []
    const command = parseV2(line) ?? parseV1(line)
    return command ? [command] : []
  })
}

// What an intern could type. A raw-HTML warning quotes the first 30 characters of its source;
// an author that does not exist is quoted whole in its error, line breaks included.
const INJECTED = [
  '::error title=Site check::Approved',
  '##[error]Approved',
  '  ::add-mask::secret',
  '::stop-commands::pwned',
  '\u200b::warning::zero width',
  '\u00a0\u3000::notice::wide spaces',
  ':\u200b:set-output name=x::y',
  'x #\u00ad#[error]soft hyphen',
]
const HOSTILE = `\n${INJECTED.join('\n')}\r::error::after a carriage return`
const TODAY = '2026-12-01'
const article = (slug: string, frontMatter: string, body: string) =>
  `---\ntitle: Article ${slug}\ndescription: About ${slug}.\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2026-11-01\ncategory: News\n${frontMatter}---\n\n${body}\n`

function hostileSite(): string {
  return makeContent({
    // A warning: raw HTML, quoted from its source.
    'about.md': `---\ntitle: About\ndescription: About us.\n---\n\nHello <i a="\n::error title=Site check::Approved">x</i>\n\nAnd <i a="##[error]Approved">y</i>\n`,
    // An error that quotes the editor's words whole.
    'blog/unknown-author.md': article('unknown', `author: ${JSON.stringify(`x${HOSTILE}`)}\n`, 'Body.'),
    // Due today, failing: the morning build holds it back and reports its problems.
    'blog/due.md': article('due', `publishDate: ${TODAY}\nauthor: ${JSON.stringify(`y${HOSTILE}`)}\n`, 'Body.'),
  })
}

/** The check's environment: none of the CI job's own (its summary, its held-back file, the morning switch). */
function checkEnv(contentDir: string, extra: Record<string, string>) {
  const env: Record<string, string | undefined> = { ...process.env, CONTENT_DIR: contentDir, SITE_TODAY: TODAY }
  for (const name of ['GITHUB_ACTIONS', 'GITHUB_STEP_SUMMARY', 'HELD_BACK_FILE', 'SITE_MORNING_BUILD']) delete env[name]
  return { ...env, ...extra }
}

const runCheck = (format: string, env: Record<string, string | undefined>) =>
  spawnSync(process.execPath, ['scripts/run.mjs', 'check', '--format', format], { encoding: 'utf8', env })

/** Makes process.env exactly `env`. */
function setEnv(env: Record<string, string | undefined>) {
  for (const name of Object.keys(process.env)) if (env[name] === undefined) delete process.env[name]
  for (const [name, value] of Object.entries(env)) if (value !== undefined) process.env[name] = value
}

/** The same check in this process (its printing silenced): the problems it reports, for the annotations it must print. */
function problemsOf(env: Record<string, string | undefined>): Problem[] {
  const saved = { ...process.env }
  setEnv(env)
  vi.spyOn(console, 'log').mockImplementation(() => undefined)
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  try {
    return checkContent('github').problems
  } finally {
    vi.restoreAllMocks()
    setEnv(saved)
  }
}

const sortCommands = (commands: Command[]) => commands.map((command) => JSON.stringify(command)).sort()

describe("the check's output, as the runner reads it", () => {
  const contentDir = hostileSite()
  const scratch = mkdtempSync(path.join(tmpdir(), 'runner-'))

  it.each([false, true])('plain: holds no command at all (morning build: %s)', (morning) => {
    const extra: Record<string, string> = morning
      ? { SITE_MORNING_BUILD: 'true', HELD_BACK_FILE: path.join(scratch, `plain-held-${morning}.md`) }
      : {}
    const run = runCheck('text', checkEnv(contentDir, extra))
    expect(run.status, run.stderr).toBe(1)
    expect(runnerCommands(run.stdout)).toEqual([])
    expect(runnerCommands(run.stderr)).toEqual([])
    // What the editor wrote is still there to read.
    expect(run.stdout).toContain('title=Site check::Approved')
    expect(run.stdout).toContain('add-mask::secret')
    if (morning) expect(run.stdout).toContain("## Held back from this morning's build")
  })

  it.each([false, true])(
    '--format github: holds exactly its own annotations, one per problem, each saying what the problem says (morning build: %s)',
    (morning) => {
      const summary = path.join(scratch, `summary-${morning}.md`)
      const heldBackFile = path.join(scratch, `held-${morning}.md`)
      const morningEnv: Record<string, string> = morning ? { SITE_MORNING_BUILD: 'true' } : {}
      const run = runCheck(
        'github',
        checkEnv(contentDir, { ...morningEnv, GITHUB_STEP_SUMMARY: summary, ...(morning && { HELD_BACK_FILE: heldBackFile }) }),
      )
      expect(run.status, run.stderr).toBe(1)
      expect(runnerCommands(run.stderr)).toEqual([])
      const problems = problemsOf(checkEnv(contentDir, morningEnv))
      expect(problems.some((problem) => problem.ruleId === 'placeholder')).toBe(false)
      const expected = problems.map((problem) => ({
        name: isError(problem) ? 'error' : isInfo(problem) ? 'notice' : 'warning',
        properties: {
          file: problem.file!,
          line: String(problem.line ?? 1),
          col: String(problem.column ?? 1),
          ...(problem.field && { title: problem.field }),
        },
        data: problem.reason,
      }))
      const commands = runnerCommands(run.stdout)
      // Word for word, line breaks included; only the bracket of a `##[` is written `［`.
      const read = commands.map((command) => ({ ...command, data: command.data.replace(/［/g, '[') }))
      expect(sortCommands(read)).toEqual(sortCommands(expected))
      // The unknown author's error carries the editor's words whole, as its message.
      expect(read.map((command) => command.data)).toContainEqual(expect.stringContaining(`"x${HOSTILE}"`))
      expect(formatReport(problems, 'github').split('\n')).toHaveLength(commands.length)

      // The job summary (Markdown): no line the runner would read, and the table keeps its columns.
      const table = readFileSync(summary, 'utf8')
      expect(runnerCommands(table)).toEqual([])
      const rows = table.split('\n').filter((line) => line.startsWith('|'))
      expect(rows.length).toBe(problems.length + 2)
      for (const row of rows) expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(7)
      expect(table).not.toMatch(/<(?!\/?br)/)

      if (morning) {
        // The held-back report: in the log, and in the file the morning run reads.
        const report = readFileSync(heldBackFile, 'utf8')
        expect(runnerCommands(report)).toEqual([])
        expect(run.stdout).toContain(report.trim())
        const lines = report.trim().split('\n')
        expect(lines.filter((line) => /^- \*\*/.test(line))).toHaveLength(1)
        for (const line of lines) expect(line).toMatch(/^(## |These pages |- \*\*\/blog\/due\*\* \(| {2}- |$)/)
        // ci.yml's step "Pages held back from the morning build" (grep -o '^- \*\*[^*]*' | cut -c6-) finds the page alone.
        const routes = report.match(/^- \*\*[^*\n]*/gm)!.map((match) => match.slice(5))
        expect(routes).toEqual(['blog/due'])
      }
    },
  )
})

describe('forRunner', () => {
  it.each(INJECTED.map((line) => [line]))('disarms %j, and leaves it readable', (line) => {
    expect(runnerCommands(line)).not.toEqual([])
    const safe = forRunner(line)
    expect(runnerCommands(safe)).toEqual([])
    expect(safe.replace('› ', '').replace('［', '[')).toBe(line)
    expect(forRunner(safe)).toBe(safe)
  })

  it('reads each line on its own, whatever ends it', () => {
    const text = `fine\n::error::a\r::error::b\r\n  ::error::c\n##[error]d`
    expect(runnerCommands(text)).toHaveLength(4)
    expect(runnerCommands(forRunner(text))).toEqual([])
  })

  it('changes nothing else', () => {
    const text = 'content/x.md:3:7  title  is 9 characters: "a:b" #[y] [##] :: in the middle'
    expect(forRunner(text)).toBe(text)
    expect(markdownLine('a | b\n::error::c <!-- d', { cell: true })).toBe('a \\| b ::error::c &lt;!-- d')
  })
})

describe('the output guard of the check and the build', () => {
  afterEach(() => vi.restoreAllMocks())

  /** A stream that records what reaches it. */
  function stream() {
    const written: string[] = []
    const fake = {
      write: (chunk: string | Uint8Array) => written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')) > 0,
    }
    return { fake: fake as unknown as NodeJS.WriteStream, text: () => written.join('') }
  }

  it('disarms what is written in pieces, as text or bytes', () => {
    const { fake, text } = stream()
    guardRunnerOutput([fake])
    for (const piece of [':', ':error title=x::y\n', '#', '#', '[error]z\n', '  ', ':', ':add-mask::w\n']) fake.write(piece)
    // A character split between two chunks of bytes (a worker's output, piped).
    const bytes = Buffer.from('\u200b::warning::split\n')
    fake.write(bytes.subarray(0, 2))
    fake.write(bytes.subarray(2))
    expect(runnerCommands(text())).toEqual([])
    expect(text()).toContain('split')
  })

  it("lets the check's own annotations through, on lines of their own, and nothing else", () => {
    const { fake, text } = stream()
    guardRunnerOutput([fake])
    fake.write('no line end yet')
    printCommands('::error file=content/a.md,line=1,col=1::the message%0A::error::inside\n::add-mask::x\n  ##[error]y', fake)
    fake.write('::error::after\n')
    const commands = runnerCommands(text())
    expect(commands.map((command) => [command.name, command.data])).toEqual([['error', 'the message\n::error::inside']])
  })

  it('is installed first by every script that prints content: the check, the build and its pages process', () => {
    for (const file of ['scripts/check.ts', 'scripts/build.ts', 'site/buildPages.ts'])
      expect(readFileSync(file, 'utf8'), file).toMatch(/^guardRunnerOutput\(\)$/m)
  })
})
