import { usePageContext } from '../../../renderer/usePageContext.js'
import { SocialLinks } from '../../ui/SocialLinks.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'

export function SocialProfiles({ block }: BlockProps<'social-profiles'>) {
  const { social } = usePageContext().data.frame
  const profiles = Object.fromEntries(block.networks.map((network) => [network, social[network]]))
  return (
    <BlockSection block={block}>
      <SocialLinks profiles={profiles} />
    </BlockSection>
  )
}
