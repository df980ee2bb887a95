/** Fields several blocks share: every block may carry an anchor id; buttons look alike. */
import { z } from 'zod'
import { anchorId, link, text } from '../fields.js'

export const blockBase = { id: anchorId().optional().describe('anchor for links to this block, e.g. contactForm for /contact#contactForm') }

export const action = z.strictObject({
  label: text(),
  href: link(),
  style: z.enum(['primary', 'secondary']).default('primary'),
})
