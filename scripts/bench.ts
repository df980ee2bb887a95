/**
 * npm run bench -- --posts N: how the build scales. Copies content/ into .bench/, adds N
 * seeded synthetic articles (about 1,000 words of GFM each, with a table, a code block,
 * lists and links to earlier posts), then runs the production build twice: cold (empty
 * Markdown cache) and warm (nothing changed), then with one article changed ("edit"). Prints wall time, ms per page, peak memory
 * and where the time went. A benchmark that prints figures, not a test.
 *
 * --corpus DIR builds the articles of DIR instead (such as a neutral corpus that other site
 * generators are benchmarked on): their bodies as they are, links to other posts without the trailing slash, and
 * their front matter adapted to the model (this site's author, a local cover, no tags).
 * --runs N repeats the cold and warm builds N times and prints each; --cold-only skips the warm ones.
 *
 * --cms measures the content manager instead: kB transferred and time until usable, cold
 * and warm, in the dev server and the built site (scripts/lib/cmsBench.ts).
 * --cms-preview measures the published content manager's preview, made in the browser: kB
 * added to /admin and the time from a keystroke to the preview (scripts/lib/previewBench.ts).
 *
 * --pictures N gives the first N articles a 4000 × 3000 photo-like JPEG cover, and then
 * also prints what a phone (390 px wide, 2 device pixels per px) loads of one cover.
 *
 * --later-days N times `npm run check` instead (warm), with the last N articles scheduled
 * on N later days and with none, and prints the ratio (scripts/lib/laterDaysBench.ts);
 * --runs gives the number of checks of each kind (3 by default).
 */
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { benchCms } from './lib/cmsBench.js'
import { benchLaterDays, childrenCpu } from './lib/laterDaysBench.js'
import { benchCmsPreview } from './lib/previewBench.js'
import { seededRandom } from './lib/random.js'
import { syntheticPhoto } from './lib/syntheticPhoto.js'
import { sampleTreeMemory } from './lib/treeMemory.js'

const { values } = parseArgs({
  options: {
    posts: { type: 'string' },
    pictures: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    corpus: { type: 'string' },
    runs: { type: 'string' },
    'cold-only': { type: 'boolean', default: false },
    cms: { type: 'boolean', default: false },
    'cms-preview': { type: 'boolean', default: false },
    'later-days': { type: 'string' },
  },
})
// --cms: only what /admin costs an editor (scripts/lib/cmsBench.ts).
if (values.cms) {
  await benchCms()
  process.exit(0)
}
if (values['cms-preview']) {
  await benchCmsPreview()
  process.exit(0)
}
const posts = Number(values.posts ?? (values.corpus ? Number.POSITIVE_INFINITY : 1000))
const pictures = Math.min(Number(values.pictures), posts)
const root = path.resolve('.bench')
const contentDir = path.join(root, 'content')
const env = {
  ...process.env,
  CONTENT_DIR: contentDir,
  DIST_DIR: path.join(root, 'dist'),
  CONTENT_CACHE_DIR: path.join(root, 'cache'),
  PICTURE_CACHE_DIR: path.join(root, 'picture-cache'),
  CODE_CACHE_DIR: path.join(root, 'code-cache'),
}

const WORDS =
  'system data cloud network secure mobile money farmers clinic school district budget service team platform digital records citizens report dashboard analysis growth customers payment training skills partner support process quality response market'.split(
    ' ',
  )

function article(index: number, next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]
  const sentence = (words: number) => {
    const text = Array.from({ length: words }, () => pick(WORDS)).join(' ')
    return `${text[0].toUpperCase()}${text.slice(1)}.`
  }
  const paragraph = () => Array.from({ length: 5 }, () => sentence(12 + Math.floor(next() * 8))).join(' ')
  const earlier = () => `[an earlier post](/blog/bench-post-${Math.floor(next() * index)})`
  const date = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10)
  const sections = Array.from({ length: 4 }, (_, n) =>
    [
      `## ${sentence(4).slice(0, -1)} ${n + 1}`,
      paragraph(),
      index > 0 ? `${paragraph()} See ${earlier()}.` : paragraph(),
      [`- ${sentence(8)}`, `- ${sentence(8)}`, `- ${sentence(8)}`].join('\n'),
    ].join('\n\n'),
  )
  const table = [
    '| Item | Share | Note |',
    '|---|---:|---|',
    ...Array.from({ length: 4 }, () => `| ${pick(WORDS)} | ${Math.floor(next() * 100)}% | ${sentence(4)} |`),
  ].join('\n')
  const code = ['```js', `const total = items.reduce((sum, item) => sum + item.${pick(WORDS)}, 0)`, 'console.log(total)', '```'].join('\n')
  return `---
title: "Bench post ${index}: ${sentence(5).slice(0, -1)}"
description: "${sentence(16)}"
image:
  src: ${index < pictures ? `/images/bench/cover-${index}.jpg` : '/images/blog/ai-tech-solutions.svg'}
  alt: "Abstract illustration of a network"
date: ${date}
category: Tech Solutions
author: editorial-team
related: []
---

${paragraph()}

${sections.slice(0, 2).join('\n\n')}

${table}

${code}

${sections.slice(2).join('\n\n')}

1. ${sentence(10)}
2. ${sentence(10)}
3. ${sentence(10)}
`
}

/** A post of a shared corpus, its front matter made to fit the model; the body as it is. */
function adapted(text: string): string {
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(front)?.[1]
  return `---
title: ${field('title')}
description: ${field('description')}
image:
  src: /images/blog/ai-tech-solutions.svg
  alt: "Abstract illustration of a network"
date: ${field('date')}
category: ${field('category')}
author: editorial-team
---
${body.replace(/\]\((\/blog\/[^)\s]+?)\/\)/g, ']($1)')}`
}

rmSync(root, { recursive: true, force: true })
mkdirSync(root, { recursive: true })
cpSync('content', contentDir, { recursive: true })
const next = seededRandom(Number(values.seed))
const corpus = values.corpus
  ? readdirSync(values.corpus)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .slice(0, posts)
  : []
if (values.corpus)
  for (const name of corpus)
    writeFileSync(path.join(contentDir, 'blog', name), adapted(readFileSync(path.join(values.corpus, name), 'utf8')))
else
  for (let index = 0; index < posts; index++) writeFileSync(path.join(contentDir, 'blog', `bench-post-${index}.md`), article(index, next))
mkdirSync(path.join(contentDir, 'images', 'bench'), { recursive: true })
for (let index = 0; index < pictures; index++)
  writeFileSync(path.join(contentDir, 'images', 'bench', `cover-${index}.jpg`), await syntheticPhoto(4000, 3000, index + 1))

// --later-days N: the check of the days to come, timed (scripts/lib/laterDaysBench.ts).
if (values['later-days']) {
  const blog = path.join(contentDir, 'blog')
  // In the order they were written: each links only to articles before it (post-00003 to post-00001, bench-post-3 to bench-post-1).
  const articles = values.corpus ? corpus : Array.from({ length: posts }, (_, index) => `bench-post-${index}.md`)
  await benchLaterDays({
    articles: articles.map((name) => path.join(blog, name)),
    count: Number(values['later-days']),
    runs: Number(values.runs ?? 3),
    env,
  })
  if (!values.keep) rmSync(root, { recursive: true, force: true })
  process.exit(0)
}

/** One build: wall and CPU time, and the peak memory of all its processes together. */
async function run(label: string) {
  const cpuBefore = childrenCpu()
  const started = performance.now()
  const build = spawn(process.execPath, ['scripts/run.mjs', 'build'], { env })
  const memory = sampleTreeMemory(build.pid!)
  let stdout = ''
  let stderr = ''
  build.stdout.on('data', (chunk) => (stdout += chunk))
  build.stderr.on('data', (chunk) => (stderr += chunk))
  const [status] = (await once(build, 'close')) as [number | null]
  const peakMB = memory.stop()
  const seconds = (performance.now() - started) / 1000
  if (status !== 0) {
    console.error(stdout.slice(-4000), stderr.slice(-4000))
    process.exit(1)
  }
  const pages = Number(/✔ (\d+) pages built/.exec(stdout)?.[1])
  const phases = /Time: (.*)/.exec(stdout)?.[1]
  const ownPeaks = /Peak memory \(RSS\): (.*)/.exec(stdout)?.[1]
  const cpu = childrenCpu() - cpuBefore
  console.log(
    `${label.padEnd(5)} ${String(pages).padStart(5)} pages  ${seconds.toFixed(1).padStart(6)} s  CPU ${cpu.toFixed(1).padStart(6)} s  ${((seconds * 1000) / pages).toFixed(1).padStart(6)} ms/page  peak RSS ${peakMB} MB (all processes)`,
  )
  console.log(`      ${phases}`)
  console.log(`      each process's own peak: ${ownPeaks}`)
  return cpu
}

/** The CPU seconds remark-parse + remark-gfm alone take on the same texts (scripts/remark-alone.ts). */
function remarkAloneCpu(): number {
  const result = spawnSync(process.execPath, ['scripts/run.mjs', 'remark-alone', contentDir], { encoding: 'utf8' })
  console.log(result.stdout.trim())
  return Number(/([\d.]+) s CPU/.exec(result.stdout)?.[1])
}

console.log(
  values.corpus
    ? `Build with the ${corpus.length} articles of ${values.corpus} on ${process.platform}, Node ${process.version}`
    : `Build with ${posts} synthetic articles (seed ${values.seed}) on ${process.platform}, Node ${process.version}`,
)
for (let round = 0; round < Number(values.runs ?? 1); round++) {
  // Cold: no Markdown cache, no picture cache, no /admin/pipeline.js of this code, no previous build.
  for (const dir of ['cache', 'picture-cache', 'code-cache', 'dist']) rmSync(path.join(root, dir), { recursive: true, force: true })
  const coldCpu = await run('cold')
  const parserCpu = remarkAloneCpu()
  console.log(`      a cold build's CPU is ${(coldCpu / parserCpu).toFixed(1)}× what remark-parse + remark-gfm alone take on its texts`)
  if (values['cold-only']) continue
  await run('warm')
  // One article changed, as a pull request that edits one post: a sentence added to the newest.
  const edited = path.join(
    contentDir,
    'blog',
    readdirSync(path.join(contentDir, 'blog'))
      .filter((name) => name.endsWith('.md') && name !== 'index.md')
      .sort()
      .at(-1)!,
  )
  writeFileSync(edited, `${readFileSync(edited, 'utf8')}\nOne more sentence, edited in round ${round + 1}.\n`)
  await run('edit')
}
if (pictures) {
  // The cover's sizes attribute (components/templates/ArticlePage.tsx) is 100vw below
  // 48rem: 390 × 2 = 780 device pixels, so the browser takes the 960 px WebP.
  const sized = path.join(root, 'dist', 'client', 'images', 'sized', 'bench')
  const cover = readdirSync(sized).find((name) => /^cover-0-\w+-960\.webp$/.test(name))!
  const original = statSync(path.join(contentDir, 'images', 'bench', 'cover-0.jpg')).size
  console.log(
    `a phone loads a 4000 × 3000 cover (${(original / 1024).toFixed(0)} kB uploaded) as ${cover}: ${(statSync(path.join(sized, cover)).size / 1024).toFixed(0)} kB`,
  )
}
// --keep leaves .bench/ (content, cache, dist) for profiling a build by hand.
if (!values.keep) rmSync(root, { recursive: true, force: true })
