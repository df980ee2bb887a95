import { siFacebook, siTiktok, siX, siYoutube } from 'simple-icons'

type Network = 'twitter' | 'facebook' | 'tiktok' | 'linkedin' | 'youtube'

// simple-icons (CC0) for the brands it carries; LinkedIn withdrew its mark from it, so
// its two-letter glyph is drawn here.
const LINKEDIN_PATH =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11.25H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6v5.7h-4v-5.05c0-1.2-.02-2.75-1.68-2.75-1.68 0-1.94 1.3-1.94 2.66V21H9.5z'
const paths: Record<Network, string> = {
  twitter: siX.path,
  facebook: siFacebook.path,
  tiktok: siTiktok.path,
  youtube: siYoutube.path,
  linkedin: LINKEDIN_PATH,
}

export const networkNames: Record<Network, string> = {
  twitter: 'Twitter (X)',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
}

export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
      <path d={paths[network]} />
    </svg>
  )
}
