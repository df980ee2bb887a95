import { describe, expect, it } from 'vitest'

describe('renderer/+onRenderClient', () => {
  it('throws "Failed to find the root element" when the page has no mount element', async () => {
    document.body.innerHTML = '<div id="not-root"></div>'
    const { onRenderClient } = await import('../../renderer/+onRenderClient.js')
    expect(() => onRenderClient({ isHydration: true } as never)).toThrow('Failed to find the root element')
  })
})
