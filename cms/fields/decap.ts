/**
 * Decap's React, as decap-cms.js puts it on window (no second copy of React), and the
 * props Decap gives a field's control.
 */
// biome-ignore lint/suspicious/noExplicitAny: Decap's React elements and Immutable maps are untyped here.
type Untyped = any

/** What a control's methods see as `this` (createReactClass binds them). */
type Control = { props: ControlProps; state: Untyped; setState(state: object): void; forceUpdate(): void } & Record<string, Untyped>

export const decap = () => window as unknown as { h: Untyped; createClass: (spec: Record<string, unknown> & ThisType<Control>) => Untyped }

export type ControlProps = {
  forID: string
  value: Untyped
  onChange(value: unknown): void
  field: { get(key: string): Untyped }
  entry: { get(key: string): Untyped }
  classNameWrapper: string
  setActiveStyle(): void
  setInactiveStyle(): void
}
