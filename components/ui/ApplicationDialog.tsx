import { createContext, type MouseEvent, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react'
import styles from './ApplicationDialog.module.scss'

export type Resource = { title: string; type: 'Internship' | 'Course' }

/** Spec: "Apply for {title}" for an internship, "Enroll in {title}" otherwise. */
export const dialogTitle = (resource: Resource) => (resource.type === 'Internship' ? `Apply for ${resource.title}` : `Enroll in ${resource.title}`)

type DialogApi = { open: (resource: Resource) => void; formUrl: string }
const DialogContext = createContext<DialogApi | null>(null)

/**
 * One application dialog for the whole page: a native modal <dialog>, so focus moves in
 * and stays in, the page behind is inert, and Escape closes it; focus then returns to
 * the button that opened it. It embeds the hosted application form (600 px high).
 */
export function ApplicationDialogProvider({ formUrl, children }: { formUrl: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [resource, setResource] = useState<Resource | null>(null)
  const titleId = useId()

  const open = useCallback((next: Resource) => {
    opener.current = document.activeElement as HTMLElement | null
    setResource(next)
  }, [])

  useEffect(() => {
    if (resource && !dialog.current?.open) dialog.current?.showModal()
  }, [resource])

  const onClose = () => {
    setResource(null)
    opener.current?.focus()
  }

  return (
    <DialogContext.Provider value={{ open, formUrl }}>
      {children}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
        {resource && (
          <div className={styles.inner}>
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>{dialogTitle(resource)}</h2>
              <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>Close</button>
            </div>
            <iframe className={styles.frame} src={formUrl} title={`${dialogTitle(resource)}: application form`} height={600} loading="lazy" />
            <p className={styles.fallback}>
              Form not showing?{' '}
              <a href={formUrl} target="_blank" rel="noopener noreferrer">Open the form in a new tab<span className="visually-hidden"> (opens in a new tab)</span></a>
            </p>
          </div>
        )}
      </dialog>
    </DialogContext.Provider>
  )
}

export function useApplicationDialog(): DialogApi {
  const api = useContext(DialogContext)
  if (!api) throw new Error('useApplicationDialog must be used within <ApplicationDialogProvider>')
  return api
}

/**
 * A button-looking link to the hosted form: without JavaScript it opens the form in a
 * new tab; with it, it opens the application dialog instead.
 */
export function ApplyButton({ resource, children, className = 'button button--primary' }: { resource: Resource; children: ReactNode; className?: string }) {
  const { open, formUrl } = useApplicationDialog()
  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    open(resource)
  }
  return (
    <a className={className} href={formUrl} target="_blank" rel="noopener noreferrer" role="button" aria-haspopup="dialog" onClick={onClick}>
      {children}
    </a>
  )
}
