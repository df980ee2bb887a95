/**
 * A date field: the browser's calendar and a Today button, stored exactly as the site
 * writes dates (2025-04-28, no time, no time zone). A new entry's required date starts
 * at today (Kampala time, as the schedule reads dates), given as the field's default
 * (startDatesAtToday, values.ts): a value the field wrote itself as it was drawn would count as the
 * editor's change, and leaving a new entry nobody had typed in would ask about unsaved changes.
 */
import { type ControlProps, decap } from './decap.js'
import { isStoredDate, todayInKampala } from './values.js'

export const DateControl = () =>
  decap().createClass({
    render() {
      const { h } = decap()
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props as ControlProps
      const today = todayInKampala()
      const text = typeof value === 'string' ? value : ''
      return h(
        'div',
        { className: classNameWrapper, style: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 12px' } },
        h('input', {
          id: forID,
          type: 'date',
          // A value written another way shows as empty in a date input: it is named below instead.
          value: isStoredDate(text) ? text : '',
          onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          style: { font: 'inherit', padding: '4px 6px', border: '1px solid #c9ced6', borderRadius: '4px', background: 'white' },
        }),
        h(
          'button',
          {
            type: 'button',
            disabled: text === today,
            'aria-describedby': forID,
            onClick: () => onChange(today),
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
          'Today',
        ),
        text && !isStoredDate(text)
          ? h('span', { style: { color: '#8a1c1c' } }, `Written “${text}” in the file: pick the date again.`)
          : null,
      )
    },
  })
