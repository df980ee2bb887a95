import type { ReactNode } from 'react'
import type { Page } from '../../pipeline/shared/types.js'
import { islandAttributes } from '../islands/Island.js'
import styles from './ApplicationDialog.module.scss'
import { FORM_FRAME } from './formFrame.js'

export type Resource = { title: string; type: 'Internship' | 'Course' }

/** Spec: "Apply for {title}" for an internship, "Enroll in {title}" otherwise. */
export const dialogTitle = (resource: Resource) =>
  resource.type === 'Internship' ? `Apply for ${resource.title}` : `Enroll in ${resource.title}`

/** The blocks that hold apply buttons; course pages have one in their hero. */
const BLOCKS_WITH_APPLY_BUTTONS = new Set(['opportunities', 'pricing', 'apply-cta'])

export const pageUsesApplicationDialog = (page: Page) =>
  page.kind === 'course' || page.data.sections.some((section) => BLOCKS_WITH_APPLY_BUTTONS.has(section.type))

const TITLE_ID = 'application-dialog-title'

/**
 * One application dialog for the page: a native modal <dialog>, so focus moves in and
 * stays in, the page behind is inert, and Escape closes it; focus then returns to the
 * button that opened it. Its island (applicationDialog.island.ts) opens it from any apply
 * button and loads the hosted application form (600 px high) only then.
 */
export function ApplicationDialog({ formUrl }: { formUrl: string }) {
  return (
    <dialog className={styles.dialog} aria-labelledby={TITLE_ID} {...islandAttributes('application-dialog', 'load')}>
      <div className={styles.inner}>
        <div className={styles.header}>
          <h2 id={TITLE_ID} className={styles.title}>
            Apply
          </h2>
          <form method="dialog">
            <button type="submit" className={styles.close}>
              Close
            </button>
          </form>
        </div>
        <iframe className={styles.frame} data-src={formUrl} title="Application form" height={600} {...FORM_FRAME} />
        <p className={styles.fallback}>
          Form not showing?{' '}
          <a href={formUrl} target="_blank" rel="noopener noreferrer">
            Open the form in a new tab<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </dialog>
  )
}

/**
 * A button-looking link to the hosted form: without JavaScript it opens the form in a
 * new tab; with it, it opens the application dialog titled for its resource.
 */
export function ApplyButton({
  resource,
  formUrl,
  children,
  className = 'button button--primary',
}: {
  resource: Resource
  /** The hosted application form (site.yaml's forms.application). */
  formUrl: string
  children: ReactNode
  className?: string
}) {
  return (
    <a
      className={className}
      href={formUrl}
      target="_blank"
      rel="noopener noreferrer"
      role="button"
      aria-haspopup="dialog"
      data-dialog-title={dialogTitle(resource)}
    >
      {children}
    </a>
  )
}
