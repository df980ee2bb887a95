/**
 * The site's address and whether /admin gets its login (site/deploy.ts, login/sharedOrigin.ts):
 * the developers' settings, read by every build, check and dev server. In process, so that
 * Stryker runs them for each mutant; tests/security/loginSettings.test.ts checks what the
 * check and /admin's files make of them.
 */
import { describe, expect, it } from 'vitest'
import { adminLoginOff, SITE_DEPLOY, siteDeploy, siteUrl } from '../../site/deploy.js'
import { sharedHostOf, sharedOriginRisk } from '../../login/sharedOrigin.js'

describe('the site’s address', () => {
  it('is site/deploy.ts’s, as committed, and valid', () => {
    expect(siteDeploy({})).toEqual(SITE_DEPLOY)
    expect(siteUrl({})).toBe(SITE_DEPLOY.url)
  })

  it('is SITE_URL’s for one build, trimmed; an empty SITE_URL is none', () => {
    expect(siteUrl({ SITE_URL: ' https://preview.example/site/ ' })).toBe('https://preview.example/site/')
    expect(siteDeploy({ SITE_URL: 'https://preview.example' })).toEqual({ ...SITE_DEPLOY, url: 'https://preview.example' })
    for (const none of ['', '   ']) expect(siteUrl({ SITE_URL: none })).toBe(SITE_DEPLOY.url)
  })

  it('stops the build when it is not an https address alone, naming where it was set', () => {
    const wrong = (url: string) => () => siteDeploy({}, { url, acceptSharedOriginRisk: false })
    for (const url of ['http://www.example.org', 'javascript:alert(1)', 'www.example.org', ''])
      expect(wrong(url), url).toThrow(/^site\/deploy\.ts: url must be the site’s https:\/\/ address, such as https:\/\/www\.example\.org$/)
    for (const url of ['https://www.example.org/?to=x', 'https://www.example.org/#top'])
      expect(wrong(url), url).toThrow(/^site\/deploy\.ts: url must be the site’s address alone, without \? or #$/)
    expect(() => siteDeploy({ SITE_URL: 'http://preview.example' })).toThrow(/^SITE_URL or site\/deploy\.ts: url must be/)
    expect(() => siteDeploy({}, { ...SITE_DEPLOY, acceptSharedOriginRisk: 'yes' as unknown as boolean })).toThrow(/^site\/deploy\.ts: /)
    expect(() => siteDeploy({}, { ...SITE_DEPLOY, extra: 1 } as typeof SITE_DEPLOY)).toThrow(/^site\/deploy\.ts: /)
  })
})

describe('an origin shared with other sites', () => {
  it('is one of a host that serves every site of an owner on one origin, whatever the case or a final dot', () => {
    expect(sharedHostOf('https://owner.github.io')).toBe('github.io')
    expect(sharedHostOf('https://Owner.GitHub.IO/website/')).toBe('github.io')
    expect(sharedHostOf('https://owner.github.io./')).toBe('github.io')
    expect(sharedHostOf('https://github.io')).toBe('github.io')
    expect(sharedHostOf('https://group.gitlab.io/site/')).toBe('gitlab.io')
    expect(sharedHostOf('https://owner.codeberg.page')).toBe('codeberg.page')
  })

  it('is not an origin of its own, nor one that only looks like a shared host, nor what is no address', () => {
    for (const origin of [
      'https://www.nileridge.co.ug',
      'https://owner.github.io.example.com',
      'https://notgithub.io',
      'https://github.iox',
      'https://site.pages.dev',
      'not an address',
      '',
    ])
      expect(sharedHostOf(origin), origin).toBeUndefined()
  })

  it('is said in plain words, naming the origin and the host', () => {
    expect(sharedOriginRisk('https://owner.github.io', 'github.io')).toBe(
      "https://owner.github.io is shared by every site its owner publishes on github.io: any of them could read an editor's GitHub token there",
    )
  })
})

describe('/admin’s login', () => {
  it('is off on a shared origin, saying why and where editors edit instead', () => {
    expect(adminLoginOff({ url: 'https://owner.github.io/website/', acceptSharedOriginRisk: false })).toBe(
      `${sharedOriginRisk('https://owner.github.io', 'github.io')}. So /admin is published without its login: editors use npm run cms or GitHub's editor until the site has a domain of its own (docs/going-live.md, step 3).`,
    )
  })

  it('is on where the origin is the site’s own, or the owner accepted the risk', () => {
    expect(adminLoginOff({ url: 'https://www.nileridge.co.ug', acceptSharedOriginRisk: false })).toBeUndefined()
    expect(adminLoginOff({ url: 'https://owner.github.io/website/', acceptSharedOriginRisk: true })).toBeUndefined()
    expect(adminLoginOff()).toBeUndefined()
  })
})
