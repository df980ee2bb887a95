/**
 * The icon field: every icon the model allows, shown as itself with its name, in a grid
 * that a search narrows. Each icon is a native radio button (one group per field), so
 * Tab reaches the chosen one, arrow keys move through them and a screen reader names them.
 */
import { type ControlProps, decap } from './decap.js'
import { adminFile } from '../siteAddress.js'

let icons: Record<string, string> | undefined
const iconsLoaded = () =>
  fetch(adminFile('icons.json'))
    .then((response) => response.json() as Promise<Record<string, string>>)
    .then((loaded) => (icons = loaded))
    .catch(() => undefined)
let loading: Promise<unknown> | undefined

/** The focus ring and the chosen tile: what inline styles cannot say (:focus-visible, :checked). */
const STYLE = `
.nile-icons{display:grid;grid-template-columns:repeat(auto-fill,minmax(5.5rem,1fr));gap:6px;max-height:15rem;overflow:auto;padding:4px;margin:0;border:0}
.nile-icons label{display:flex;flex-direction:column;align-items:center;gap:4px;padding:8px 4px;border:1px solid #d5dae1;border-radius:6px;cursor:pointer;font-size:12px;line-height:1.2;text-align:center;color:#1e2532;background:white;overflow-wrap:anywhere}
.nile-icons input{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.nile-icons label:has(input:checked){border-color:#0f766e;background:#e6f4f2;box-shadow:inset 0 0 0 1px #0f766e}
.nile-icons label:has(input:focus-visible){outline:3px solid #1d4ed8;outline-offset:1px}
.nile-icons svg{width:24px;height:24px;color:#0f766e}
`
function addStyle() {
  if (document.getElementById('nile-icons-style')) return
  const style = document.createElement('style')
  style.id = 'nile-icons-style'
  style.textContent = STYLE
  document.head.append(style)
}

export const IconControl = () =>
  decap().createClass({
    getInitialState: () => ({ filter: '' }),
    componentDidMount() {
      addStyle()
      if (!icons) {
        loading ??= iconsLoaded()
        void loading.then(() => this.forceUpdate())
      }
    },
    render() {
      const { h } = decap()
      const { forID, value, onChange, field, classNameWrapper } = this.props as ControlProps
      const options: string[] = field.get('options').toJS()
      const words = this.state.filter.toLowerCase().trim()
      // The chosen icon stays in view whatever the search.
      const shown = options.filter((name) => !words || name.includes(words) || name === value)
      return h(
        'div',
        { className: classNameWrapper },
        h('input', {
          type: 'search',
          id: forID,
          value: this.state.filter,
          placeholder: `Search ${options.length} icons`,
          'aria-label': 'Search the icons',
          onChange: (event: Event) => this.setState({ filter: (event.target as HTMLInputElement).value }),
          style: {
            width: '100%',
            boxSizing: 'border-box',
            font: 'inherit',
            padding: '4px 6px',
            margin: '0 0 8px',
            border: '1px solid #c9ced6',
            borderRadius: '4px',
          },
        }),
        h(
          'fieldset',
          { className: 'nile-icons', 'data-icon-grid': '' },
          h(
            'legend',
            { style: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' } },
            field.get('label') ?? 'Icon',
          ),
          shown.map((name) =>
            h(
              'label',
              { key: name, 'data-icon': name },
              h('input', { type: 'radio', name: `${forID}-icon`, value: name, checked: value === name, onChange: () => onChange(name) }),
              h('span', { 'aria-hidden': 'true', dangerouslySetInnerHTML: { __html: icons?.[name] ?? '' } }),
              name.replace(/-/g, ' '),
            ),
          ),
          shown.length ? null : h('p', { style: { gridColumn: '1 / -1', margin: 0 } }, 'No icon has that name.'),
        ),
      )
    },
  })
