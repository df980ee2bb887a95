import type { FrameData } from '../../pipeline/page/pageData.js'
import { Icon } from '../ui/Icon.js'
import { Tooltip } from '../ui/Tooltip.js'
import { siWhatsapp } from 'simple-icons'
import styles from './FloatingContact.module.scss'

/** Bottom-right: call the company, or chat on WhatsApp with a greeting already typed. */
export function FloatingContact({ frame }: { frame: FrameData }) {
  return (
    <div className={styles.floating}>
      <a className={`${styles.button} ${styles.phone}`} href={frame.phoneHref}>
        <Icon name="phone" size={20} />
        <span className={styles.phoneNumber}>
          <span className="visually-hidden">Call </span>
          {frame.phone}
        </span>
      </a>
      <Tooltip label={frame.contactTooltip}>
        <a className={`${styles.button} ${styles.whatsapp}`} href={frame.whatsappHref} target="_blank" rel="noopener noreferrer">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="26" height="26" fill="currentColor">
            <path d={siWhatsapp.path} />
          </svg>
          <span className="visually-hidden">Chat with us on WhatsApp (opens in a new tab)</span>
        </a>
      </Tooltip>
    </div>
  )
}
