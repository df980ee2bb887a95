/**
 * Which pages use each picture (site/cms/pictureUses.ts): what the content manager's
 * picture library shows and what the local backend's refusal to delete rests on.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hiddenName, pictureLibrary, pictureUses, publicPictures } from '../../site/cms/pictureUses.js'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="1" height="1"/></svg>'

let contentDir: string
const write = (name: string, content: string | Buffer) => {
  mkdirSync(path.dirname(path.join(contentDir, name)), { recursive: true })
  writeFileSync(path.join(contentDir, name), content)
}
const page = (title: string, front: string, body = '') => `---\ntitle: ${title}\n${front}---\n${body}`
/** Who uses each address, as titles. */
const titles = (uses: ReturnType<typeof pictureUses>) =>
  Object.fromEntries([...uses].map(([address, users]) => [address, users.map((use) => use.title)]))

beforeEach(() => {
  contentDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'picture-uses-')), 'content')
  mkdirSync(contentDir)
})
afterEach(() => rmSync(path.dirname(contentDir), { recursive: true, force: true }))

describe('pictureUses', () => {
  it('finds pictures in front matter fields, Markdown pictures and links, HTML and {{site.…}} values, with each page’s title, file and route', () => {
    write(
      'site.yaml',
      'name: Test\nlogo: /images/logo.svg\nshareImage: "/images/share.png"\nauthors:\n  team:\n    photo: /images/people/team.png\n',
    )
    write(
      'blog/first.md',
      page('First', 'image:\n  src: /images/blog/cover.png\n  alt: A cover\n', 'Text ![A chart](/images/blog/chart%20one.png "Chart").\n'),
    )
    write(
      'about.md',
      page(
        'About',
        'sections:\n  - type: hero\n    image: { src: "/images/hero.svg", alt: Hero }\n',
        'See [the plan](/images/plan.svg). <img src="/images/raw.png" alt="">\n',
      ),
    )
    write('index.md', page('Home', '', '![Our logo]({{site.logo}}) and ![]({{ site.authors.team.photo }}) and {{site.missing}}\n'))
    const uses = pictureUses(contentDir)
    expect(uses.get('/images/blog/cover.png')).toEqual([{ title: 'First', file: 'content/blog/first.md', route: '/blog/first' }])
    expect(uses.get('/images/blog/chart one.png')).toEqual([{ title: 'First', file: 'content/blog/first.md', route: '/blog/first' }])
    expect(uses.get('/images/logo.svg')).toEqual([
      { title: 'Home', file: 'content/index.md', route: '/' },
      { title: 'Site settings (logo)', file: 'content/site.yaml' },
    ])
    expect(titles(uses)).toEqual({
      '/images/blog/cover.png': ['First'],
      '/images/blog/chart one.png': ['First'],
      '/images/hero.svg': ['About'],
      '/images/plan.svg': ['About'],
      '/images/raw.png': ['About'],
      '/images/logo.svg': ['Home', 'Site settings (logo)'],
      '/images/people/team.png': ['Home', 'Site settings (authors)'],
      '/images/share.png': ['Site settings (share image)'],
      '/images/favicon.svg': ['every page, as its icon in the browser tab'],
    })
  })

  it('counts a page once per picture, ends an address at a full stop or a comma, and leaves out other sites’ /images/, the editors’ guide, hidden files, links and folders', () => {
    write(
      'a.md',
      page(
        'A',
        'image:\n  src: /images/a.png\n',
        'Again ![x](/images/a.png), see /images/b.png. Or https://other.example/images/c.png and //cdn.example/images/d.png.\n',
      ),
    )
    write('README.md', '![](/images/guide.png)\n')
    write('.hidden/x.md', page('Hidden', 'image: /images/hidden.png\n'))
    write('notes.txt', '/images/notes.png')
    mkdirSync(path.join(contentDir, 'folder.md'))
    symlinkSync(path.join(contentDir, 'a.md'), path.join(contentDir, 'link.md'))
    expect(titles(pictureUses(contentDir))).toEqual({
      '/images/a.png': ['A'],
      '/images/b.png': ['A'],
      '/images/favicon.svg': ['every page, as its icon in the browser tab'],
    })
  })

  it('names a page without a title by its file, and reads a page whose front matter does not parse', () => {
    write('broken.md', '---\ntitle: [unclosed\nimage: /images/x.png\n---\n')
    write('untitled.md', '![](/images/y.png)\n')
    const uses = pictureUses(contentDir)
    expect(uses.get('/images/x.png')).toEqual([{ title: 'broken.md', file: 'content/broken.md', route: '/broken' }])
    expect(uses.get('/images/y.png')).toEqual([{ title: 'untitled.md', file: 'content/untitled.md', route: '/untitled' }])
  })

  it("in a build, takes each page's title from the front matter the build read, not from a reading of its own", () => {
    write('a.md', page('On the disk', 'image: /images/a.png\n'))
    write('b.md', page('B on the disk', 'image: /images/a.png\n'))
    const texts = new Map([['a.md', page('As the pipeline read it', 'image: /images/a.png\n')]])
    const read: string[] = []
    const frontMatter = (text: string) => {
      read.push(text)
      return { title: text.includes('pipeline') ? 'Title the build read' : 'Other title the build read' }
    }
    expect(titles(pictureUses(contentDir, new Set(), { texts, frontMatter }))['/images/a.png']).toEqual([
      'Title the build read',
      'Other title the build read',
    ])
    expect(read).toEqual([texts.get('a.md'), page('B on the disk', 'image: /images/a.png\n')])
  })

  it('leaves out the files being deleted with the picture', () => {
    write('site.yaml', 'logo: /images/logo.svg\n')
    write('a.md', page('A', 'image: /images/logo.svg\n'))
    write('b.md', page('B', 'image: /images/logo.svg\n'))
    expect(titles(pictureUses(contentDir, new Set(['content/a.md', 'content/site.yaml'])))['/images/logo.svg']).toEqual(['B'])
  })
})

describe('pictureLibrary (/admin/pictures.json)', () => {
  it('lists every folder of content/images and every picture with its folder, size and uses, and the upload limits', () => {
    write('images/logo.svg', SVG)
    write('images/blog/cover.png', PNG)
    write('images/blog/notes.txt', 'not a picture')
    write('images/empty/.keep', '')
    write('images/.hidden/secret.png', PNG)
    write('blog/first.md', page('First', 'image:\n  src: /images/blog/cover.png\n'))
    expect(JSON.parse(pictureLibrary(contentDir))).toEqual({
      folders: ['', 'blog', 'empty'],
      pictures: [
        {
          path: 'content/images/blog/cover.png',
          address: '/images/blog/cover.png',
          folder: 'blog',
          bytes: PNG.length,
          width: 1,
          height: 1,
          usedBy: [{ title: 'First', file: 'content/blog/first.md', route: '/blog/first' }],
        },
        { path: 'content/images/logo.svg', address: '/images/logo.svg', folder: '', bytes: SVG.length, width: 40, height: 20, usedBy: [] },
      ],
      maxUpload: { megabytes: 5, pixels: 5000 },
    })
  })

  it('lists a picture whose size cannot be read without one, and a site without content/images as one empty folder', () => {
    expect(JSON.parse(pictureLibrary(contentDir))).toEqual({ folders: [''], pictures: [], maxUpload: { megabytes: 5, pixels: 5000 } })
    write('images/odd.png', 'not really a png')
    expect(JSON.parse(pictureLibrary(contentDir)).pictures).toEqual([
      { path: 'content/images/odd.png', address: '/images/odd.png', folder: '', bytes: 16, usedBy: [] },
    ])
  })
})

describe('the published picture library', () => {
  it('keeps the pictures of a page not yet public from deletion, naming neither the page nor the picture', () => {
    write('site.yaml', 'name: Test\n')
    write('blog/draft.md', page('Our Secret Launch', 'draft: true\nimage:\n  src: /images/blog/launch.png\n'))
    write('blog/later.md', page('Next Week’s News', 'publishDate: 2999-01-01\nimage:\n  src: /images/blog/news.png\n'))
    write('blog/live.md', page('Live', 'publishDate: 2020-01-01\nimage:\n  src: /images/blog/live.png\n'))
    for (const name of ['launch', 'news', 'live']) write(`images/blog/${name}.png`, PNG)
    const usedBy = (publicOnly: boolean) =>
      Object.fromEntries(
        (JSON.parse(pictureLibrary(contentDir, { publicOnly })).pictures as { address: string; usedBy: unknown[] }[]).map((picture) => [
          picture.address,
          picture.usedBy,
        ]),
      )
    // Only the public page's picture by name; the others by the hash of their address alone.
    expect(usedBy(true)).toEqual({
      '/images/blog/live.png': [{ title: 'Live', file: 'content/blog/live.md', route: '/blog/live' }],
    })
    const published = pictureLibrary(contentDir, { publicOnly: true })
    expect(published).not.toMatch(/launch|news|Secret/)
    expect(JSON.parse(published).inUse).toEqual([hiddenName('/images/blog/launch.png'), hiddenName('/images/blog/news.png')].sort())
    // On this machine (npm run cms), every page by its name.
    expect(usedBy(false)['/images/blog/launch.png']).toEqual([
      { title: 'Our Secret Launch', file: 'content/blog/draft.md', route: '/blog/draft' },
    ])
  })
})

describe('the names of who uses a picture', () => {
  it('names a setting by its key in words, each capital a new word, and fills {{site.…}} values of every form', () => {
    write(
      'site.yaml',
      'logo: /images/logo.svg\nshareImage: /images/share.png\nfooterLogoImage: /images/footer.png\nabout-us: { photo2: /images/team.png }\nfoundingYear: 2019\n',
    )
    write(
      'index.md',
      page(
        'Home',
        '',
        '![]({{site.logo}}) ![]({{   site.about-us.photo2   }}) ![](/images/{{site.foundingYear}}.png) ![](/images/{{site.logo.x}}y.png) ![](/images/{{site.nothing.here}}z.png)\n',
      ),
    )
    expect(titles(pictureUses(contentDir))).toEqual({
      '/images/logo.svg': ['Home', 'Site settings (logo)'],
      '/images/team.png': ['Home', 'Site settings (about-us)'],
      // A value that is no text (a number, or below a text) fills in nothing.
      '/images/.png': ['Home'],
      '/images/y.png': ['Home'],
      '/images/z.png': ['Home'],
      '/images/share.png': ['Site settings (share image)'],
      '/images/footer.png': ['Site settings (footer logo image)'],
      '/images/favicon.svg': ['every page, as its icon in the browser tab'],
    })
  })

  it('adds the favicon’s every page to the pages that show it too', () => {
    write('index.md', page('Home', 'image: /images/favicon.svg\n'))
    expect(pictureUses(contentDir).get('/images/favicon.svg')).toEqual([
      { title: 'Home', file: 'content/index.md', route: '/' },
      { title: 'every page, as its icon in the browser tab' },
    ])
  })

  it('published, names a page not yet public in these words, beside the public pages that use the same picture', () => {
    write('site.yaml', 'name: Test\nlogo: /images/logo.svg\n')
    write('blog/draft.md', page('Our Secret Launch', 'draft: true\nimage: /images/logo.svg\n'))
    write('blog/live.md', page('Live', 'image: /images/logo.svg\n'))
    expect(pictureUses(contentDir, new Set(), { publicOnly: true }).get('/images/logo.svg')).toEqual([
      { title: 'a page not yet published' },
      { title: 'Live', file: 'content/blog/live.md', route: '/blog/live' },
      { title: 'Site settings (logo)', file: 'content/site.yaml' },
    ])
    expect(pictureUses(contentDir).get('/images/logo.svg')?.[0]).toEqual({
      title: 'Our Secret Launch',
      file: 'content/blog/draft.md',
      route: '/blog/draft',
    })
  })
})

describe('publicPictures and hiddenName', () => {
  it('publicPictures keeps an address any public page, setting or the favicon uses, and not one that only pages not yet public use', () => {
    const unnamed = { title: 'a page not yet published' }
    const uses = new Map([
      ['/images/secret.png', [unnamed, unnamed]],
      ['/images/both.png', [unnamed, { title: 'Live', file: 'content/live.md', route: '/live' }]],
      ['/images/logo.svg', [{ title: 'Site settings (logo)', file: 'content/site.yaml' }]],
      ['/images/favicon.svg', [{ title: 'every page, as its icon in the browser tab' }]],
      ['/images/nobody.png', []],
    ])
    expect([...publicPictures(uses)]).toEqual(['/images/both.png', '/images/logo.svg', '/images/favicon.svg'])
  })

  it('hiddenName is the SHA-256 of the address, in hexadecimal', () => {
    expect(hiddenName('/images/blog/launch.png')).toBe('28f89d486a1a3f719b9120d4a88e3a70477739a863fe3afe21a691c151caa3fb')
  })
})

describe('the picture library’s files and folders', () => {
  it('lists pictures of every ending in any case, and no other file, each in its own folder however deep', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.Png', 'd.gif', 'e.webp', 'f.avif', 'deep/er/g.svg'])
      write(`images/${name}`, name.endsWith('svg') ? SVG : PNG)
    for (const name of ['h.svgz', 'i.png.txt', 'j.html', 'jpg', 'k.pdf']) write(`images/${name}`, PNG)
    const library = JSON.parse(pictureLibrary(contentDir)) as { folders: string[]; pictures: { path: string; folder: string }[] }
    expect(library.folders).toEqual(['', 'deep', 'deep/er'])
    expect(library.pictures.map((picture) => [picture.path, picture.folder])).toEqual([
      ['content/images/a.jpg', ''],
      ['content/images/b.JPEG', ''],
      ['content/images/c.Png', ''],
      ['content/images/d.gif', ''],
      ['content/images/deep/er/g.svg', 'deep/er'],
      ['content/images/e.webp', ''],
      ['content/images/f.avif', ''],
    ])
  })

  it('published, gives no inUse for a picture nobody uses nor one a public page uses, and sorts the hidden names', () => {
    write('site.yaml', 'name: Test\n')
    write('live.md', page('Live', 'image: /images/live.png\n'))
    write('a.md', page('A', 'draft: true\nimage: /images/later.png\n'))
    write('b.md', page('B', 'draft: true\nimage: /images/soon.png\n'))
    for (const name of ['live', 'later', 'soon', 'unused']) write(`images/${name}.png`, PNG)
    const published = JSON.parse(pictureLibrary(contentDir, { publicOnly: true })) as { pictures: { address: string }[]; inUse: string[] }
    expect(published.pictures.map((picture) => picture.address)).toEqual(['/images/live.png'])
    // In the order of the hashes (soon's 17dabe38…, later's 747560c8…), not of the pictures' names, which would give it away.
    expect(published.inUse).toEqual([hiddenName('/images/soon.png'), hiddenName('/images/later.png')])
    expect(published.inUse.map((name) => name.slice(0, 8))).toEqual(['17dabe38', '747560c8'])
    expect(published.inUse).not.toContain(hiddenName('/images/unused.png'))
    expect(published.inUse).not.toContain(hiddenName('/images/live.png'))
    // On this machine every picture is listed, and nothing is hidden.
    const local = JSON.parse(pictureLibrary(contentDir)) as { pictures: { address: string }[]; inUse?: string[] }
    expect(local.pictures.map((picture) => picture.address)).toEqual([
      '/images/later.png',
      '/images/live.png',
      '/images/soon.png',
      '/images/unused.png',
    ])
    expect('inUse' in local).toBe(false)
  })
})
