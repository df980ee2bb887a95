import { ApplyButton } from '../../ui/ApplicationDialog.js'
import { CtaBand } from '../CallToAction/CtaBand.js'
import type { BlockProps } from '../types.js'

export function ApplyCta({ block, pageData }: BlockProps<'apply-cta'>) {
  return (
    <CtaBand id={block.id} heading={block.heading} text={block.text}>
      <ApplyButton formUrl={pageData.frame.forms.application} resource={{ title: block.applyFor, type: block.applicationType }}>
        {block.buttonLabel}
      </ApplyButton>
    </CtaBand>
  )
}
