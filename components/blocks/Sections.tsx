import type { Root } from 'hast'
import type { ResolvedBlock } from './types.js'
import { blockComponents } from './index.js'
import { Reveal } from '../ui/Reveal.js'

/** A page's `sections:` in order, each drawn by the component of its block type. */
export function Sections({ sections, body }: { sections: ResolvedBlock[]; body: Root | null }) {
  return (
    <>
      {sections.map((section, index) => {
        const Block = blockComponents[section.type] as (props: { block: typeof section; body: Root | null }) => React.ReactNode
        const block = <Block key={index} block={section} body={body} />
        // The opening hero is on screen at once: only later blocks fade in.
        return section.type === 'hero' ? block : <Reveal key={index}>{block}</Reveal>
      })}
    </>
  )
}
