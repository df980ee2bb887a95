/**
 * The dev server's page for a content file with errors: the check's messages for that
 * file (file:line, field, words), in place of the page. Every other page keeps working,
 * and the page comes back by itself once the file is fixed (Vite's client reloads it).
 */
import { formatProblem } from '../pipeline/check/report.js'
import { isError, type Problem } from '../pipeline/shared/problems.js'

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`)

export function problemPage(problems: Problem[], what: string): string {
  const errors = problems.filter(isError)
  const items = errors.map((problem) => `<li><code>${escapeHtml(formatProblem(problem))}</code></li>`).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content problem: ${escapeHtml(what)}</title>
<script type="module" src="/@vite/client"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #0f172a; }
h1 { font-size: 1.5rem; color: #b91c1c; }
li { margin: .5rem 0; }
code { white-space: pre-wrap; word-break: break-word; }
</style>
</head>
<body>
<main>
<h1>This page cannot be shown: ${escapeHtml(what)} has ${errors.length === 1 ? 'a problem' : `${errors.length} problems`}</h1>
<p>Fix ${errors.length === 1 ? 'it' : 'them'} in the file (or in the content manager at <a href="/admin/">/admin/</a>) and this page comes back by itself. The other pages keep working.</p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`
}
