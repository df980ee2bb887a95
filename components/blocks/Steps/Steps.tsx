import { Markdown } from '../../markdown.js'
import { ActionLink } from '../../ui/ActionLink.js'
import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './Steps.module.scss'

export function Steps({ block }: BlockProps<'steps'>) {
  return (
    <BlockSection block={block}>
      <ol className={styles.steps} data-count={block.items.length}>
        {block.items.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.title}>
                {step.icon && <Icon name={step.icon} size={20} className={styles.icon} />}
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              {step.text && <Markdown tree={step.text} className={styles.text} />}
              {step.details && (
                <ul className={styles.details}>
                  {step.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ol>
      {block.action && (
        <p className={styles.action}>
          <ActionLink action={block.action} />
        </p>
      )}
    </BlockSection>
  )
}
