import { networkNames, SocialIcon } from './SocialIcon.js'
import styles from './SocialLinks.module.scss'

type Profiles = Partial<Record<keyof typeof networkNames, string>>

/** Icon links to the company's social profiles, each opening in a new tab. */
export function SocialLinks({ profiles, className }: { profiles: Profiles; className?: string }) {
  return (
    <ul className={`${styles.list} ${className ?? ''}`}>
      {(Object.keys(networkNames) as (keyof typeof networkNames)[])
        .filter((network) => profiles[network])
        .map((network) => (
          <li key={network}>
            <a className={styles.link} href={profiles[network]} target="_blank" rel="noopener noreferrer">
              <SocialIcon network={network} />
              <span className="visually-hidden">{networkNames[network]} (opens in a new tab)</span>
            </a>
          </li>
        ))}
    </ul>
  )
}
