/**
 * Opens the page's application dialog from any apply button ([data-dialog-title]) with
 * that button's title, loading the hosted form the first time. The native modal dialog
 * keeps focus inside and closes on Escape or Close; focus then returns to the opener.
 */
export function start(dialog: HTMLDialogElement): void {
  const title = dialog.querySelector('h2')!
  const frame = dialog.querySelector('iframe')!
  let opener: HTMLElement | null = null

  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-dialog-title]')
    if (!button || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    opener = button
    const text = button.dataset.dialogTitle!
    title.textContent = text
    frame.title = `${text}: application form`
    if (!frame.src) frame.src = frame.dataset.src!
    dialog.showModal()
  })
  dialog.addEventListener('close', () => opener?.focus())
}
