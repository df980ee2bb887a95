/**
 * A picture is a picture (issue 41, item 4). GIF bytes with a script after them, saved as
 * content/images/blog/chart.html and shown as ![A chart](/images/blog/chart.html), passed
 * `npm run check` and were published byte for byte: served as text/html from the site's
 * origin, the page could read the content manager's GitHub token; as chart.js the same
 * bytes passed every page's `script-src 'self'`. Now a file of content/images is published
 * only when its name's ending is its kind's (pipeline/pictures/pictureKind.ts), and the check says
 * at the file, and at each line that shows it, what it really is and the name to give it.
 * The local backend's refusal of the same files is in localServers.test.ts.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '../../site/buildSite.js'
import { pictureUploadProblem, pictureVerdict } from '../../pipeline/pictures/pictureKind.js'
import { isError } from '../../pipeline/shared/problems.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { writeSiteFiles } from '../../site/siteFiles.js'
import { temporaryCacheDirs } from '../helpers/cacheDir.js'
import { jpeg, misnamed, NOT_A_PICTURE, otherKind, PAGE, POLYGLOT, STOLEN } from '../helpers/pictureAttacks.js'

temporaryCacheDirs('pictures')

const ARTICLE = 'blog/ai-tech-solutions.md'
/** The pictures an editor (or an intern with the content manager) could upload, and what the check says of each. */
let files: Record<string, Buffer>

beforeAll(async () => {
  files = {
    'images/blog/chart.html': POLYGLOT,
    'images/blog/chart.js': POLYGLOT,
    'images/blog/chart.svg': POLYGLOT,
    'images/blog/chart.png': POLYGLOT,
    'images/blog/page.jpg': PAGE,
    'images/blog/team-photo.png': await jpeg(),
    'images/og.jpg': readFileSync('content/images/share-default.png'),
  }
})

/** A copy of the site (in root/content) holding the files, an article that shows each, and the share picture of site.yaml. */
function siteWithPictures() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pictures-'))
  const contentDir = path.join(root, 'content')
  cpSync('content', contentDir, { recursive: true })
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(contentDir, name), bytes)
  const article = readFileSync(path.join(contentDir, ARTICLE), 'utf8').trimEnd()
  const shown = ['chart.html', 'chart.js', 'chart.svg', 'chart.png', 'page.jpg', 'team-photo.png']
  writeFileSync(
    path.join(contentDir, ARTICLE),
    `${article}\n${shown.map((name) => `\n![A picture of ours](/images/blog/${name})\n`).join('')}`,
  )
  const settings = readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')
  writeFileSync(path.join(contentDir, 'site.yaml'), settings.replace('shareImage: /images/share-default.png', 'shareImage: /images/og.jpg'))
  // The line of the first picture the article shows: after its text and a blank line.
  const firstLine = article.split('\n').length + 2
  const shareLine = settings.split('\n').findIndex((line) => line.startsWith('shareImage:')) + 1
  return { root, contentDir, firstLine, shareLine }
}

describe('the check', () => {
  it('refuses a picture under another kind’s name, or a file that is no picture, at the file and at each line that shows a misnamed one', () => {
    const { root, contentDir, firstLine, shareLine } = siteWithPictures()
    const build = buildSite({ contentDir, cwd: root })
    const at = (index: number) => `content/${ARTICLE}:${firstLine + 2 * index}:1  `
    const use = (name: string, problem: string, rename: string) =>
      `the picture /images/blog/${name} cannot be published: ${problem}, and write /images/blog/${rename} here`
    expect(build.problems.filter(isError).map(formatProblem).sort()).toEqual(
      [
        `content/site.yaml:${shareLine}:13  shareImage  the picture /images/og.jpg cannot be published: ${otherKind('.jpg', 'a PNG picture', '.png', 'og.png')}, and write /images/og.png here`,
        `content/images/og.jpg:1:1  ${otherKind('.jpg', 'a PNG picture', '.png', 'og.png')}`,
        `content/images/blog/chart.html:1:1  ${misnamed('a GIF picture', 'chart.gif')}`,
        `content/images/blog/chart.js:1:1  ${misnamed('a GIF picture', 'chart.gif')}`,
        `content/images/blog/chart.svg:1:1  ${otherKind('.svg', 'a GIF picture', '.gif', 'chart.gif')}`,
        `content/images/blog/chart.png:1:1  ${otherKind('.png', 'a GIF picture', '.gif', 'chart.gif')}`,
        `content/images/blog/page.jpg:1:1  ${NOT_A_PICTURE}`,
        `content/images/blog/team-photo.png:1:1  ${otherKind('.png', 'a JPEG picture', '.jpg or .jpeg', 'team-photo.jpg')}`,
        at(0) + use('chart.html', misnamed('a GIF picture', 'chart.gif'), 'chart.gif'),
        at(1) + use('chart.js', misnamed('a GIF picture', 'chart.gif'), 'chart.gif'),
        at(2) + use('chart.svg', otherKind('.svg', 'a GIF picture', '.gif', 'chart.gif'), 'chart.gif'),
        at(3) + use('chart.png', otherKind('.png', 'a GIF picture', '.gif', 'chart.gif'), 'chart.gif'),
        // A file that is no picture is reported once, at the file: there is no name to give it.
        at(5) + use('team-photo.png', otherKind('.png', 'a JPEG picture', '.jpg or .jpeg', 'team-photo.jpg'), 'team-photo.jpg'),
      ].sort(),
    )
    // So the build stops before it writes anything.
    expect(build.site).toBeUndefined()
  })

  it('takes every kind under each of its endings, in any case', async () => {
    const bytes = {
      jpeg: await jpeg(),
      png: files['images/og.jpg'],
      gif: POLYGLOT.subarray(0, POLYGLOT.indexOf('<')),
      webp: await jpegAs('webp'),
      avif: await jpegAs('avif'),
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    }
    const named = {
      jpeg: ['a.jpg', 'a.JPG', 'a.jpeg', 'a.Jpeg'],
      png: ['a.png', 'a.PNG'],
      gif: ['a.gif', 'a.GIF'],
      webp: ['a.webp', 'a.WebP'],
      avif: ['a.avif', 'a.AVIF'],
      svg: ['a.svg', 'a.SVG'],
    }
    for (const [type, names] of Object.entries(named))
      for (const name of names) expect(pictureVerdict(name, bytes[type as keyof typeof bytes]), name).toEqual({ type })
    // And no kind under another's ending, nor under no picture's.
    for (const [type, names] of Object.entries(named))
      for (const [other, picture] of Object.entries(bytes))
        if (other !== type) for (const name of names) expect('problem' in pictureVerdict(name, picture), `${other} as ${name}`).toBe(true)
    for (const name of ['a.html', 'a.js', 'a.mjs', 'a.xml', 'a.svgz', 'a', 'a.gif.html', 'a.gif.']) {
      expect(pictureVerdict(name, bytes.gif)).toEqual({ problem: misnamed('a GIF picture', 'a.gif'), rename: 'a.gif' })
    }
  })
})

/** A real picture of this kind (sharp writes WebP and AVIF). */
const jpegAs = async (format: 'webp' | 'avif') => {
  const sharp = (await import('sharp')).default
  return sharp(await jpeg())
    [format]()
    .toBuffer()
}

describe('the build', () => {
  it('writes none of them, even with the check’s errors set aside (as the dev server builds)', async () => {
    const { root, contentDir } = siteWithPictures()
    const build = buildSite({ contentDir, cwd: root, keepGoodPages: true })
    expect(build.site).toBeDefined()
    // The pages show them (so the build would write them, were they pictures named as their kind).
    for (const name of ['chart.html', 'chart.js', 'chart.svg', 'chart.png', 'team-photo.png'])
      expect(build.site!.pictures.has(`/images/blog/${name}`), name).toBe(true)
    const clientDir = path.join(root, 'client')
    await writeSiteFiles(clientDir, build.site!, contentDir)
    const written = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    expect(written).toContain('images/logo.svg')
    expect(written.filter((name) => /^images\/(blog\/|sized\/)?(chart|page|team-photo|og)[.-]/.test(name))).toEqual([])
    // Their bytes are nowhere in what is published (the site index names pictures, never holds them).
    for (const name of written)
      expect(readFileSync(path.join(clientDir, name)).includes(`localStorage.getItem('${STOLEN}')`), name).toBe(false)
  }, 120_000)
})

describe('an upload, to the local backend and the picture library', () => {
  it('is refused for what it is, in the check’s words after its path', async () => {
    // cms/mediaLibrary.ts and dev/localBackend.ts both ask pictureUploadProblem (localServers.test.ts replays the backend).
    expect(pictureUploadProblem('content/images/blog/chart.html', POLYGLOT)).toBe(
      `content/images/blog/chart.html: ${misnamed('a GIF picture', 'chart.gif')}`,
    )
    expect(pictureUploadProblem('content/images/blog/chart.js', POLYGLOT)).toBe(
      `content/images/blog/chart.js: ${misnamed('a GIF picture', 'chart.gif')}`,
    )
    expect(pictureUploadProblem('content/images/blog/chart.svg', POLYGLOT)).toBe(
      `content/images/blog/chart.svg: ${otherKind('.svg', 'a GIF picture', '.gif', 'chart.gif')}`,
    )
    expect(pictureUploadProblem('content/images/blog/chart.png', POLYGLOT)).toBe(
      `content/images/blog/chart.png: ${otherKind('.png', 'a GIF picture', '.gif', 'chart.gif')}`,
    )
    expect(pictureUploadProblem('content/images/blog/page.jpg', PAGE)).toBe(`content/images/blog/page.jpg: ${NOT_A_PICTURE}`)
    expect(pictureUploadProblem('content/images/blog/photo.png', await jpeg())).toBe(
      `content/images/blog/photo.png: ${otherKind('.png', 'a JPEG picture', '.jpg or .jpeg', 'photo.jpg')}`,
    )
    expect(pictureUploadProblem('content/images/blog/chart.gif', POLYGLOT)).toBeUndefined()
  })

  it('is asked of the bytes in the picture library before anything is sent', () => {
    const library = readFileSync('cms/mediaLibrary.ts', 'utf8')
    expect(library).toContain("import { pictureUploadProblem } from '../pipeline/pictures/pictureKind.js'")
    expect(library).toMatch(
      /pictureUploadProblem\(`\$\{folderPath\(folder\)\}\/\$\{name\}`, new Uint8Array\(await file\.arrayBuffer\(\)\)\)/,
    )
  })
})
