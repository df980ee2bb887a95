import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './FormEmbed.module.scss'
import { FORM_FRAME } from '../../ui/formFrame.js'

/** The iframe loads only when scrolled near; the plain link always works. */
export function FormEmbed({ block, pageData }: BlockProps<'form-embed'>) {
  const url = pageData.frame.forms[block.form]
  return (
    <BlockSection block={block}>
      <iframe className={styles.frame} src={url} title={block.title} height={block.height} loading="lazy" {...FORM_FRAME} />
      <p className={styles.fallback}>
        Form not showing?{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the form in a new tab<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </BlockSection>
  )
}
