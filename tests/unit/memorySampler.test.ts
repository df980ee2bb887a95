/** The build's memory figure counts a helper process that runs beside it (scripts/lib/memorySampler.ts). */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { startMemorySampler } from '../../scripts/lib/memorySampler.js'

const HELPER_MB = 200

describe('the build memory sampler', () => {
  it('adds the memory of a helper process to this one', async () => {
    const sampler = startMemorySampler()
    // A helper that holds 200 MB it has written to (so resident) until it is told to stop.
    const helper = spawn(
      process.execPath,
      [
        '-e',
        `const held = Buffer.alloc(${HELPER_MB} * 1024 * 1024, 1); console.log('ready'); process.stdin.on('data', () => process.exit(0))`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    )
    sampler.track(helper.pid!)
    await once(helper.stdout, 'data')
    await new Promise((resolve) => setTimeout(resolve, 200)) // ten samples
    const ownMB = process.memoryUsage.rss() / 1024 / 1024
    helper.stdin.write('stop')
    await once(helper, 'exit')
    expect(sampler.peakMB()).toBeGreaterThan(ownMB + HELPER_MB * 0.9)
  })
})
