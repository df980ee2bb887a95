import type { Root } from 'hast'
import type { PageData } from '../../pipeline/page/pageData.js'
import type { BlockProps, ResolvedBlock } from './types.js'
import { blockComponents } from './index.js'
import { Reveal } from '../ui/Reveal.js'

/** A page's `sections:` in order, each drawn by the component of its block type. */
export function Sections({ sections, body, pageData }: { sections: ResolvedBlock[]; body: Root | null; pageData: PageData }) {
  return (
    <>
      {sections.map((section, index) => {
        const Block = blockComponents[section.type] as (props: BlockProps<typeof section.type>) => React.ReactNode
        const block = <Block key={index} block={section as never} body={body} pageData={pageData} />
        // The opening hero is on screen at once: only later blocks fade in.
        return section.type === 'hero' ? block : <Reveal key={index}>{block}</Reveal>
      })}
    </>
  )
}
