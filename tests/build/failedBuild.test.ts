/** A build with content errors stops before touching dist/, so the last good site stays. */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeContent } from '../helpers/contentFixture.js'
import { clientDir } from '../helpers/site.js'
import { fixtureDir } from '../helpers/fixtureBuilds.js'

describe('npm run build with broken content', () => {
  it('lists every problem, exits non-zero and leaves the previous dist/ intact', () => {
    const index = path.join(clientDir, 'index.html')
    const before = { html: readFileSync(index, 'utf8'), mtime: statSync(index).mtimeMs }
    const broken = makeContent({
      'about.md': '---\ntitle: About\ndescription: About us.\nsections:\n  - type: heroo\n---\n',
      'contact.md': '---\ntitle: Contact\n---\n[About](/abut)\n',
    })
    const run = spawnSync(process.execPath, ['scripts/run.mjs', 'build'], {
      env: { ...process.env, CONTENT_DIR: broken },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stdout).toContain('✖ 3 content problems')
    expect(run.stdout).toMatch(/about\.md:5:11 {2}sections\[0\]\.type {2}"heroo" is not a block type/)
    expect(run.stdout).toMatch(/contact\.md:2:1 {2}description {2}is missing/)
    expect(run.stdout).toMatch(/contact\.md:4:1 {2}the link "\/abut" points to a page that does not exist\. Did you mean \/about\?/)
    expect(run.stderr).toContain('The previous build in dist/ was left as it was.')
    expect(readFileSync(index, 'utf8')).toBe(before.html)
    expect(statSync(index).mtimeMs).toBe(before.mtime)
  }, 60_000) // a whole build process; when the code changed since dist/ was built, it bundles first (about 8 s)

  it('stops the bundler that runs beside the pipeline, and prints only the content problems', async () => {
    // A build folder with no previous bundle: the code is bundled while the content is checked.
    const workDir = fixtureDir('failed')
    const dist = path.join(workDir, 'dist')
    try {
      const broken = makeContent({ 'about.md': '---\ntitle: About\n---\n' })
      const build = spawn(process.execPath, ['scripts/run.mjs', 'build'], { env: { ...process.env, CONTENT_DIR: broken, DIST_DIR: dist } })
      let stdout = ''
      let stderr = ''
      build.stdout.on('data', (chunk) => (stdout += chunk))
      build.stderr.on('data', (chunk) => (stderr += chunk))
      // While the build runs, its bundler is seen (else "none left" below would prove nothing).
      let bundlerSeen = false
      let adminBundlerSeen = false
      const watching = setInterval(() => {
        bundlerSeen ||= bundlersWritingTo(`${dist}-next`).length > 0
        adminBundlerSeen ||= adminBundlersWritingTo(`${dist}-next`).length > 0
      }, 10)
      const status = await new Promise<number | null>((resolve) => build.on('close', resolve))
      clearInterval(watching)
      expect(status).toBe(1)
      expect(bundlerSeen).toBe(true)
      expect(stdout).toMatch(/about\.md:2:1 {2}description {2}is missing/)
      expect(stdout + stderr).not.toContain('vite v') // Vite's report is printed only for a build that goes on
      expect(bundlersWritingTo(`${dist}-next`)).toEqual([])
      // /admin's bundles are made in a process of their own once the content passed (site/cms/adminBundles.ts): never here.
      expect(adminBundlerSeen).toBe(false)
      expect(adminBundlersWritingTo(`${dist}-next`)).toEqual([])
    } finally {
      rmSync(workDir, { recursive: true, force: true })
    }
  }, 60_000) // a whole build process, as above

  it('prints GitHub annotations with --format github', () => {
    const broken = makeContent({ 'about.md': '---\ntitle: About\n---\n' })
    let output = ''
    try {
      execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--format', 'github'], {
        env: { ...process.env, CONTENT_DIR: broken },
        encoding: 'utf8',
      })
    } catch (error) {
      output = (error as { stdout: string }).stdout
    }
    expect(output).toMatch(/^::error file=.*about\.md,line=2,col=1,title=description::is missing: add a line "description: …" here$/m)
  })
})

/** The processes (Linux: /proc) whose environment says they bundle into outDir. */
function bundlersWritingTo(outDir: string): string[] {
  return readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`BUILD_OUT_DIR=${outDir}`)
    } catch {
      return false // ended meanwhile
    }
  })
}

/** The processes making /admin's bundles for the build folder `nextDir` (their command line names its staging folder). */
function adminBundlersWritingTo(nextDir: string): string[] {
  return readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(path.join(nextDir, 'admin-bundles'))
    } catch {
      return false // ended meanwhile
    }
  })
}
