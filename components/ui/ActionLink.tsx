/** A button-styled link from content (`actions:`); external targets open a new tab. */
export type Action = { label: string; href: string; style: 'primary' | 'secondary' }

export function ActionLink({ action }: { action: Action }) {
  const external = /^https?:\/\//i.test(action.href)
  return (
    <a
      className={`button button--${action.style}`}
      href={action.href}
      {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {action.label}
      {external && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}
