import { SocialLinks } from '../../ui/SocialLinks.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'

export function SocialProfiles({ block, pageData }: BlockProps<'social-profiles'>) {
  const { social } = pageData.frame
  const profiles = Object.fromEntries(block.networks.map((network) => [network, social[network]]))
  return (
    <BlockSection block={block}>
      <SocialLinks profiles={profiles} />
    </BlockSection>
  )
}
