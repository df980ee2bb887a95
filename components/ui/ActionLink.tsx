/**
 * A button-styled link from content (`actions:`); external targets open a new tab. The
 * site search skips its label: a call to action is not what a page is about.
 */
export type Action = { label: string; href: string; style: 'primary' | 'secondary' }

export function ActionLink({ action }: { action: Action }) {
  const external = /^https?:\/\//i.test(action.href)
  return (
    <a
      className={`button button--${action.style}`}
      href={action.href}
      data-pagefind-ignore
      {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {action.label}
      {external && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}
