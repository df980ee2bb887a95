/**
 * CI with the least it needs (issue 41, item 8): what a pull request's code can reach in the
 * workflows. The jobs that run the project's code (npm ci's install scripts, the pull
 * request's tests and build) hold a read-only token; the commit status is posted by jobs
 * that check out nothing and run no project code; no checkout leaves its token in
 * .git/config; every job asks for its own permissions, the workflows none; the morning
 * rebuild's report job inherits nothing; every action is pinned to a commit SHA; Dependabot
 * watches npm and the actions; npm's advisories are reported.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type Permissions = Record<string, string> | 'read-all' | 'write-all'
type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown>; 'continue-on-error'?: boolean }
type Job = { name?: string; uses?: string; needs?: string | string[]; permissions?: Permissions; steps?: Step[] }
type Workflow = { permissions?: Permissions; jobs: Record<string, Job> }

const WORKFLOWS = ['ci.yml', 'morning.yml']
const text = (name: string) => readFileSync(`.github/workflows/${name}`, 'utf8')
const workflows = Object.fromEntries(WORKFLOWS.map((name) => [name, parse(text(name)) as Workflow]))
const jobs = WORKFLOWS.flatMap((name) => Object.entries(workflows[name].jobs).map(([id, job]) => ({ where: `${name} ${id}`, id, job })))

/** What a job's token may do: its own permissions, else the workflow's (neither: the repository's default, which may write). */
const effective = (name: string, job: Job): Permissions | undefined => job.permissions ?? workflows[name].permissions
const writes = (permissions: Permissions | undefined) =>
  permissions === undefined || permissions === 'write-all'
    ? ['(everything)']
    : permissions === 'read-all'
      ? []
      : Object.entries(permissions)
          .filter(([, level]) => level === 'write')
          .map(([scope]) => scope)

/** A step that runs the project's code, or code it installs: npm, npx, node, .ci/run, a local action. */
const runsProjectCode = (step: Step) =>
  /(^|[\s;&|(])(npm|npx|node|bash \.ci\/run|\.ci\/run)\b/m.test(step.run ?? '') || (step.uses ?? '').startsWith('./')
const checksOut = (step: Step) => (step.uses ?? '').startsWith('actions/checkout@')

describe('the workflows', () => {
  it('leave no token behind: every checkout has persist-credentials: false', () => {
    const checkouts = jobs.flatMap(({ where, job }) => (job.steps ?? []).filter(checksOut).map((step) => ({ where, step })))
    expect(checkouts.length).toBeGreaterThan(0)
    for (const { where, step } of checkouts) expect(step.with?.['persist-credentials'], where).toBe(false)
  })

  it('grant no permission at the top of a workflow: each job asks for its own', () => {
    for (const name of WORKFLOWS) expect([{}, { contents: 'read' }], name).toContainEqual(workflows[name].permissions)
    for (const { where, job } of jobs) expect(job.permissions, `${where} has no permissions of its own`).toBeDefined()
  })

  it('let no job that runs the project code write anything', () => {
    const running = jobs.filter(({ job }) => (job.steps ?? []).some((step) => runsProjectCode(step) || checksOut(step)))
    expect(running.map(({ where }) => where)).toContain('ci.yml node')
    for (const { where, job } of running) expect(writes(effective(where.split(' ')[0], job)), where).toEqual([])
  })

  it('post the commit status only from jobs that check out nothing and run no project code', () => {
    const posting = jobs.filter(({ where, job }) => writes(effective(where.split(' ')[0], job)).includes('statuses') && !job.uses)
    expect(posting.map(({ where }) => where).sort()).toEqual(['ci.yml pending', 'ci.yml test'])
    for (const { where, job } of posting) {
      // No action at all, so no checkout: the project's code is not even on the machine.
      const steps = job.steps ?? []
      expect(
        steps.filter((step) => step.uses).map((step) => step.uses),
        where,
      ).toEqual([])
      expect(steps.some(runsProjectCode), where).toBe(false)
      expect(steps.map((step) => step.run).join('\n'), where).toContain('gh api "repos/$GITHUB_REPOSITORY/statuses/$SHA"')
    }
    // "Checking" is posted by `pending`, the result by `test` after it.
    expect(workflows['ci.yml'].jobs.pending.steps![0].run).toContain('state=pending')
    expect(workflows['ci.yml'].jobs.test.needs).toEqual(['pending', 'node', 'cms'])
  })

  it("give the morning rebuild's jobs only what ci.yml's jobs ask for, and its report job nothing", () => {
    const morning = workflows['morning.yml']
    const asked: Record<string, string> = {}
    for (const job of Object.values(workflows['ci.yml'].jobs))
      for (const [scope, level] of Object.entries(job.permissions as Record<string, string>))
        if (asked[scope] !== 'write') asked[scope] = level
    expect(morning.jobs.ci.uses).toBe('./.github/workflows/ci.yml')
    expect(morning.jobs.ci.permissions).toEqual(asked)
    const heldBack = effective('morning.yml', morning.jobs['held-back']) as Record<string, string>
    for (const scope of ['pages', 'id-token', 'statuses', 'contents']) expect(heldBack, scope).not.toHaveProperty(scope)
  })

  it('pin every action to a full commit SHA, with its version beside it', () => {
    const lines = WORKFLOWS.flatMap((name) =>
      text(name)
        .split('\n')
        .filter((line) => /^\s*(-\s+)?uses:/.test(line))
        .map((line) => ({ name, line: line.trim() })),
    )
    expect(lines.length).toBeGreaterThan(0)
    for (const { name, line } of lines) {
      const use = line.replace(/^(-\s+)?uses:\s*/, '')
      if (use.startsWith('./')) continue // this repository's own workflow
      expect(use, name).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+){0,2}$/)
    }
  })

  it("run npm's advisory check in CI without failing it, and no longer switch advisories off", () => {
    const steps = workflows['ci.yml'].jobs.node.steps ?? []
    const audit = steps.find((step) => /npm audit\b/.test(step.run ?? ''))
    expect(audit?.run).toMatch(/npm audit --omit=dev --audit-level=high/)
    expect(audit?.['continue-on-error']).toBe(true)
    expect(readFileSync('.npmrc', 'utf8')).not.toMatch(/^\s*audit\s*=\s*false/m)
  })
})

describe("Dependabot's settings", () => {
  it('update the npm packages and the actions, weekly, grouped, with a limit on open pull requests', () => {
    expect(existsSync('.github/dependabot.yml')).toBe(true)
    const config = parse(readFileSync('.github/dependabot.yml', 'utf8')) as {
      version: number
      updates: {
        'package-ecosystem': string
        directory: string
        schedule: { interval: string }
        groups?: object
        'open-pull-requests-limit'?: number
      }[]
    }
    expect(config.version).toBe(2)
    expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual(['github-actions', 'npm'])
    for (const update of config.updates) {
      expect(update.directory).toBe('/')
      expect(update.schedule.interval).toBe('weekly')
      expect(Object.keys(update.groups ?? {}).length).toBeGreaterThan(0)
      expect(update['open-pull-requests-limit']).toBeGreaterThan(0)
    }
  })
})
