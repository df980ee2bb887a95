/** Page data for component tests: the frame's forms, which apply buttons and embeds link to. */
import type { PageData } from '../../pipeline/page/pageData.js'

const APPLICATION_FORM = 'https://forms.example/apply'

/** Only what the blocks under test read; the rest of a page's data is left out on purpose. */
export const pageData = { frame: { forms: { application: APPLICATION_FORM } } } as unknown as PageData
