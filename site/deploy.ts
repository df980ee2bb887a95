/**
 * Where the site is published: the developers' setting, reviewed as code
 * (.github/CODEOWNERS), never an editor's. The site's address decides where canonical links,
 * the sitemap, the feed and the JSON-LD send search engines and readers, and which origin
 * the form frames must not be (pipeline/frontMatter/formAddresses.ts); on a shared origin
 * it also decides that /admin has no login (below). It lived in content/site.yaml as
 * `url:` until the check learned to refuse it there (model/site.ts): one merged content
 * change could move all of that to any domain.
 *
 * Set it when the site goes live (docs/going-live.md, step 3). SITE_URL, set by
 * whoever runs the build, overrides it for one build (a preview on another address).
 */
import { z } from 'zod'
import { sharedHostOf, sharedOriginRisk } from '../login/sharedOrigin.js'

export const SITE_DEPLOY: SiteDeploy = {
  /** The site's public address, with its folder if it has one: https://www.nileridge.co.ug, https://owner.github.io/website/. */
  url: 'https://www.nileridge.example',
  /**
   * On an origin shared with other sites (*.github.io), /admin is built without its login
   * unless this is true: see sharedHostOf. Set it only if every site that origin serves is
   * yours and trusted, now and later (docs/going-live.md, step 3).
   */
  acceptSharedOriginRisk: false,
}

const deploySchema = z.strictObject({
  url: z
    .url({ protocol: /^https$/, error: 'url must be the site’s https:// address, such as https://www.example.org' })
    // Judged only of an address (a refinement runs after a failed check too).
    .refine((address) => !URL.canParse(address) || (!new URL(address).search && !new URL(address).hash), {
      error: 'url must be the site’s address alone, without ? or #',
    }),
  acceptSharedOriginRisk: z.boolean(),
})

export type SiteDeploy = z.input<typeof deploySchema>

/**
 * The settings as this build uses them (SITE_URL in place of `url` when set), checked: a
 * wrong one stops the build and the check, naming the file (it is a developer's mistake, in code).
 */
export function siteDeploy(env: NodeJS.ProcessEnv = process.env, deploy: SiteDeploy = SITE_DEPLOY): SiteDeploy {
  const result = deploySchema.safeParse({ ...deploy, url: env.SITE_URL?.trim() || deploy.url })
  if (!result.success) {
    const where = env.SITE_URL?.trim() ? 'SITE_URL or site/deploy.ts' : 'site/deploy.ts'
    throw new Error(`${where}: ${result.error.issues.map((issue) => issue.message).join('; ')}`)
  }
  return result.data
}

/** The site's public address as this build uses it. */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env): string => siteDeploy(env).url

/**
 * Why /admin is built without its login, in plain words, or undefined when the site's origin
 * is its own (or the owner has accepted the shared origin's risk).
 */
export function adminLoginOff(deploy: SiteDeploy = siteDeploy()): string | undefined {
  const origin = new URL(deploy.url).origin
  const host = sharedHostOf(origin)
  if (!host || deploy.acceptSharedOriginRisk) return undefined
  return `${sharedOriginRisk(origin, host)}. So /admin is published without its login: editors use npm run cms or GitHub's editor until the site has a domain of its own (docs/going-live.md, step 3).`
}
