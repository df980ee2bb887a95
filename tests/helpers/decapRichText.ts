/**
 * Decap CMS's own rich-text serialiser, run in Node: what the Markdown widget's Rich Text
 * mode sends for a body it shows (markdown → Slate → markdown), with the editor components
 * /admin registers (decap-cms-app: the image and the code block). Needs a `window`: load it
 * from a test file that runs in happy-dom (`// @vitest-environment happy-dom`).
 */
import path from 'node:path'
import { tableCellPipes } from '../../cms/fields/tableCellPipes.js'

// Decap's own modules, from where decap-cms-app keeps them: they ship no types, and are
// not dependencies of this project (it loads Decap whole, as decap-cms.js).
const decapModules = path.resolve('node_modules/decap-cms-app/node_modules')
const load = (file: string) => import(/* @vite-ignore */ path.join(decapModules, file))
const { markdownToSlate, slateToMarkdown } = await load('decap-cms-widget-markdown/dist/esm/serializers/index.js')
const { default: MarkdownControl } = await load('decap-cms-widget-markdown/dist/esm/MarkdownControl/index.js')
const { default: createEditorComponent } = await load('decap-cms-core/dist/esm/valueObjects/EditorComponent.js')
const { default: image } = await import(/* @vite-ignore */ path.resolve('node_modules/decap-cms-editor-component-image/dist/esm/index.js'))

const editorComponents = [image, { id: 'code-block', label: 'Code Block', widget: 'code', type: 'code-block' }].map(createEditorComponent)
// The serialisers read the registered components through the control's module: its
// constructor is where /admin hands them over (the parsers only search them, so a list does).
new MarkdownControl({ getEditorComponents: () => editorComponents, field: { get: (_name: string, fallback: unknown) => fallback } })

/** The options /admin's Rich Text mode passes: a registered code-block component makes code blocks void; the remark plugin cms/widgets.ts registers. */
const options = { voidCodeBlock: true, remarkPlugins: [tableCellPipes] }

export type SlateNode = { type?: string; text?: string; children?: SlateNode[]; [key: string]: unknown }

/** Decap's Slate document for `markdown`, as the Rich Text editor opens it. */
export const toSlate = (markdown: string): SlateNode[] => markdownToSlate(markdown, options)
/** The Markdown Decap sends for a Slate document. */
export const fromSlate = (document: SlateNode[]): string => slateToMarkdown(document, options)
/** The Markdown Decap's Rich Text mode sends for `markdown` when the editor changes nothing in it. */
export const richTextRoundTrip = (markdown: string): string => fromSlate(toSlate(markdown))
