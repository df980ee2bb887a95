/**
 * The GitHub workflows as GitHub runs them (issue 35): both LTS lines of Node, the morning
 * rebuild in a workflow of its own and off the hour, main's record of its pages under a
 * cache key of its own, a re-run's cache key of its own, and the check's result posted as
 * the commit status the content manager shows.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { cmsConfig } from '../../site/cms/cmsConfig.js'

type Step = { name?: string; uses?: string; if?: string; run?: string; with?: Record<string, string>; env?: Record<string, string> }
type Job = {
  needs?: string | string[]
  if?: string
  uses?: string
  strategy?: { matrix: { node: number[] | string } }
  with?: Record<string, unknown>
  steps?: Step[]
  permissions?: Record<string, string>
}
type Workflow = {
  on: Record<string, unknown>
  jobs: Record<string, Job>
  permissions?: Record<string, string>
  env?: Record<string, string>
}

/** A GitHub expression as written in a workflow (a template literal's placeholder is not meant). */
const expression = (inside: string) => `$${'{{'} ${inside} }}`
const workflow = (name: string) => parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow
const ci = workflow('ci.yml')
const morning = workflow('morning.yml')
const steps = ci.jobs.node.steps ?? []
const step = (words: RegExp) => steps.find((candidate) => words.test(candidate.name ?? candidate.uses ?? ''))!

describe('the workflows', () => {
  it('test on Node 22 and Node 24 (the morning rebuild on 24 alone), and the engines field says the same', () => {
    expect(ci.jobs.node.strategy?.matrix.node).toBe(expression("fromJSON(inputs.morning && '[24]' || '[22, 24]')"))
    expect(step(/setup-node/).with?.['node-version']).toBe(expression('matrix.node'))
    expect(JSON.parse(readFileSync('package.json', 'utf8')).engines.node).toBe('^22.12 || >=24')
  })

  it('use the current major of every action (pinned to its commit, the version beside it: tests/security/ci.test.ts)', () => {
    const uses = ['ci.yml', 'morning.yml'].flatMap((name) =>
      [...readFileSync(`.github/workflows/${name}`, 'utf8').matchAll(/^\s*(?:-\s+)?uses:\s*([^@\s]+)@[0-9a-f]{40} # (v\d+)[.\d]*$/gm)].map(
        ([, action, major]) => [action, major],
      ),
    )
    const majors = Object.fromEntries(uses)
    expect(majors).toEqual({
      'actions/checkout': 'v7',
      'actions/setup-node': 'v6',
      'actions/cache': 'v5',
      'actions/cache/restore': 'v5',
      'actions/cache/save': 'v5',
      'actions/upload-artifact': 'v7',
      'actions/upload-pages-artifact': 'v5',
      'actions/deploy-pages': 'v5',
    })
  })

  it('rebuild every morning from a workflow of their own, off the hour, by calling CI', () => {
    expect(ci.on.schedule).toBeUndefined()
    expect(ci.on).toHaveProperty('workflow_call')
    const [{ cron }] = morning.on.schedule as { cron: string }[]
    expect(cron.split(' ')[0]).not.toMatch(/^0+$/)
    expect(morning.jobs.ci.uses).toBe('./.github/workflows/ci.yml')
    // Only its job: .ci/run's morning path (the check and the build of today's site).
    expect(morning.jobs.ci.with).toEqual({ morning: true })
    // What the called deploy job needs, the caller job must grant.
    expect(morning.jobs.ci.permissions).toMatchObject({ pages: 'write', 'id-token': 'write', statuses: 'write' })
  })

  it("key a re-run's build cache apart, and compare a pull request with main's pages alone", () => {
    expect(step(/Restore the build caches/).with?.key).toContain(expression('github.run_attempt'))
    const restore = step(/Restore main's record/)
    expect(restore.if).toContain("github.event_name == 'pull_request'")
    expect(restore.with?.['restore-keys']).toBe('main-pages-')
    const save = step(/Save main's record/)
    expect(save.uses).toMatch(/^actions\/cache\/save@[0-9a-f]{40}$/)
    expect(save.if).toContain("github.ref == 'refs/heads/main'")
    expect(save.if).toContain("github.event_name != 'pull_request'")
    expect(save.with?.key).toMatch(/^main-pages-/)
    expect(step(/Pages this change builds differently/).run).toContain('main-pages.json dist/pages.json')
  })

  it('publish the morning build without a page due today that fails, and turn the morning run red for it', () => {
    const env = (ci.jobs.node as { env?: Record<string, string> }).env ?? {}
    expect(env.SITE_MORNING_BUILD).toBe(expression('inputs.morning == true'))
    expect(env.CI_MORNING).toBe(expression('inputs.morning == true'))
    expect(step(/held back/).run).toContain('$HELD_BACK_FILE')
    expect((ci.on.workflow_call as { outputs: Record<string, { value: string }> }).outputs['held-back'].value).toBe(
      expression('jobs.node.outputs.held-back'),
    )
    const report = morning.jobs['held-back'] as Job
    expect(report.needs).toBe('ci')
    expect(report.if).toBe("needs.ci.outputs.held-back != ''")
    expect(report.steps![0].run).toMatch(/exit 1\s*$/)
  })

  it('tell .ci/run what a pull request changes: its base branch, fetched, and content checked on one line', () => {
    const env = (ci.jobs.node as { env?: Record<string, string> }).env ?? {}
    expect(ci.env?.CI_BASE_REF).toBe(expression("github.event_name == 'pull_request' && format('origin/{0}', github.base_ref) || ''"))
    expect(env.CI_CONTENT_ELSEWHERE).toBe(expression("matrix.node == 22 && '1' || ''"))
    expect(step(/checkout/).with?.['fetch-depth']).toBe(expression("github.event_name == 'pull_request' && 0 || 1"))
    expect(step(/\.ci\/run/).run).toBe('bash .ci/run')
    expect(step(/Lighthouse/).if).toContain("steps.run.outputs.path == 'full'")
  })

  it("run the content manager's browser files in a job of their own beside the rest, on each Node line", () => {
    const node = ci.jobs.node as Job & { env: Record<string, string> }
    const cms = ci.jobs.cms as Job & { env: Record<string, string> }
    expect(node.env.CI_PART).toBe('site')
    expect(cms.env.CI_PART).toBe('cms')
    expect(cms.needs).toBeUndefined()
    expect(cms.strategy?.matrix.node).toEqual([22, 24])
    expect(cms.if).toBe(expression('!inputs.morning'))
    expect(cms.permissions).toEqual({ contents: 'read' })
    const cmsSteps = cms.steps ?? []
    expect(cmsSteps.at(-1)?.run).toBe('bash .ci/run')
    // The same browser, base branch and caches as `node` (the workflow's env, set once); it restores them and saves none.
    for (const name of ['CHROMIUM_PATH', 'CI_BASE_REF', 'CONTENT_CACHE_DIR', 'PICTURE_CACHE_DIR']) {
      expect(ci.env?.[name], name).toBeTruthy()
      expect(node.env[name] ?? cms.env[name], name).toBeUndefined()
    }
    const caches = cmsSteps.filter((candidate) => candidate.uses?.startsWith('actions/cache'))
    expect(caches.map((cache) => cache.uses?.split('@')[0])).toEqual(['actions/cache/restore', 'actions/cache/restore'])
    expect(caches.map((cache) => cache.with?.key)).toEqual([
      step(/Restore node_modules/).with?.key,
      step(/Restore the build caches/).with?.key,
    ])
  })

  it('post the check as the commit status "Site check", from the job named test that a branch rule requires', () => {
    const test = ci.jobs.test
    expect(test.needs).toEqual(['pending', 'node', 'cms'])
    expect(test.if).toBe('always()')
    expect(test.permissions).toEqual({ statuses: 'write' })
    const post = test.steps![0].run!
    expect(post).toContain('context="Site check"')
    expect(post).toMatch(/\[ "\$RESULT" = success \]\s*$/)
    // Green when every job passed; `cms` may be skipped on the morning rebuild alone.
    const result = (env: Record<string, string>) =>
      execFileSync('bash', ['-c', `${post.split('\n').slice(0, 4).join('\n')}\necho $RESULT`], {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      }).trim()
    expect(result({ NODE: 'success', CMS: 'success', MORNING: 'false' })).toBe('success')
    expect(result({ NODE: 'success', CMS: 'skipped', MORNING: 'true' })).toBe('success')
    expect(result({ NODE: 'success', CMS: 'skipped', MORNING: 'false' })).toBe('failure')
    expect(result({ NODE: 'success', CMS: 'failure', MORNING: 'false' })).toBe('failure')
    expect(result({ NODE: 'success', CMS: 'cancelled', MORNING: 'true' })).toBe('failure')
    expect(result({ NODE: 'failure', CMS: 'success', MORNING: 'false' })).toBe('failure')
    expect(test.steps![0].env).toMatchObject({ NODE: expression('needs.node.result'), CMS: expression('needs.cms.result') })
    expect(ci.jobs.pending.steps![0].run).toContain('state=pending')
    expect(ci.jobs.deploy.needs).toBe('test')
    // The content manager's editorial view reads that very status beside the entry.
    const config = parse(cmsConfig({ repo: 'owner/site', branch: 'main' })) as { backend: { preview_context: string } }
    expect(post).toContain(`context="${config.backend.preview_context}"`)
  })
})
