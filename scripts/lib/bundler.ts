/**
 * The bundler's process (scripts/lib/bundle.ts, bundleCode): runs Vike's build and
 * reports its own peak memory. Any failure is printed by Vite or Vike and ends the
 * process without a report, which the build reads as a failure.
 */
import { build } from 'vike/api'

await build()
process.send!({ peakMB: Math.round(process.resourceUsage().maxRSS / 1024) })
