/**
 * The content manager on a phone. Decap lays its entry editor out at least 800 px wide
 * (emotion styles with fixed min-widths): at 390 px the status, Publish and Delete buttons and
 * the preview were reached only by swiping sideways, and the dialogs, centred on that wider
 * page, opened half off the screen. Below 800 px this stylesheet makes the editor one column
 * the width of the screen: the top bar wraps onto rows and stays at the top, the form comes
 * first and the preview after it (the editor scrolls up and down only), and the messages
 * (toasts) show at the bottom, never over the top bar (on a wider screen, below it).
 *
 * Decap's class names are made at build time, but each holds the name of its component
 * (css-1a2b3c-ToolbarContainer): the rules name those, and the structure, never a hash.
 */

const PHONE = '(max-width: 799.98px)'
/** Decap's top bar of the entry editor (the Markdown editor's bar has the same component name). */
const BAR = '[class*="-EditorContainer"] > [class*="-ToolbarContainer"]'

const STYLE = `
/* Decap's messages below the top bar (66 px high), never over its buttons. */
.Toastify__toast-container--top-right { top: 74px !important; }
@media ${PHONE} {
  /* The editor: the screen's width, its top bar and panes in one column that scrolls up and down. */
  [class*="-EditorContainer"] {
    min-width: 0 !important;
    display: flex;
    flex-direction: column;
    padding-top: 0 !important;
    overflow-x: hidden !important;
    overflow-y: auto !important;
    -webkit-overflow-scrolling: touch;
  }
  ${BAR} {
    position: sticky !important;
    top: 0;
    flex: none;
    min-width: 0 !important;
    height: auto !important;
    flex-wrap: wrap;
  }
  ${BAR} > * { height: auto !important; min-height: 52px; }
  /* Row one: back to the collection, with the entry's state, and the account menu. */
  ${BAR} > [class*="-ToolbarSectionBackLink"] { flex: 1 1 0; min-width: 0; padding: 0 12px !important; }
  ${BAR} > [class*="-ToolbarSectionBackLink"] > div:last-child { min-width: 0; }
  ${BAR} > [class*="-ToolbarSectionBackLink"] [class*="-BackArrow"] { margin-right: 10px !important; }
  ${BAR} > [class*="-ToolbarSectionMeta"] { flex: none; }
  /* Row two (and three): save, status, publish, delete, the deploy preview. */
  ${BAR} > [class*="-ToolbarSectionMain"] {
    order: 3;
    flex: 1 1 100% !important;
    flex-wrap: wrap;
    gap: 8px;
    padding: 8px 12px !important;
    border-top: 1px solid #dfdfe3;
  }
  ${BAR} > [class*="-ToolbarSectionMain"] > div { flex-wrap: wrap; gap: 8px; min-width: 0; justify-content: flex-start !important; }
  ${BAR} > [class*="-ToolbarSectionMain"] button,
  ${BAR} > [class*="-ToolbarSectionMain"] [role="button"] { margin: 0 !important; }
  /* Decap's dropdown menus (status, publish) stay on the screen. */
  ${BAR} > [class*="-ToolbarSectionMain"] ul { max-width: calc(100vw - 24px); }
  /* The panes: the form, then the preview, each the screen's width. */
  [class*="-EditorContainer"] > :not([class*="-ToolbarContainer"]) { flex: 1 0 auto; width: 100%; min-width: 0; height: auto !important; }
  [class*="-EditorContainer"] .SplitPane {
    position: static !important;
    flex-direction: column !important;
    height: auto !important;
  }
  [class*="-EditorContainer"] .SplitPane > .Pane {
    flex: none !important;
    min-width: 0 !important;
    width: 100% !important;
    height: auto !important;
  }
  [class*="-EditorContainer"] .SplitPane > .Resizer { display: none; }
  [class*="-EditorContainer"] [class*="-ControlPaneContainer"],
  [class*="-EditorContainer"] [class*="-NoPreviewContainer"] { height: auto !important; overflow: visible !important; }
  [class*="-EditorContainer"] [class*="-PreviewPaneContainer-ControlPaneContainer"] { padding: 0 12px !important; }
  [class*="-EditorContainer"] [class*="-PreviewPaneContainer"]:not([class*="-ControlPaneContainer"]) {
    height: 100vh !important;
    height: 100dvh !important;
    border-top: 2px solid #dfdfe3;
  }
  /* The preview's and the scroll sync's buttons: a row of their own above the form, not over its fields. */
  [class*="-EditorContainer"] [class*="-ViewControls"] {
    position: static !important;
    display: flex;
    justify-content: flex-end;
    gap: 12px;
    padding: 8px 12px 0;
  }
  [class*="-EditorContainer"] [class*="-ViewControls"] > button { margin: 0 !important; }

  /* Decap's messages at the bottom of the screen, not over the top bar. */
  .Toastify__toast-container {
    top: auto !important;
    bottom: 0 !important;
    left: 0 !important;
    right: 0 !important;
    width: 100% !important;
    padding: 8px !important;
    transform: none !important;
  }
}
`

/** Adds the phone stylesheet to /admin (once). */
export function fitPhones(): void {
  if (document.getElementById('nile-phone-layout')) return
  const style = document.createElement('style')
  style.id = 'nile-phone-layout'
  style.textContent = STYLE
  document.head.append(style)
}
