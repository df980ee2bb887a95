// https://vike.dev/onHydrationEnd
export { onHydrationEnd }

/** Marks the document once React has taken over, for styles and browser tests. */
function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
}
