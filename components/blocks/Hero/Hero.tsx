import { Markdown } from '../../markdown.js'
import { ActionLink } from '../../ui/ActionLink.js'
import type { BlockProps } from '../types.js'
import { DashboardMockup } from './DashboardMockup.js'
import styles from './Hero.module.scss'

export function Hero({ block }: BlockProps<'hero'>) {
  return (
    <section className={`${styles.hero} ${block.visual ? styles.withVisual : ''}`} id={block.id}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
          <h1 className={styles.heading}>
            {block.heading}
            {block.highlight && (
              <>
                {' '}
                <span className={styles.highlight}>{block.highlight}</span>
              </>
            )}
          </h1>
          {block.text && <Markdown tree={block.text} className={styles.text} />}
          {block.actions && (
            <div className={styles.actions}>
              {block.actions.map((action) => (
                <ActionLink key={action.label} action={action} />
              ))}
            </div>
          )}
          {block.note && <p className={styles.note}>{block.note}</p>}
        </div>
        {block.visual === 'dashboard' && <DashboardMockup />}
      </div>
    </section>
  )
}
