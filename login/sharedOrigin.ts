/**
 * Hosts that serve several sites from one origin. GitHub Pages serves every site of an
 * owner, each repository's and the owner's own, from https://OWNER.github.io; GitLab Pages
 * (OWNER.gitlab.io) and Codeberg Pages (OWNER.codeberg.page) do the same. The browser keeps
 * one localStorage per origin, and Decap keeps the editor's GitHub token there: on such an
 * origin, a page of any other site of the owner (a colleague's, a student's, a compromised
 * build's) reads the token, and receives it when the login service posts it to the origin.
 *
 * No dependencies: the login service (a Worker of its own) and the build (site/deploy.ts)
 * both decide with this one list.
 */
const SHARED_HOSTS = ['github.io', 'gitlab.io', 'codeberg.page'] as const

/** The shared host an origin is on (github.io for https://owner.github.io), or undefined for an origin of its own. */
export function sharedHostOf(origin: string): string | undefined {
  if (!URL.canParse(origin)) return undefined
  const host = new URL(origin).hostname.toLowerCase().replace(/\.$/, '')
  return SHARED_HOSTS.find((shared) => host === shared || host.endsWith(`.${shared}`))
}

/** Why editors must not log in on `origin`, in plain words, for the build's and the service's messages. */
export function sharedOriginRisk(origin: string, host: string): string {
  return `${origin} is shared by every site its owner publishes on ${host}: any of them could read an editor's GitHub token there`
}
