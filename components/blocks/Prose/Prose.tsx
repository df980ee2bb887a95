import { Markdown } from '../../markdown.js'
import type { BlockProps } from '../types.js'

/** Running text: the block's own Markdown, or the page body when it has none. */
export function Prose({ block, body }: BlockProps<'prose'>) {
  const tree = block.text ?? body
  if (!tree) return null
  return (
    <section className="section" id={block.id}>
      <div className="container prose">
        {block.heading && <h2>{block.heading}</h2>}
        <Markdown tree={tree} />
      </div>
    </section>
  )
}
