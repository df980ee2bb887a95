/**
 * Where editors log in is not editors' to change (README, Security). Whoever sets the
 * content manager's login service receives every editor's GitHub token, and whoever sets
 * its repository receives every editor's saves: these are the developers' settings
 * (site/cms/backend.ts, reviewed as code), and the check refuses them in content/site.yaml,
 * which any editor's merged change can rewrite.
 *
 * Against the code before this test: `cms.repo`, `cms.branch` and `cms.authService` were
 * fields of content/site.yaml, in the Site settings form too, and config.yml and /admin's
 * policy took the login service from there.
 */
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { adminFiles } from '../../site/cms/adminFiles.js'
import { CONTENT_MANAGER_BACKEND, contentManagerBackend } from '../../site/cms/backend.js'
import { checkFixture, makeContent, minimalSiteYaml } from '../helpers/contentFixture.js'

const HOSTILE_CMS = `cms:
  repo: attacker/website
  branch: main
  authService: https://login.attacker.example
`

type Config = { backend: Record<string, unknown>; collections: { name: string; files?: { name: string; fields: { name: string }[] }[] }[] }

describe('the content manager’s repository and login service', () => {
  it('are refused in content/site.yaml, at the line, saying where they live now', () => {
    const { lines } = checkFixture({ 'site.yaml': `${minimalSiteYaml}${HOSTILE_CMS}` })
    expect(lines).toEqual([
      expect.stringMatching(
        /^site\.yaml:\d+:\d+ {2}cms {2}is no longer set here: .* are the developers’ settings, in site\/cms\/backend\.ts .*Remove cms: and the lines under it$/,
      ),
    ])
  })

  it('are not in the Site settings form', () => {
    const config = parse(adminFiles(makeContent({}), { authors: {} })['config.yml']() as string) as Config
    const settings = config.collections.find((collection) => collection.name === 'settings')?.files?.[0]
    expect(settings?.fields.map((field) => field.name)).not.toContain('cms')
    expect(settings?.fields.map((field) => field.name)).toContain('forms')
  })

  it('come from site/cms/backend.ts alone, in config.yml and in /admin’s policy', () => {
    const backend = { repo: 'owner/site', branch: 'live', authService: 'https://login.owner.example' }
    const files = adminFiles(makeContent({}), { authors: {} }, undefined, undefined, backend)
    expect((parse(files['config.yml']() as string) as Config).backend).toMatchObject({
      name: 'github',
      repo: 'owner/site',
      branch: 'live',
      base_url: 'https://login.owner.example',
    })
    const policy = /connect-src ([^;"]*)/.exec(files['index.html']() as string)?.[1].split(' ')
    expect(policy).toContain('https://login.owner.example')
    expect(policy?.filter((source) => /^https:/.test(source))).toEqual([
      'https://api.github.com',
      'https://www.githubstatus.com',
      'https://login.owner.example',
    ])
    // The project's own settings are valid as committed.
    expect(contentManagerBackend()).toEqual(CONTENT_MANAGER_BACKEND)
  })

  it('refuse a login service that is not an https origin, and a repository not written owner/name', () => {
    const wrong = (settings: Partial<typeof CONTENT_MANAGER_BACKEND>) => () =>
      contentManagerBackend({ repo: 'owner/site', branch: 'main', ...settings })
    expect(wrong({ authService: 'http://login.example' })).toThrow(/authService must be the https:\/\/ address/)
    expect(wrong({ authService: 'javascript:alert(1)' })).toThrow(/authService must be the https:\/\/ address/)
    expect(wrong({ authService: 'https://login.example/steal?to=x' })).toThrow(/origin alone/)
    expect(wrong({ repo: 'https://github.com/owner/site' })).toThrow(/repo must be written owner\/name/)
    expect(wrong({ branch: 'main; rm -rf' })).toThrow(/branch must be a branch name/)
    expect(wrong({ authService: 'https://login.example' })()).toMatchObject({ authService: 'https://login.example' })
  })
})
