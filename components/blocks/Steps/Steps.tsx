import { useId } from 'react'
import { Markdown } from '../../markdown.js'
import { ActionLink } from '../../ui/ActionLink.js'
import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import styles from './Steps.module.scss'

export function Steps({ block }: BlockProps<'steps'>) {
  const headingId = useId()
  return (
    <section className="section" id={block.id} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="section-heading">{block.heading}</h2>
        {block.intro && <Markdown tree={block.intro} className="section-intro" />}
        <ol className={styles.steps} data-count={block.items.length}>
          {block.items.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">{index + 1}</span>
              <div>
                <h3 className={styles.title}>
                  {step.icon && <Icon name={step.icon} size={20} className={styles.icon} />}
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h3>
                {step.text && <Markdown tree={step.text} className={styles.text} />}
                {step.details && (
                  <ul className={styles.details}>
                    {step.details.map((detail) => <li key={detail}>{detail}</li>)}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
        {block.action && <p className={styles.action}><ActionLink action={block.action} /></p>}
      </div>
    </section>
  )
}
