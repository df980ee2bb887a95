/**
 * The one listing of content/ (site/contentListing.ts): it never goes through a
 * symbolic link, whatever the link leads to (a file, a folder, nothing, outside content/
 * or inside it), and leaves hidden files and folders out with everything under them.
 * tests/security/symlinks.test.ts replays the links on the check, the build and /admin.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { byName, type ContentFolder, filesIn, pictureNamesIn, SYMBOLIC_LINK } from '../../pipeline/read/contentListing.js'
import { contentFiles, isPlain, listContent, pictureNames } from '../../site/contentListing.js'

let root: string
let contentDir: string
let outside: string
const write = (name: string, text = 'text') => {
  mkdirSync(path.dirname(path.join(contentDir, name)), { recursive: true })
  writeFileSync(path.join(contentDir, name), text)
}
const link = (target: string, name: string) => symlinkSync(target, path.join(contentDir, name))

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'content-listing-'))
  contentDir = path.join(root, 'content')
  outside = path.join(root, 'outside')
  mkdirSync(contentDir)
  mkdirSync(path.join(outside, 'folder'), { recursive: true })
  writeFileSync(path.join(outside, 'secret.md'), 'OUTSIDE')
  writeFileSync(path.join(outside, 'folder/page.md'), 'OUTSIDE')
  writeFileSync(path.join(outside, 'folder/photo.png'), 'OUTSIDE')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('listContent', () => {
  it('lists files and folders by their path below content/, sorted by name as code points, and what is inside each folder', () => {
    write('index.md')
    write('blog/first.md')
    write('blog/2024/old.md')
    write('blog-notes.md')
    write('Zebra.md')
    write('about/index.md')
    mkdirSync(path.join(contentDir, 'empty'))
    expect(listContent(contentDir)).toEqual([
      { name: 'Zebra.md', kind: 'file' },
      { name: 'about', kind: 'folder' },
      { name: 'about/index.md', kind: 'file' },
      { name: 'blog', kind: 'folder' },
      // '-' comes before '/': a folder's things do not follow it when a name beside it is between.
      { name: 'blog-notes.md', kind: 'file' },
      { name: 'blog/2024', kind: 'folder' },
      { name: 'blog/2024/old.md', kind: 'file' },
      { name: 'blog/first.md', kind: 'file' },
      { name: 'empty', kind: 'folder' },
      { name: 'index.md', kind: 'file' },
    ])
  })

  it('lists a link as a link, whatever it leads to, and never what is behind one', () => {
    write('index.md')
    write('images/logo.svg')
    link(path.join(outside, 'secret.md'), 'secret.md')
    link(path.join(outside, 'folder'), 'linked')
    link(path.join(outside, 'gone.md'), 'broken.md')
    link(path.join(contentDir, 'index.md'), 'again.md')
    link(path.join(contentDir, 'images'), 'pictures')
    link('.', 'itself')
    expect(listContent(contentDir)).toEqual([
      { name: 'again.md', kind: 'link' },
      { name: 'broken.md', kind: 'link' },
      { name: 'images', kind: 'folder' },
      { name: 'images/logo.svg', kind: 'file' },
      { name: 'index.md', kind: 'file' },
      { name: 'itself', kind: 'link' },
      { name: 'linked', kind: 'link' },
      { name: 'pictures', kind: 'link' },
      { name: 'secret.md', kind: 'link' },
    ])
    expect(contentFiles(contentDir)).toEqual(['images/logo.svg', 'index.md'])
  })

  it('lists what is neither a file, a folder nor a link (a named pipe) as other', () => {
    write('index.md')
    expect(spawnSync('mkfifo', [path.join(contentDir, 'pipe.md')]).status).toBe(0)
    expect(listContent(contentDir)).toEqual([
      { name: 'index.md', kind: 'file' },
      { name: 'pipe.md', kind: 'other' },
    ])
    expect(contentFiles(contentDir)).toEqual(['index.md'])
  })

  it('leaves out hidden files and folders, with everything under them', () => {
    write('index.md')
    write('.DS_Store')
    write('.git/config')
    write('blog/.draft.md')
    write('blog/.cache/page.md')
    write('blog/post.md')
    link(path.join(outside, 'secret.md'), '.hidden-link')
    expect(listContent(contentDir)).toEqual([
      { name: 'blog', kind: 'folder' },
      { name: 'blog/post.md', kind: 'file' },
      { name: 'index.md', kind: 'file' },
    ])
  })

  it('lists a folder of content/ by the names below it, and nothing for a folder missing, hidden, a file or reached through a link', () => {
    write('index.md')
    write('images/logo.svg')
    write('images/blog/cover.png')
    write('images/.hidden/x.png')
    write('.secret/images/x.png')
    link(path.join(outside, 'folder'), 'images/linked')
    link(path.join(outside, 'folder'), 'elsewhere')
    expect(listContent(contentDir, 'images')).toEqual([
      { name: 'blog', kind: 'folder' },
      { name: 'blog/cover.png', kind: 'file' },
      { name: 'linked', kind: 'link' },
      { name: 'logo.svg', kind: 'file' },
    ])
    expect(listContent(contentDir, 'images/blog')).toEqual([{ name: 'cover.png', kind: 'file' }])
    expect(listContent(contentDir, 'missing')).toEqual([])
    expect(listContent(contentDir, 'index.md')).toEqual([])
    expect(listContent(contentDir, 'images/.hidden')).toEqual([])
    expect(listContent(contentDir, '.secret/images')).toEqual([])
    expect(listContent(contentDir, 'elsewhere')).toEqual([])
    expect(listContent(contentDir, 'images/linked')).toEqual([])
    expect(listContent(contentDir, '../outside')).toEqual([])
  })

  it('throws when content/ itself cannot be read', () => {
    expect(() => listContent(path.join(root, 'missing'))).toThrow(/ENOENT/)
    expect(() => listContent(path.join(outside, 'secret.md'))).toThrow(/ENOTDIR/)
  })
})

describe('contentFiles and pictureNames', () => {
  it('give the files alone, by path below the folder listed', () => {
    write('index.md')
    write('blog/first.md')
    write('images/logo.svg')
    write('images/blog/cover.png')
    mkdirSync(path.join(contentDir, 'images/empty'))
    link(path.join(outside, 'folder/photo.png'), 'images/stolen.png')
    link(path.join(outside, 'folder'), 'images/covers')
    expect(contentFiles(contentDir)).toEqual(['blog/first.md', 'images/blog/cover.png', 'images/logo.svg', 'index.md'])
    expect(contentFiles(contentDir, 'blog')).toEqual(['first.md'])
    expect(pictureNames(contentDir)).toEqual(['blog/cover.png', 'logo.svg'])
  })

  it('pictureNames is empty without content/images, when content/images is a link, and when content/ is no folder', () => {
    expect(pictureNames(contentDir)).toEqual([])
    expect(pictureNames(path.join(root, 'missing'))).toEqual([])
    link(path.join(outside, 'folder'), 'images')
    expect(pictureNames(contentDir)).toEqual([])
    expect(pictureNames(path.join(outside, 'secret.md'))).toEqual([])
  })
})

describe('isPlain', () => {
  it('is true of a file (or a folder, when asked) every step of whose path is a plain, visible folder', () => {
    write('index.md')
    write('blog/2024/old.md')
    expect(isPlain(contentDir, 'index.md')).toBe(true)
    expect(isPlain(contentDir, 'index.md', 'file')).toBe(true)
    expect(isPlain(contentDir, 'blog/2024/old.md')).toBe(true)
    expect(isPlain(contentDir, 'blog', 'folder')).toBe(true)
    expect(isPlain(contentDir, 'blog/2024', 'folder')).toBe(true)
  })

  it('is false of a folder taken for a file, of a file taken for a folder, and of a path through a file', () => {
    write('index.md')
    write('blog/2024/old.md')
    expect(isPlain(contentDir, 'blog')).toBe(false)
    expect(isPlain(contentDir, 'blog/2024')).toBe(false)
    expect(isPlain(contentDir, 'index.md', 'folder')).toBe(false)
    expect(isPlain(contentDir, 'blog/2024/old.md', 'folder')).toBe(false)
    expect(isPlain(contentDir, 'index.md/x.md')).toBe(false)
  })

  it('is false of a missing file, and of a path with an empty, hidden or parent step', () => {
    write('index.md')
    write('blog/first.md')
    write('.hidden/page.md')
    write('blog/.draft.md')
    expect(isPlain(contentDir, 'missing.md')).toBe(false)
    expect(isPlain(contentDir, 'blog/missing.md')).toBe(false)
    expect(isPlain(contentDir, 'missing/first.md')).toBe(false)
    expect(isPlain(contentDir, '')).toBe(false)
    expect(isPlain(contentDir, '', 'folder')).toBe(false)
    expect(isPlain(contentDir, 'blog//first.md')).toBe(false)
    expect(isPlain(contentDir, 'blog/')).toBe(false)
    expect(isPlain(contentDir, 'blog/', 'folder')).toBe(false)
    expect(isPlain(contentDir, '/blog/first.md')).toBe(false)
    expect(isPlain(contentDir, '.hidden/page.md')).toBe(false)
    expect(isPlain(contentDir, '.hidden', 'folder')).toBe(false)
    expect(isPlain(contentDir, 'blog/.draft.md')).toBe(false)
    expect(isPlain(contentDir, './index.md')).toBe(false)
    expect(isPlain(contentDir, 'blog/../index.md')).toBe(false)
    expect(isPlain(contentDir, '../outside/secret.md')).toBe(false)
  })

  it('is false at every link: to a file, to a folder, to nothing, at the last step or at any before it', () => {
    write('index.md')
    write('blog/first.md')
    link(path.join(outside, 'secret.md'), 'secret.md')
    link(path.join(contentDir, 'index.md'), 'again.md')
    link(path.join(outside, 'gone.md'), 'broken.md')
    link(path.join(outside, 'folder'), 'linked')
    link(path.join(contentDir, 'blog'), 'posts')
    link(path.join(outside, 'secret.md'), 'blog/secret.md')
    for (const name of ['secret.md', 'again.md', 'broken.md', 'linked/page.md', 'posts/first.md', 'blog/secret.md'])
      expect(isPlain(contentDir, name), name).toBe(false)
    for (const name of ['linked', 'posts', 'broken.md']) expect(isPlain(contentDir, name, 'folder'), name).toBe(false)
    // What they lead to is plain at its own path.
    expect(isPlain(contentDir, 'blog/first.md')).toBe(true)
    expect(isPlain(contentDir, 'blog', 'folder')).toBe(true)
  })
})

describe('the check’s words for a link', () => {
  it('say what a link is, that the site never reads through it, and what to do', () => {
    expect(SYMBOLIC_LINK).toBe(
      'this is a symbolic link (a shortcut to another file or folder), which the site never reads through, so it is not published: replace it with the file or folder itself',
    )
  })
})

describe('the pipeline’s side of a content folder, whatever holds it', () => {
  it('names the pictures: every file under images/, by path below it, and none when the folder cannot be listed', () => {
    write('index.md')
    write('images/logo.svg')
    write('images/blog/cover.jpg')
    link(path.join(outside, 'secret.md'), 'images/secret.jpg')
    const disk = (folder: string) => listContent(contentDir, folder)
    const content: ContentFolder = { list: disk, isPlain: () => true, isLink: () => false, read: () => new Uint8Array() }
    expect(pictureNamesIn(content)).toEqual(['blog/cover.jpg', 'logo.svg'])
    // Every file of the folder when none is named, links left out.
    expect(filesIn(content)).toEqual(['images/blog/cover.jpg', 'images/logo.svg', 'index.md'])
    const unreadable: ContentFolder = {
      ...content,
      list: () => {
        throw new Error('EACCES')
      },
    }
    expect(pictureNamesIn(unreadable)).toEqual([])
  })

  it('sorts entries by name, code point by code point, equal names kept in their order', () => {
    const entry = (name: string, kind: 'file' | 'folder' = 'file') => ({ name, kind })
    expect(byName(entry('a'), entry('b'))).toBe(-1)
    expect(byName(entry('b'), entry('a'))).toBe(1)
    expect(byName(entry('a'), entry('a', 'folder'))).toBe(0)
    expect([entry('b'), entry('B'), entry('a', 'folder'), entry('a'), entry('a.md')].sort(byName)).toEqual([
      entry('B'),
      entry('a', 'folder'),
      entry('a'),
      entry('a.md'),
      entry('b'),
    ])
  })
})
