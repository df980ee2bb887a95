/**
 * Stage 6's steps for the whole site, once every file is resolved: the link check, the
 * page hints, the picture files, and every file's problems in the order they are listed.
 */
import type { VFile } from 'vfile'
import { collectionListedBy, type BlockType } from '../../model/blocks/index.js'
import type { SiteSettings } from '../../model/site.js'
import type { Validated } from '../frontMatter/entries.js'
import type { createImageCatalogue } from '../pictures/images.js'
import { FAVICON } from '../pictures/pictureKind.js'
import type { PictureFiles } from '../pictures/pictureMeasure.js'
import type { PageText, PendingLink, UnavailableEntry } from '../resolve/resolve.js'
import type { ResolvedRecord } from '../resolve/entries.js'
import { guarded, isError, type Problem } from '../shared/problems.js'
import type { EntrySummary } from '../shared/types.js'
import { reportHints } from './hints.js'
import { checkLinks, decodeOrKeep, type LinkTargets } from './links.js'

type ImageCatalogue = ReturnType<typeof createImageCatalogue>

/** The link check of every queued link, then the page hints; the files given a broken-link message. */
export function checkSite({
  resolved,
  links,
  anchors,
  failedRoutes,
  offlineRoutes,
  lookupImage,
  settings,
  settingsFile,
  texts,
  reached,
  published,
  summaries,
}: {
  resolved: Map<VFile, ResolvedRecord>
  links: PendingLink[]
  anchors: Map<string, Set<string>>
  failedRoutes: string[]
  offlineRoutes: Map<string, UnavailableEntry>
  lookupImage: ImageCatalogue
  settings: SiteSettings | undefined
  settingsFile: VFile
  texts: PageText[]
  reached: Set<string>
  published: Validated[]
  summaries: Map<string, EntrySummary>
}): Set<VFile> {
  const beforeLinkCheck = new Map([...resolved.keys()].map((file) => [file, file.messages.length]))
  checkLinks(links, linkTargets(anchors, failedRoutes, offlineRoutes, lookupImage))
  const brokenLinks = new Set(
    [...beforeLinkCheck].flatMap(([file, from]) =>
      (file.messages as Problem[]).slice(from).some((problem) => problem.ruleId === 'broken-link') ? [file] : [],
    ),
  )
  // The hints read what pages say with their site values filled in: not while site.yaml fails.
  if (settings) guarded(settingsFile, () => reportHints(texts, reachedPages(reached, links, published, [...summaries.values()], settings)))
  return brokenLinks
}

/**
 * Every file's problems: site.yaml's, the rejected files', the picture files' and the pages'.
 * Which pictures are used is only known when every file resolved: after an error, the
 * warning would name pictures that the broken file uses (one mistake, one message).
 */
export function collectProblems(
  { settingsFile, rejected, files }: { settingsFile: VFile; rejected: VFile[]; files: VFile[] },
  lookupImage: ImageCatalogue,
  pictures: PictureFiles,
  contentDir: string,
  cwd: string,
): { allFiles: VFile[]; problems: Problem[]; errors: boolean; used: Set<string> } {
  const checkedFiles = [settingsFile, ...rejected, ...pictures.check(contentDir, cwd), ...files]
  const errors = checkedFiles.some((file) => (file.messages as Problem[]).some(isError))
  const used = new Set([...lookupImage.used(), FAVICON].map(decodeOrKeep))
  const allFiles = errors ? checkedFiles : [...checkedFiles, ...pictures.unused(contentDir, cwd, used)]
  const problems = allFiles.flatMap((file) => file.messages as Problem[])
  return { allFiles, problems, errors, used }
}

/** What the link check checks links against: the pages' anchors, the pages it cannot check, those offline, the pictures. */
export function linkTargets(
  anchors: Map<string, Set<string>>,
  failedRoutes: string[],
  offline: Map<string, UnavailableEntry>,
  lookupImage: ImageCatalogue,
): LinkTargets {
  return {
    anchors,
    unchecked: new Set(failedRoutes),
    offline,
    imageProblem: (src) => {
      const found = lookupImage(src, '')
      return 'missing' in found ? found.missing : undefined
    },
  }
}

/**
 * Every page some other page links to: by a link, a reference, a block that lists its
 * whole collection (service-list), or a menu of site.yaml that does (header menu:
 * services); the footer's articles are only the latest few, so they do not count.
 */
function reachedPages(
  reached: Set<string>,
  links: PendingLink[],
  entries: Validated[],
  summaries: EntrySummary[],
  settings: SiteSettings,
): Set<string> {
  const all = new Set(reached)
  for (const link of links) {
    const target = link.href.startsWith('/') ? link.href.split(/[?#]/)[0] : undefined
    if (target && target !== link.fromRoute) all.add(target)
  }
  const listed = new Set<string>()
  for (const entry of entries)
    for (const section of (entry.data.sections as { type: BlockType }[] | undefined) ?? [])
      listed.add(collectionListedBy[section.type] ?? '')
  const menus = [...settings.navigation.header.map((item) => item.menu), ...settings.navigation.footer.map((group) => group.include)]
  for (const list of menus) if (list === 'services' || list === 'courses') listed.add(list.slice(0, -1))
  for (const summary of summaries) if (listed.has(summary.kind)) all.add(summary.href)
  return all
}
