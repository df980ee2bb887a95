/**
 * Where editors log in is not editors' to change (SECURITY.md). Whoever sets the
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
import { adminLoginOff, SITE_DEPLOY, siteDeploy } from '../../site/deploy.js'
import { buildSite } from '../../site/buildSite.js'
import { pageDataJson } from '../../pipeline/page/siteData.js'

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

/**
 * The site's address is the deploy's (site/deploy.ts), not editors' (issue: an editor set
 * `url:` in site.yaml to another domain and framed the real origin through a form, and moved
 * every canonical link, the sitemap, the feed and the JSON-LD with it).
 */
describe('the site’s address', () => {
  it('is refused in content/site.yaml, at the line, saying where it lives now', () => {
    const { lines } = checkFixture({ 'site.yaml': `url: https://www.nileridge.example.invalid\n${minimalSiteYaml}` })
    expect(lines).toEqual([
      'site.yaml:1:6  url  is no longer set here: the site’s address belongs to whoever publishes it, in site/deploy.ts (docs/going-live.md, step 3). Remove the url: line',
    ])
  })

  it('is the one the check judges forms by, whatever site.yaml claims', () => {
    const forms =
      'forms: { enquiry: https://test.example/contact, application: https://forms.example/b, newsletter: https://forms.example/c }'
    const yaml = minimalSiteYaml.replace(/^forms: .*$/m, forms)
    const { lines } = checkFixture({ 'site.yaml': `url: https://elsewhere.example\n${yaml}` })
    expect(lines).toEqual([
      expect.stringMatching(/^site\.yaml:1:6 {2}url {2}is no longer set here/),
      expect.stringMatching(
        /^site\.yaml:\d+:\d+ {2}forms\.enquiry {2}the form's address https:\/\/test\.example\/contact is on this site's own address \(https:\/\/test\.example\)/,
      ),
    ])
  })

  it('is site/deploy.ts’s, or SITE_URL’s for one build, in every absolute address the site gives', () => {
    const contentDir = makeContent({})
    const addressesOf = (env: NodeJS.ProcessEnv) => {
      const { site } = buildSite({ contentDir, cwd: contentDir, siteUrl: siteDeploy(env).url })
      return { url: site!.settings.url, home: pageDataJson(site!, '/') }
    }
    expect(addressesOf({}).url).toBe(SITE_DEPLOY.url)
    const preview = addressesOf({ SITE_URL: 'https://preview.nileridge.example/site/' })
    expect(preview.url).toBe('https://preview.nileridge.example/site')
    expect(preview.home).toContain('"https://preview.nileridge.example/site/#organization"')
    // The project's own setting is valid as committed, and a wrong one stops the build naming the file.
    expect(siteDeploy({})).toEqual(SITE_DEPLOY)
    expect(() => siteDeploy({}, { ...SITE_DEPLOY, url: 'http://www.nileridge.example' })).toThrow(
      /^site\/deploy\.ts: url must be the site’s https:\/\/ address/,
    )
    expect(() => siteDeploy({ SITE_URL: 'https://x.example/?to=y' })).toThrow(
      /^SITE_URL or site\/deploy\.ts: url must be the site’s address alone/,
    )
  })
})

/**
 * On an origin shared with the owner's other sites (https://OWNER.github.io), Decap would
 * keep the editor's GitHub token where every one of them reads it: /admin is published as a
 * page that says so, with no script, no login and nothing of the content.
 */
describe('/admin on an origin shared with other sites', () => {
  const backend = { repo: 'owner/website', branch: 'main', authService: 'https://login.owner.example' }
  const shared = { url: 'https://owner.github.io/website/', acceptSharedOriginRisk: false }
  const filesFor = (deploy: typeof shared, localServer?: string) =>
    adminFiles(makeContent({}), { authors: {} }, localServer, undefined, backend, deploy)

  it('is a page that says why, with no script, configuration, login or content', () => {
    const files = filesFor(shared)
    expect(Object.keys(files)).toEqual(['index.html'])
    const page = files['index.html']() as string
    expect(page).toContain('The content manager is off on this address')
    expect(page).toContain('https://owner.github.io is shared by every site its owner publishes on github.io')
    expect(page).toContain('npm run cms')
    expect(page).toContain('href="https://github.com/owner/website/tree/main/content"')
    expect(page).not.toMatch(/<script|login\.owner\.example|config\.yml/)
    expect(/Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1]).toMatch(/^default-src 'none'/)
  })

  it('is the content manager where the origin is the site’s own, the owner accepts the risk, or on the editor’s machine', () => {
    for (const files of [
      filesFor({ url: 'https://www.nileridge.co.ug', acceptSharedOriginRisk: false }),
      filesFor({ ...shared, acceptSharedOriginRisk: true }),
      filesFor(shared, 'http://127.0.0.1:5173/api/cms/backend'),
    ]) {
      expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'config.yml', 'cms.js', 'site-index.json']))
      expect(files['index.html']()).toContain('/admin/cms.js')
    }
  })

  it('is said by the build, in plain words, for each shared host', () => {
    for (const [url, host] of [
      ['https://owner.github.io/website/', 'github.io'],
      ['https://owner.github.io', 'github.io'],
      ['https://group.gitlab.io/site/', 'gitlab.io'],
      ['https://owner.codeberg.page', 'codeberg.page'],
    ])
      expect(adminLoginOff({ url, acceptSharedOriginRisk: false })).toContain(`is shared by every site its owner publishes on ${host}`)
    for (const url of ['https://www.nileridge.co.ug', 'https://owner.github.io.example.com/', 'https://site.pages.dev'])
      expect(adminLoginOff({ url, acceptSharedOriginRisk: false }), url).toBeUndefined()
  })
})
