/**
 * No symbolic links in content/ (issue 41, item 7). A link under content/ passed the check,
 * and what it pointed to was read and published: content/README.md linked to a file
 * elsewhere on the machine that builds had that file's text in /admin/site-index.json, and
 * content/blog/x.md linked to /etc/hostname would have been a page. Now every link under
 * content/ (to a file, a folder, outside or inside, broken) is an error at its own path,
 * and no reader of content/ goes through one (site/contentListing.ts). The local
 * backend's refusal of links is in localServers.test.ts and tests/unit/localBackend.test.ts.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSite } from '../../site/buildSite.js'
import { isError } from '../../pipeline/shared/problems.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { testRepoScript } from '../../scripts/lib/cmsTestRepo.js'
import { adminFiles } from '../../site/cms/adminFiles.js'
import { pictureLibrary, pictureUses } from '../../site/cms/pictureUses.js'
import { siteIndex } from '../../site/cms/siteIndex.js'
import { temporaryCacheDirs } from '../helpers/cacheDir.js'

temporaryCacheDirs('symlinks')

const LINK =
  'this is a symbolic link (a shortcut to another file or folder), which the site never reads through, so it is not published: replace it with the file or folder itself'
/** Words that are only in the files the links point to: none may come out anywhere. */
const SECRETS = ['OUTSIDE-README', 'OUTSIDE-PAGE', 'OUTSIDE-FOLDER', 'OUTSIDE-SETTINGS', 'OUTSIDE-PICTURE']

/** A copy of the site in root/content, and a folder beside it (root/outside) that the links lead to. */
function siteCopy() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'symlinks-'))
  const contentDir = path.join(root, 'content')
  cpSync('content', contentDir, { recursive: true })
  const outside = path.join(root, 'outside')
  mkdirSync(path.join(outside, 'folder'), { recursive: true })
  const article = readFileSync(path.join(contentDir, 'blog/ai-tech-solutions.md'), 'utf8')
  writeFileSync(path.join(outside, 'notes.md'), '# OUTSIDE-README\n\nKeys: OUTSIDE-README.\n')
  writeFileSync(path.join(outside, 'page.md'), article.replace(/^title: .*$/m, 'title: OUTSIDE-PAGE'))
  writeFileSync(path.join(outside, 'folder/index.md'), '---\ntitle: OUTSIDE-FOLDER\ndescription: OUTSIDE-FOLDER\n---\nOUTSIDE-FOLDER\n')
  writeFileSync(
    path.join(outside, 'site.yaml'),
    readFileSync('content/site.yaml', 'utf8')
      .replace(/^name: .*$/m, 'name: OUTSIDE-SETTINGS')
      .replace('logo.svg', 'outside.svg'),
  )
  writeFileSync(path.join(outside, 'picture.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>OUTSIDE-PICTURE</title></svg>')
  return { root, contentDir, outside }
}

/** Everything the check and the build make of the content, and /admin's files of it, as text. */
function everythingMadeOf(contentDir: string, build: ReturnType<typeof buildSite>) {
  const replacer = (_key: string, value: unknown) => (value instanceof Map ? [...value] : value instanceof Set ? [...value] : value)
  const admin = adminFiles(contentDir, build.site?.settings, 'http://127.0.0.1:5173/api/cms/backend', build.site)
  return {
    check: JSON.stringify(build.problems.map(formatProblem)),
    site: JSON.stringify(build.site, replacer) ?? '',
    'site-index.json': siteIndex(contentDir),
    'site-index.json (published)': siteIndex(contentDir, { publicOnly: true }),
    'pictures.json': pictureLibrary(contentDir),
    'picture uses': JSON.stringify(pictureUses(contentDir), replacer),
    'config.yml': String(admin['config.yml']()),
    'test-repo.js': testRepoScript(contentDir),
  }
}

describe('a symbolic link under content/', () => {
  it('is an error at its path, whatever it points to, and what it points to is read nowhere', () => {
    const { root, contentDir, outside } = siteCopy()
    rmSync(path.join(contentDir, 'README.md'))
    symlinkSync(path.join(outside, 'notes.md'), path.join(contentDir, 'README.md'))
    symlinkSync(path.join(outside, 'page.md'), path.join(contentDir, 'blog/outside-page.md'))
    symlinkSync(path.join(outside, 'folder'), path.join(contentDir, 'linked'))
    symlinkSync(path.join(outside, 'gone.md'), path.join(contentDir, 'broken.md'))
    symlinkSync(path.join(outside, 'picture.svg'), path.join(contentDir, 'images/outside.svg'))
    // Inside content/ too: a second name for a picture, and for a folder of pictures.
    symlinkSync(path.join(contentDir, 'images/logo.svg'), path.join(contentDir, 'images/alias.svg'))
    symlinkSync(path.join(contentDir, 'images/blog'), path.join(contentDir, 'images/covers'))
    const build = buildSite({ contentDir, cwd: root, keepGoodPages: true })
    expect(build.problems.filter(isError).map(formatProblem)).toEqual(
      [
        'content/README.md',
        'content/blog/outside-page.md',
        'content/broken.md',
        'content/images/alias.svg',
        'content/images/covers',
        'content/images/outside.svg',
        'content/linked',
      ].map((name) => `${name}:1:1  ${LINK}`),
    )
    // The rest of the site is still built (as the dev server builds), without them.
    expect(build.site?.pages.has('/blog/ai-tech-solutions')).toBe(true)
    expect(build.site?.pages.has('/blog/outside-page')).toBe(false)
    expect(build.site?.pages.has('/linked')).toBe(false)
    for (const [what, text] of Object.entries(everythingMadeOf(contentDir, build)))
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${what}`).toBe(false)
    // Their names are not offered as pictures or folders either.
    expect(JSON.parse(everythingMadeOf(contentDir, build)['pictures.json'])).toMatchObject({ folders: ['', 'blog'] })
    expect(everythingMadeOf(contentDir, build)['pictures.json']).not.toMatch(/alias|covers|outside/)
  })

  it('as site.yaml: an error there, and the site is not built from the file it points to', () => {
    const { root, contentDir, outside } = siteCopy()
    rmSync(path.join(contentDir, 'site.yaml'))
    symlinkSync(path.join(outside, 'site.yaml'), path.join(contentDir, 'site.yaml'))
    const build = buildSite({ contentDir, cwd: root })
    expect(build.problems.filter(isError).map(formatProblem)).toEqual([`content/site.yaml:1:1  ${LINK}`])
    expect(build.site).toBeUndefined()
    for (const [what, text] of Object.entries(everythingMadeOf(contentDir, build)))
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${what}`).toBe(false)
  })

  it('as the folder of pictures: an error there, and no picture is read through it', () => {
    const { root, contentDir, outside } = siteCopy()
    cpSync(path.join(contentDir, 'images'), path.join(outside, 'images'), { recursive: true })
    writeFileSync(path.join(outside, 'images/extra.svg'), readFileSync(path.join(outside, 'picture.svg')))
    rmSync(path.join(contentDir, 'images'), { recursive: true })
    symlinkSync(path.join(outside, 'images'), path.join(contentDir, 'images'))
    const build = buildSite({ contentDir, cwd: root })
    const errors = build.problems.filter(isError).map(formatProblem)
    expect(errors).toContain(`content/images:1:1  ${LINK}`)
    // Every picture the site shows is then missing, at the line that shows it.
    const others = errors.filter((line) => line !== `content/images:1:1  ${LINK}`)
    expect(others.length).toBeGreaterThan(0)
    for (const line of others) expect(line).toMatch(/ the picture \/images\/\S+ does not exist in content\/images/)
    for (const [what, text] of Object.entries(everythingMadeOf(contentDir, build)))
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${what}`).toBe(false)
  })
})
