/**
 * The browser tests drive Debian's Chromium (never a downloaded browser build). On a
 * machine without it, install it with apt-get when we may (root), else say how.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from './lib/chromium.js'

const chromium = CHROMIUM_PATH
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`)
    process.exit(1)
  }
  console.log("Installing Debian's chromium package for the browser tests…")
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
}
