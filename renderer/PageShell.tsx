import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { FrameEnd, FrameMain, FrameStart } from '../components/frame/Frame.js'
import { Breadcrumbs } from '../components/frame/Breadcrumbs.js'
import { RouteTransition } from '../components/frame/RouteTransition.js'
import type { FrameData } from '../pipeline/page/pageData.js'
import '../styles/global.scss'

/** The HTML inside #root: the frame, and the page in it. */
export function renderPageBody(pageContext: PageContext): string {
  const { Page, data, urlPathname } = pageContext
  // The site search finds pages search engines may index; further pages of a listing
  // only repeat what the articles say.
  const entry = data.page
  const searchTitle = entry && !entry.data.noindex && !(entry.listing && entry.listing.page > 1) ? entry.data.title : undefined
  const frame = renderedFrame(data.frame, urlPathname)
  const main = renderToString(
    <StrictMode>
      <FrameMain searchTitle={searchTitle}>
        <RouteTransition>
          <Breadcrumbs crumbs={data.breadcrumbs} />
          {Page && <Page pageData={data} />}
        </RouteTransition>
      </FrameMain>
    </StrictMode>,
  )
  return joinRoots([frame.start, main, frame.end])
}

const HOISTED = /^(?:<link [^>]*>)*/

/**
 * React puts a root's hoisted tags (the preloads of its pictures) before its HTML: those
 * of all three roots come first, once each, as they did when the page was one root.
 */
function joinRoots(roots: string[]): string {
  const hoisted = new Set<string>()
  const bodies = roots.map((html) => {
    const tags = HOISTED.exec(html)![0]
    for (const tag of tags.match(/<link [^>]*>/g) ?? []) hoisted.add(tag)
    return html.slice(tags.length)
  })
  return [...hoisted, ...bodies].join('')
}

type RenderedFrame = { start: string; end: string }

/**
 * The frame's HTML before and after the page, rendered once per frame and current link,
 * not once per page: header, footer and floating buttons are about two thirds of a
 * page's HTML, and show the same on every page but for the header's current link. Keyed
 * by the frame's whole data, so a changed frame (the dev server) is rendered anew.
 */
let frames: { json: string; byCurrent: Map<string, RenderedFrame> } | undefined

function renderedFrame(frame: FrameData, urlPathname: string): RenderedFrame {
  const json = JSON.stringify(frame)
  if (frames?.json !== json) frames = { json, byCurrent: new Map() }
  // Every link the header may mark comes from the frame's data: a page no link of it
  // points to gets the frame with none marked.
  const currentHref = json.includes(`"href":${JSON.stringify(urlPathname)}`) ? urlPathname : ''
  let rendered = frames.byCurrent.get(currentHref)
  if (!rendered) {
    // Roots of their own: each gets its own prefix, so their useId()s never meet the page's.
    rendered = {
      start: renderToString(
        <StrictMode>
          <FrameStart frame={frame} currentHref={currentHref} />
        </StrictMode>,
        { identifierPrefix: 'start-' },
      ),
      end: renderToString(
        <StrictMode>
          <FrameEnd frame={frame} />
        </StrictMode>,
        { identifierPrefix: 'end-' },
      ),
    }
    frames.byCurrent.set(currentHref, rendered)
  }
  return rendered
}
