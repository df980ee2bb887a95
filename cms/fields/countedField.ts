/**
 * A text field with a counter: "142 of 160 characters", amber near the model's limit and
 * red past it (the check refuses it then); a title without a limit shows its length.
 * Long limits get a box of several lines, as the text they hold (a description) is.
 */
import { type ControlProps, decap } from './decap.js'
import { counter } from './values.js'

/** From this limit on, the text is a sentence or two: a box of several lines. */
const MULTILINE_FROM = 100
const TONES = {
  fine: { color: '#4a5361', bar: '#0f766e' },
  near: { color: '#7a4d00', bar: '#d99a00' },
  over: { color: '#a11b1b', bar: '#c62828' },
}

export const CountedControl = () =>
  decap().createClass({
    render() {
      const { h } = decap()
      const { forID, value, onChange, field, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props as ControlProps
      const max: number | undefined = field.get('max_length') ?? undefined
      const text = typeof value === 'string' ? value : ''
      const state = counter(text.length, max)
      const tone = TONES[state.tone]
      const counterId = `${forID}-counter`
      const multiline = max !== undefined && max >= MULTILINE_FROM
      return h(
        'div',
        { className: classNameWrapper, 'data-counter-tone': state.tone },
        h(multiline ? 'textarea' : 'input', {
          id: forID,
          value: text,
          ...(multiline && { rows: 3 }),
          'aria-describedby': counterId,
          'aria-invalid': state.tone === 'over' ? 'true' : undefined,
          onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          style: { width: '100%', boxSizing: 'border-box', font: 'inherit', border: 0, background: 'transparent', resize: 'vertical' },
        }),
        max !== undefined
          ? h(
              'div',
              { 'aria-hidden': 'true', style: { height: '3px', background: '#e3e6ea', borderRadius: '2px', margin: '6px 0 2px' } },
              h('div', {
                style: { height: '100%', width: `${Math.min(100, (text.length / max) * 100)}%`, background: tone.bar, borderRadius: '2px' },
              }),
            )
          : null,
        h(
          'p',
          {
            id: counterId,
            'data-counter': '',
            style: { margin: '2px 0 0', fontSize: '13px', color: tone.color, fontWeight: state.tone === 'fine' ? 400 : 600 },
          },
          state.text,
        ),
      )
    },
  })
