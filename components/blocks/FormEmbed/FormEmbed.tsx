import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './FormEmbed.module.scss'

/**
 * What a hosted form (Google Forms, Microsoft Forms, Tally…) needs of its frame, and no
 * more: allow-scripts (the forms are applications), allow-forms (to send the answers),
 * allow-same-origin (the form keeps its own origin, for its cookies, storage and
 * anti-forgery tokens; without it every form host refuses to work), allow-popups (its
 * links and sign-in open in a new tab). Never allow-top-navigation: the form cannot move
 * this page elsewhere. The site's policy lets only the hosts of site.yaml's forms load here.
 */
const FORM_SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-popups'

/** The iframe loads only when scrolled near; the plain link always works. */
export function FormEmbed({ block, pageData }: BlockProps<'form-embed'>) {
  const url = pageData.frame.forms[block.form]
  return (
    <BlockSection block={block}>
      <iframe
        className={styles.frame}
        src={url}
        title={block.title}
        height={block.height}
        loading="lazy"
        sandbox={FORM_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p className={styles.fallback}>
        Form not showing?{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the form in a new tab<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </BlockSection>
  )
}
