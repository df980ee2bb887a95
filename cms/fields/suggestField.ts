/**
 * A short free-text field (an article's category, a job's location…) that suggests the
 * values already written across the site (a datalist), so the same category is not
 * written three ways; a new value is taken as well.
 */
import { type ControlProps, decap } from './decap.js'
import { loadSuggestions } from './suggestions.js'

export const SuggestControl = () =>
  decap().createClass({
    getInitialState: () => ({ values: [] }),
    componentDidMount() {
      const name = (this.props as ControlProps).field.get('name')
      void loadSuggestions().then((found) => found && this.setState({ values: found.values[name] ?? [] }))
    },
    render() {
      const { h } = decap()
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props as ControlProps
      const listId = `${forID}-values`
      return h(
        'div',
        { className: classNameWrapper },
        h('input', {
          id: forID,
          value: typeof value === 'string' ? value : '',
          list: listId,
          autoComplete: 'off',
          onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          style: { width: '100%', font: 'inherit', border: 0, background: 'transparent' },
        }),
        h(
          'datalist',
          { id: listId },
          this.state.values.map((known: string) => h('option', { key: known, value: known })),
        ),
      )
    },
  })
