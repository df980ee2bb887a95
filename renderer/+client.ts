// https://vike.dev/client
// The one script of every page: pages are HTML-only (no +onRenderClient, no client
// routing); this starts the page's islands, each when its directive says.
import { startIslands } from '../components/islands/runtime.js'

void startIslands()
