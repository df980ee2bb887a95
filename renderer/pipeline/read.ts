/** Loads the content folder into vfiles: the only stage that touches the disk for text. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { VFile } from 'vfile'

/** Every page file under `contentDir` (README files are guides for editors, not pages). */
export function readContentFiles(contentDir: string, cwd = process.cwd()): VFile[] {
  return (readdirSync(contentDir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.md') && !/(^|\/)README\.md$/i.test(name) && !name.startsWith('images/'))
    .sort()
    .map((name) => readFile(path.join(contentDir, name), cwd))
}

export function readFile(filePath: string, cwd = process.cwd()): VFile {
  return new VFile({ path: path.relative(cwd, filePath).split(path.sep).join('/'), value: readFileSync(filePath, 'utf8'), cwd })
}
