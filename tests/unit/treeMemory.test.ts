/** The bench's memory figure: a process and every descendant, together (scripts/lib/treeMemory.ts). */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { sampleTreeMemory } from '../../scripts/lib/treeMemory.js'

const HELD_MB = 200

describe('the tree memory sampler', () => {
  it('counts the memory of a grandchild process in its root', async () => {
    // A child that starts a grandchild holding 200 MB it has written to (so resident),
    // and says "ready" once the grandchild holds it.
    const grandchild = `const held = Buffer.alloc(${HELD_MB} * 1024 * 1024, 1); console.log('ready'); setInterval(() => {}, 1000)`
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: ['ignore', 'pipe', 'inherit'] }); c.stdout.once('data', () => console.log('ready')); process.stdin.on('data', () => { c.kill(); process.exit(0) })`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    )
    const sampler = sampleTreeMemory(child.pid!)
    await once(child.stdout, 'data')
    const peakMB = sampler.stop()
    expect(peakMB).toBeGreaterThan(HELD_MB * 0.9)
    child.stdin.write('stop')
    await once(child, 'exit')
  })
})
