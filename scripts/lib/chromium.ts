/**
 * The Chromium the browser tests and Lighthouse drive: Debian's package (never a
 * downloaded browser build), started headless with nothing that reaches the network on
 * its own. CHROMIUM_PATH points at another one.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
