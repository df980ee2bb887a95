/**
 * Sample values in site.yaml that must be replaced before launch. `placeholders:` maps
 * each such field to a fingerprint of its sample value; the build prints a reminder
 * while the field still holds that sample, and stops once the value is changed, without
 * the editor having to touch `placeholders:` too. Reminders never fail the build.
 */
import type { VFile } from 'vfile'
import { type FrontMatter, locate } from './frontmatter.js'
import { report } from '../shared/problems.js'
import { sha256Text } from '../shared/sha256.js'

/** 8 hexadecimal digits standing for a value, as written in site.yaml. */
export const fingerprint = (value: unknown) => sha256Text(JSON.stringify(value), 'hex').slice(0, 8)

export function reportPlaceholders(file: VFile, yaml: FrontMatter, placeholders: Record<string, string>) {
  for (const [name, recorded] of Object.entries(placeholders)) {
    const fieldPath = name.split('.')
    const value = fieldPath.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], yaml.data)
    if (value === undefined) {
      report(
        file,
        'bad-value',
        `names "${name}", which is not a field of site.yaml: correct the name or remove it from placeholders`,
        locate(yaml, ['placeholders', name], { key: true }),
        { field: 'placeholders' },
      )
      continue
    }
    const current = fingerprint(value)
    if (!/^[0-9a-f]{8}$/.test(recorded)) {
      report(
        file,
        'bad-value',
        `"${recorded}" is not a fingerprint: write ${name}: "${current}" (the fingerprint of its sample value now), so the reminder stops once the value changes`,
        locate(yaml, ['placeholders', name]),
        { field: `placeholders.${name}` },
      )
      continue
    }
    if (recorded !== current) continue // replaced: nothing to remind
    const shown =
      value && typeof value === 'object' ? `sample values for ${Object.keys(value).join(', ')}` : `sample value ${JSON.stringify(value)}`
    report(file, 'placeholder', `${shown}: replace before launch`, locate(yaml, fieldPath), { field: name, warning: true })
  }
}
