import { ActionLink } from '../../ui/ActionLink.js'
import type { BlockProps } from '../types.js'
import { CtaBand } from './CtaBand.js'

export function CallToAction({ block }: BlockProps<'cta'>) {
  return (
    <CtaBand id={block.id} heading={block.heading} text={block.text}>
      {block.actions.map((action) => (
        <ActionLink key={action.label} action={action} />
      ))}
    </CtaBand>
  )
}
