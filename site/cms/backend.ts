/**
 * Where the content manager at /admin saves, and which service logs editors in to GitHub.
 *
 * These are the developers' settings, reviewed as code (.github/CODEOWNERS), not the
 * editors': whoever sets the login service receives every editor's GitHub token, so a
 * change to it must never be one merged content change away (it lived in
 * content/site.yaml until the check learned to refuse it there: model/site.ts).
 *
 * Set them when the site goes live (docs/going-live.md, step 4).
 */
import { z } from 'zod'

export const CONTENT_MANAGER_BACKEND: ContentManagerBackend = {
  /** The GitHub repository the content manager saves to, owner/name. */
  repo: 'nile-ridge/website',
  /** The branch pull requests are made against and merged into. */
  branch: 'main',
  /**
   * The address of our login service (login/, deployed with wrangler), e.g.
   * https://nile-ridge-login.workers.dev. Left out on Netlify, whose own service logs in.
   */
  authService: undefined,
}

const backendSchema = z.strictObject({
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, { error: 'repo must be written owner/name, as in github.com/owner/name' }),
  branch: z.string().regex(/^[\w./-]+$/, { error: 'branch must be a branch name such as main' }),
  authService: z
    .url({ protocol: /^https$/, error: 'authService must be the https:// address of the login service' })
    .refine((address) => new URL(address).pathname === '/' && !new URL(address).search, {
      error: 'authService must be the login service’s origin alone, such as https://login.example.workers.dev',
    })
    .optional(),
})

export type ContentManagerBackend = z.input<typeof backendSchema>

/** The settings, checked: a wrong one stops the build (it is a developer's mistake, in code). */
export function contentManagerBackend(backend: ContentManagerBackend = CONTENT_MANAGER_BACKEND): ContentManagerBackend {
  const result = backendSchema.safeParse(backend)
  if (!result.success) throw new Error(`site/cms/backend.ts: ${result.error.issues.map((issue) => issue.message).join('; ')}`)
  return result.data
}
