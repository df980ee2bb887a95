// A new entry's address: the field that shows it, and the address its title makes when it is left empty.
import { CMS_ONLY_FIELDS } from './saveInPlace.js'
import { decap, type Immutable } from './decap.js'

/** The CMS-only field holding a new entry's address, and the address a title makes. */
export const ADDRESS = CMS_ONLY_FIELDS[0]
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * The end of a new entry's address. Left empty, it is made from the title when the entry
 * is first saved (the preSave listener below); an address that is taken is refused then.
 * (Decap does not re-render a field when another one changes, so it cannot follow the
 * title as it is typed: the field says what it will be instead.)
 */
const AddressControl = decap.createClass({
  isValid() {
    const { value, entry } = this.props
    if (!entry.get('newRecord') || !value || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) return true
    return { error: { message: 'Write the address in lowercase letters and digits, words joined by single hyphens, e.g. data-analytics.' } }
  },
  render() {
    const h = decap.h
    const { forID, value, onChange, entry, field, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    const prefix = field.get('prefix') ?? '/'
    if (!entry.get('newRecord')) return h('p', { id: forID, className: classNameWrapper }, `${prefix}${entry.get('slug')}`)
    return h(
      'div',
      { className: classNameWrapper, style: { display: 'flex', alignItems: 'center' } },
      h('span', { style: { color: '#555' } }, prefix),
      h('input', {
        id: forID,
        value: value ?? '',
        placeholder: 'made from the title when you save',
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        style: { flex: 1, font: 'inherit', border: 0, background: 'transparent' },
        onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
      }),
    )
  },
})

/** The address field (site/cms/cmsConfig.ts names its widget), and an address made from the title before a first save. */
export function registerAddressField(): void {
  decap.CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: Immutable & { get(key: 'data'): Immutable & { set(key: string, value: string): unknown } } }) => {
      const data = entry.get('data')
      if (!entry.get('newRecord') || data.get(ADDRESS) || !data.get('title')) return data
      return data.set(ADDRESS, slugOf(String(data.get('title'))))
    },
  })
  decap.CMS.registerWidget('address', AddressControl)
}
