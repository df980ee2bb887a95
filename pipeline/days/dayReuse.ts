/**
 * A later day's check from today's build (laterDays.ts), redoing only what the day changes.
 *
 * What a file gives the check does not depend on the day but for what the site is that
 * day: which pages are online (a scheduled page comes, an ended one goes), the data of a
 * page whose jobs or intakes end, the entries its references name, and the pages its links
 * reach. So a later day takes today's build as it is (the files read, their front matter
 * loaded and validated, every page resolved: buildSite's record, index.ts) and redoes, with
 * the same functions as buildSite, only:
 * - the pages that day brings online, and those whose data it changes (their problems,
 *   links and anchors: resolveEntry), once for all the days on which what they read is
 *   the same;
 * - the files whose references name an entry that changes (it comes, goes, or the list of
 *   its collection that a message quotes changes);
 * - the link check of the files that link to a page that comes, goes or whose anchors
 *   change, and of the files with a broken link when the routes change (its suggestion
 *   reads every route);
 * - which files make the same page (duplicates).
 * Everything else gives that day what it gives today: messages the check has already
 * printed (laterDays.ts carries only the new ones), so they are not made again. The page
 * hints are left out: they are warnings, which a later day does not carry.
 *
 * The problems of the day come back in the order of buildSite's (file by file as read, and
 * in a file: duplicates, summaries, resolving, the link check), so that the check prints
 * the same lines in the same order as a build of the whole site that day would give.
 * tests/unit/laterDays.test.ts compares the two on every kind of change.
 */
import { VFile } from 'vfile'
import type { RefSource } from '../../model/fields.js'
import { type BuildOptions, type BuildRecord, buildRecord, type SiteBuild } from '../index.js'
import { type Loaded, reportDuplicateRoutes, routeOf, type Validated } from '../frontMatter/entries.js'
import { linkTargets } from '../check/site.js'
import { resolveEntry, resolveFailed, resolveSettings, summariesOf, summarise } from '../resolve/entries.js'
import { offlineOn, unavailableEntries } from '../resolve/online.js'
import { checkLinks } from '../check/links.js'
import { guarded, type Problem } from '../shared/problems.js'
import { type PendingLink, type ResolveContext, summaryKey, type UnavailableEntry } from '../resolve/resolve.js'
import { withoutEndedItems } from '../resolve/schedule.js'
import type { EntrySummary } from '../shared/types.js'

/** The site as it stands on `today`: drafts in or out, and the pages held back this morning. */
type DayView = { today: string; includeDrafts: boolean; heldBack?: ReadonlySet<string> }

export type LaterDays = {
  /** The problems that building the site for `view` gives, but for those it gives today as well. */
  problemsOn(view: DayView): Problem[]
}

/** The reuse of `build` (today's, by buildSite), if it was made of the same files and settings as `options` ask. */
export function laterDaysOf(build: SiteBuild, options: BuildOptions): LaterDays | undefined {
  const record = buildRecord(build)
  if (!record) return undefined
  const base = record.options
  const same =
    base.contentDir === options.contentDir &&
    record.cwd === (options.cwd ?? record.services.cwd) &&
    base.siteUrl === options.siteUrl &&
    base.basePath === options.basePath &&
    base.unsaved?.path === options.unsaved?.path &&
    base.unsaved?.text === options.unsaved?.text
  return same ? reuse(record) : undefined
}

/** What a file's resolving gave: its messages, its links (to be checked that day), its page's anchors once complete. */
type Resolved = { messages: Problem[]; links: PendingLink[]; ids?: Set<string> }

/** A resolved file: a page, a file whose front matter failed, or site.yaml. */
type Unit = { file: VFile; entry?: Validated; failed?: Loaded & { front: NonNullable<Loaded['front']> } }

function reuse(record: BuildRecord): LaterDays {
  const { options, loaded, entries, validated, settingsFile, settingsYaml, settingsParts, settings, lookupImage } = record
  const authors = settingsParts.authors
  const failedUnits: Unit[] = loaded.flatMap((item) =>
    item.entry || !item.front ? [] : [{ file: item.file, failed: { ...item, front: item.front } }],
  )
  const refs = new Map<VFile, RefSource[]>()
  const refsOf = (unit: Unit) => {
    let found = refs.get(unit.file)
    if (!found) {
      found = []
      collectRefs(unit.entry ? validated.get(unit.entry) : unit.failed ? unit.failed.validPart?.data : settingsParts, found)
      refs.set(unit.file, found)
    }
    return found
  }
  const todayAnswers = answers(record.summaries, record.unavailable)
  const summaryMemo = new Map<Validated, { summary?: EntrySummary; messages: Problem[] }>()
  const resolvedMemo = new Map<VFile, { key: unknown[]; resolved: Resolved }>()
  // Who links where today: target path → the files whose links name it.
  let linkers: Map<string, Set<VFile>> | undefined
  const linkersOf = (route: string) => {
    if (!linkers) {
      linkers = new Map()
      for (const link of record.links) {
        const target = linkTarget(link)
        if (!linkers.has(target)) linkers.set(target, new Set())
        linkers.get(target)!.add(link.file)
      }
    }
    return [...(linkers.get(route) ?? []), ...(linkers.get(`${route}/`) ?? [])]
  }
  const todayRoutes = [...record.anchors.keys()]

  function problemsOn({ today: day, includeDrafts, heldBack }: DayView): Problem[] {
    // Where that day's messages go: a blank copy of each file redone, read in buildSite's order at the end.
    const sinks = new Map<VFile, VFile>()
    const sinkOf = (file: VFile) => {
      let sink = sinks.get(file)
      if (!sink) {
        sink = blankCopy(file)
        sinks.set(file, sink)
      }
      return sink
    }

    // Which pages are online that day, and their data (as buildSite decides).
    const offline = offlineOn(entries, day, heldBack)
    const published = includeDrafts ? entries : entries.filter((entry) => !offline.has(entry))
    const dataOf = (entry: Validated) => (includeDrafts ? validated.get(entry)! : withoutEndedItems(validated.get(entry)!, day))
    reportDuplicateRoutes(published, (entry) => sinkOf(entry.file))

    const summaryOf = (entry: Validated) => {
      if (record.published.has(entry)) return record.summaryOf.get(entry)
      let made = summaryMemo.get(entry)
      if (!made) {
        const sink = blankCopy(entry.file)
        made = { summary: guarded(sink, () => summarise(entry, lookupImage, settings)), messages: sink.messages as Problem[] }
        summaryMemo.set(entry, made)
      }
      if (made.messages.length) sinkOf(entry.file).messages.push(...made.messages)
      return made.summary
    }
    const summaries = summariesOf(published, summaryOf)
    const unavailable = unavailableEntries(loaded, published, offline, options.contentDir)
    const dayAnswers = answers(summaries, unavailable)
    const refsChanged = (unit: Unit) => refsOf(unit).some((ref) => todayAnswers(ref) !== dayAnswers(ref))

    /** Resolves the unit as buildSite does, that day; again only when what it reads changed since the last time. */
    const redo = (unit: Unit, key: unknown[], step: (context: ResolveContext) => Set<string> | undefined): Resolved => {
      const sink = sinkOf(unit.file)
      const memo = resolvedMemo.get(unit.file)
      if (memo && sameList(memo.key, key)) {
        sink.messages.push(...memo.resolved.messages)
        return { ...memo.resolved, links: memo.resolved.links.map((link) => linkedFrom(link, sink)) }
      }
      const from = sink.messages.length
      const context: ResolveContext = {
        file: sink,
        front: (unit.entry ?? unit.failed)?.front ?? settingsYaml!,
        ...(unit.entry ? { route: unit.entry.route } : unit.failed && { route: routeOf(options.contentDir, unit.file) }),
        summaries,
        unavailable,
        lookupImage,
        links: [],
        ids: new Set(unit.entry ? ['main'] : []),
      }
      const ids = step(context)
      const resolved: Resolved = { messages: (sink.messages as Problem[]).slice(from), links: context.links, ...(ids && { ids }) }
      resolvedMemo.set(unit.file, { key, resolved })
      return resolved
    }

    // Resolving, in buildSite's order: the pages, the files whose front matter failed, site.yaml.
    const anchors = new Map<string, Set<string>>()
    const fresh: { unit: Unit; links: PendingLink[] }[] = []
    const kept: Unit[] = []
    for (const entry of published) {
      const unit: Unit = { file: entry.file, entry }
      const data = dataOf(entry)
      const before = record.resolved.get(entry.file)
      if (record.published.has(entry) && sameItems(data, entry.data) && !refsChanged(unit)) {
        if (before?.ids) anchors.set(entry.route, before.ids)
        kept.push(unit)
        continue
      }
      const resolved = redo(unit, [itemCounts(data), ...refsOf(unit).map(dayAnswers)], (context) =>
        guarded(context.file, () => {
          resolveEntry({ ...entry, file: context.file, data }, context, authors)
          return context.ids
        }),
      )
      if (resolved.ids) anchors.set(entry.route, resolved.ids)
      fresh.push({ unit, links: resolved.links })
    }
    const others: Unit[] = [...failedUnits, ...(settingsYaml ? [{ file: settingsFile }] : [])]
    for (const unit of others) {
      if (!refsChanged(unit)) {
        kept.push(unit)
        continue
      }
      const resolved = redo(unit, refsOf(unit).map(dayAnswers), (context) => {
        if (unit.failed) guarded(context.file, () => resolveFailed(unit.failed!, context, authors))
        else
          guarded(context.file, () =>
            resolveSettings(context, { settingsYaml: settingsYaml!, settingsParts, settings, options, lookupImage }),
          )
        return undefined
      })
      fresh.push({ unit, links: resolved.links })
    }

    // The link check: every link of the files redone, and the links today's files hold whose answer may change.
    const offlineRoutes = new Map<string, UnavailableEntry>(
      includeDrafts
        ? []
        : [...offline].map(([entry, reason]) => [entry.route, { file: entry.file.path, route: entry.route, offline: reason }]),
    )
    const changedRoutes = [
      ...new Set([...record.anchors.keys(), ...anchors.keys(), ...record.offlineRoutes.keys(), ...offlineRoutes.keys()]),
    ].filter(
      (route) =>
        !sameIds(record.anchors.get(route), anchors.get(route)) ||
        !sameUnavailable(record.offlineRoutes.get(route), offlineRoutes.get(route)),
    )
    const recheck = new Set(changedRoutes.flatMap(linkersOf))
    if (!sameList(todayRoutes, [...anchors.keys()])) for (const file of record.brokenLinks) recheck.add(file)
    const links = fresh.flatMap(({ links }) => links)
    for (const unit of kept) {
      if (!recheck.has(unit.file)) continue
      const before = record.resolved.get(unit.file)
      if (before) links.push(...record.links.slice(before.from, before.to).map((link) => linkedFrom(link, sinkOf(unit.file))))
    }
    checkLinks(links, linkTargets(anchors, record.failedRoutes, offlineRoutes, lookupImage))

    return [settingsFile, ...loaded.map((item) => item.file)].flatMap((file) => (sinks.get(file)?.messages as Problem[] | undefined) ?? [])
  }
  return { problemsOn }
}

/** An empty copy of a file to take one day's messages: its path and text (messages place themselves in it), and its data. */
function blankCopy(file: VFile): VFile {
  const copy = new VFile({ path: file.path, value: file.value, cwd: file.cwd })
  copy.data = file.data
  return copy
}

/** The same link, from `file` (its place still looked up only for a message). */
function linkedFrom(link: PendingLink, file: VFile): PendingLink {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(link)) as PendingLink
  copy.file = file
  return copy
}

/** The page a link names, as the link check reads it (links.ts): the path before ? and #, or the page it is on. */
function linkTarget({ href, fromRoute }: PendingLink): string {
  return href.split('#')[0].split('?')[0] || fromRoute || '/'
}

/** What a reference reads of the site: the summary it names, why that entry is not online, or the slugs its message lists. */
function answers(summaries: Map<string, EntrySummary>, unavailable: Map<string, UnavailableEntry>): (ref: RefSource) => unknown {
  const slugs = new Map<string, string>()
  const slugsOf = (collection: string) => {
    let listed = slugs.get(collection)
    if (listed === undefined) {
      listed = JSON.stringify([...summaries.values()].filter((summary) => summary.kind === collection).map((summary) => summary.slug))
      slugs.set(collection, listed)
    }
    return listed
  }
  return (ref) => {
    const key = summaryKey(ref.$ref, ref.slug)
    const summary = summaries.get(key)
    if (summary) return summary
    const entry = unavailable.get(key)
    if (entry) return entry.offline ? `offline ${entry.file} ${JSON.stringify(entry.offline)}` : 'unchecked'
    return `unknown ${slugsOf(ref.$ref)}`
  }
}

/** Every reference ({ $ref, slug }) in validated values. */
function collectRefs(value: unknown, found: RefSource[]): void {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, found)
  else if (value && typeof value === 'object') {
    if ('$ref' in value && 'slug' in value) found.push(value as RefSource)
    else for (const inner of Object.values(value)) collectRefs(inner, found)
  }
}

type Sections = { sections?: { jobs?: unknown[]; items?: unknown[] }[] }

/** How many jobs and intakes each section keeps: withoutEndedItems only leaves some out, so equal counts are equal data. */
const itemCounts = (data: Sections) => JSON.stringify((data.sections ?? []).map((section) => [section.jobs?.length, section.items?.length]))

const sameItems = (a: Sections, b: Sections) => a === b || itemCounts(a) === itemCounts(b)

const sameList = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((item, index) => item === b[index])

const sameIds = (a: Set<string> | undefined, b: Set<string> | undefined) => a === b || (!!a && !!b && sameList([...a], [...b]))

const sameUnavailable = (a: UnavailableEntry | undefined, b: UnavailableEntry | undefined) =>
  a === b || (!!a && !!b && a.file === b.file && a.route === b.route && JSON.stringify(a.offline) === JSON.stringify(b.offline))
