/**
 * The form fields we add to Decap's (registered by cms/admin.ts, before CMS.init): a date
 * picker with Today, counters on the fields the model limits, a link picker for Link
 * fields and the Markdown editor's link button, an icon grid, suggestions for short
 * free-text fields, lists of texts one box per item, "New article" for "＋ article",
 * `updated` set when a page changes, and an Undo for a removed block; and a `|` in a table
 * cell of the Rich Text editor written so that the cell keeps it.
 * The widget names are the ones site/cms/cmsConfig.ts writes into the configuration.
 */
import { CountedControl } from './fields/countedField.js'
import { DateControl } from './fields/dateField.js'
import { IconControl } from './fields/iconField.js'
import { LinkControl } from './fields/linkField.js'
import { replaceLinkPrompt } from './fields/markdownLink.js'
import { plainWordButtons } from './fields/plainWords.js'
import { keepPastedFormatting } from './fields/richTextPaste.js'
import { SuggestControl } from './fields/suggestField.js'
import { tableCellPipes } from './fields/tableCellPipes.js'
import { TextListControl } from './fields/textListField.js'
import { undoableRemoval } from './fields/undoRemoval.js'
import { stampUpdatedOnSave } from './fields/updatedOnSave.js'

type Cms = Parameters<typeof stampUpdatedOnSave>[0] &
  Parameters<typeof plainWordButtons>[0] &
  Parameters<typeof undoableRemoval>[0] & {
    registerWidget(name: string, control: unknown): void
    registerRemarkPlugin(plugin: typeof tableCellPipes): void
  }

export function registerWidgets(cms: Cms): void {
  cms.registerWidget('date', DateControl())
  cms.registerWidget('counted', CountedControl())
  cms.registerWidget('link', LinkControl())
  cms.registerWidget('icon', IconControl())
  cms.registerWidget('suggest', SuggestControl())
  cms.registerWidget('text-list', TextListControl())
  undoableRemoval(cms)
  plainWordButtons(cms)
  stampUpdatedOnSave(cms)
  cms.registerRemarkPlugin(tableCellPipes)
  replaceLinkPrompt()
  keepPastedFormatting()
}
