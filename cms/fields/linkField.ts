/**
 * A Link field: the address typed with the site's pages and #anchors suggested as the
 * editor types (a datalist), and a button that opens the searchable picker (linkDialog.ts).
 * Any https://, mailto: or tel: address is taken as well.
 */
import { type ControlProps, decap } from './decap.js'
import { pickLink } from './linkDialog.js'
import { loadSuggestions } from './suggestions.js'

export const LinkControl = () =>
  decap().createClass({
    getInitialState: () => ({ links: [] }),
    componentDidMount() {
      void loadSuggestions().then((found) => found && this.setState({ links: found.links }))
    },
    async pick() {
      const { value, onChange } = this.props as ControlProps
      const picked = await pickLink({ current: typeof value === 'string' ? value : '' })
      if (picked?.href) onChange(picked.href)
    },
    render() {
      const { h } = decap()
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props as ControlProps
      const listId = `${forID}-pages`
      return h(
        'div',
        { className: classNameWrapper, style: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' } },
        h('input', {
          id: forID,
          value: typeof value === 'string' ? value : '',
          list: listId,
          placeholder: '/contact, /about-us#our-story, https://…',
          onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          style: { flex: '1 1 14rem', minWidth: 0, font: 'inherit', border: 0, background: 'transparent' },
        }),
        h(
          'datalist',
          { id: listId },
          this.state.links.map((link: { href: string; title: string }) =>
            h('option', { key: link.href, value: link.href, label: link.title }),
          ),
        ),
        h(
          'button',
          {
            type: 'button',
            onClick: () => this.pick(),
            style: {
              font: 'inherit',
              padding: '4px 12px',
              border: '1px solid #0f766e',
              borderRadius: '4px',
              background: 'white',
              color: '#0f766e',
              cursor: 'pointer',
            },
          },
          'Pick a page',
        ),
      )
    },
  })
