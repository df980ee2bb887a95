/**
 * The bundler's process (site/bundle.ts, startBundling): runs Vike's build and
 * reports its own peak memory and how long it ran. Any failure is printed by Vite or
 * Vike and ends the process without a report, which the build reads as a failure.
 *
 * Plain JavaScript, run by plain Node: under tsx's loader every one of the bundler's
 * module loads takes a round trip to tsx's thread, which costs time and memory.
 */
import { build } from 'vike/api'

// The build that started it has stopped (Ctrl-C, a killed CI job): stop too. (This
// listener keeps the channel, and so the process, alive: it ends itself once it reported.)
process.on('disconnect', () => process.exit(1))
await build()
process.send({ peakMB: Math.round(process.resourceUsage().maxRSS / 1024), ms: performance.now() }, () => process.exit(0))
