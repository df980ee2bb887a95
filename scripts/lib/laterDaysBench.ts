/**
 * `npm run bench -- --later-days N`: what the check of the days to come costs
 * (pipeline/days/laterDays.ts). The last N articles of the benchmark's content (in the order
 * they were written: each links only to articles before it) are scheduled on N later
 * days, one a day in that order, so every link works on every day; `npm run check` is
 * timed warm (its caches made by a first, untimed run) with them scheduled and with none,
 * in turns, and the medians and their ratio are printed.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { todayInKampala } from '../../pipeline/resolve/schedule.js'
import { median } from './figures.js'

/** CPU seconds of the finished child processes of this one, and their children (Linux: /proc/self/stat). */
export function childrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  return (Number(fields[13]) + Number(fields[14])) / 100
}

/** The day `count` days after `day` (2026-12-31, 1 → 2027-01-01). */
const daysAfter = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)

/** The article's text with `publishDate: day` after its `date:` line (or without any publishDate). */
function scheduled(text: string, day: string | undefined): string {
  const unscheduled = text.replace(/^publishDate: .*\n/m, '')
  return day ? unscheduled.replace(/^(date: .*\n)/m, `$1publishDate: ${day}\n`) : unscheduled
}

type Timing = { seconds: number; cpu: number }

/** One `npm run check` (as npm runs it, without npm's start-up): wall and CPU seconds. Exits when the check fails. */
async function check(env: NodeJS.ProcessEnv): Promise<Timing> {
  const cpuBefore = childrenCpu()
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/run.mjs', 'check'], { env })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const [status] = (await once(child, 'close')) as [number | null]
  const seconds = (performance.now() - started) / 1000
  if (status !== 0) {
    console.error(output.slice(-4000))
    console.error('npm run check failed on the benchmark content (above): no figures')
    process.exit(1)
  }
  return { seconds, cpu: childrenCpu() - cpuBefore }
}

/**
 * `articles`: the article files of the benchmark's content (paths), in the order they were
 * written; the last `count` are scheduled. `runs` timed checks of each kind, taken in turns.
 */
export async function benchLaterDays({
  articles,
  count,
  runs,
  env,
}: {
  articles: string[]
  count: number
  runs: number
  env: NodeJS.ProcessEnv
}): Promise<void> {
  if (count > articles.length) throw new Error(`--later-days ${count}: the content has only ${articles.length} articles`)
  const today = env.SITE_TODAY ?? todayInKampala()
  const chosen = articles.slice(-count)
  const texts = new Map(chosen.map((file) => [file, scheduled(readFileSync(file, 'utf8'), undefined)]))
  // chosen[0] tomorrow, chosen[count - 1] on the last day.
  const schedule = (on: boolean) => {
    for (const [index, file] of chosen.entries())
      writeFileSync(file, scheduled(texts.get(file)!, on ? daysAfter(today, index + 1) : undefined))
  }
  console.log(
    `npm run check, warm, with ${count} of the ${articles.length} articles scheduled on ${count} later days (${daysAfter(today, 1)} to ${daysAfter(today, count)}: ${path.basename(chosen[0])} first, ${path.basename(chosen.at(-1)!)} last) and with none; ${runs} run${runs === 1 ? '' : 's'} each, in turns`,
  )
  const timings: Record<'none' | 'later', Timing[]> = { none: [], later: [] }
  // Untimed: the Markdown and front-matter caches made, the scripts compiled.
  for (const kind of ['none', 'later'] as const) {
    schedule(kind === 'later')
    await check(env)
  }
  for (let round = 0; round < runs; round++)
    for (const kind of ['none', 'later'] as const) {
      schedule(kind === 'later')
      const timing = await check(env)
      timings[kind].push(timing)
      console.log(
        `  ${kind === 'none' ? 'no later day ' : `${count} later days`}  ${timing.seconds.toFixed(2).padStart(6)} s  CPU ${timing.cpu.toFixed(2).padStart(6)} s`,
      )
    }
  schedule(false)
  const wall = (kind: 'none' | 'later') => median(timings[kind].map((timing) => timing.seconds))
  const cpu = (kind: 'none' | 'later') => median(timings[kind].map((timing) => timing.cpu))
  console.log(`median, no later day:     ${wall('none').toFixed(2)} s  CPU ${cpu('none').toFixed(2)} s`)
  console.log(`median, ${`${count} later days:`.padEnd(17)} ${wall('later').toFixed(2)} s  CPU ${cpu('later').toFixed(2)} s`)
  console.log(`ratio: ${(wall('later') / wall('none')).toFixed(2)}× wall, ${(cpu('later') / cpu('none')).toFixed(2)}× CPU`)
}
