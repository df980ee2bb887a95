import { useId } from 'react'
import { usePageContext } from '../../../renderer/usePageContext.js'
import { Markdown } from '../../markdown.js'
import { SocialLinks } from '../../ui/SocialLinks.js'
import type { BlockProps } from '../types.js'

export function SocialProfiles({ block }: BlockProps<'social-profiles'>) {
  const headingId = useId()
  const { social } = usePageContext().data.layout
  const profiles = Object.fromEntries(block.networks.map((network) => [network, social[network]]))
  return (
    <section className="section" id={block.id} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="section-heading">{block.heading}</h2>
        {block.intro && <Markdown tree={block.intro} className="section-intro" />}
        <SocialLinks profiles={profiles} />
      </div>
    </section>
  )
}
