import type { Root } from 'hast'
import type { ResolvedBlock } from './types.js'
import { blockComponents } from './index.js'

/** A page's `sections:` in order, each drawn by the component of its block type. */
export function Sections({ sections, body }: { sections: ResolvedBlock[]; body: Root | null }) {
  return (
    <>
      {sections.map((section, index) => {
        const Block = blockComponents[section.type] as (props: { block: typeof section; body: Root | null }) => React.ReactNode
        return <Block key={index} block={section} body={body} />
      })}
    </>
  )
}
