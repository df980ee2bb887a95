/**
 * A photo-like JPEG for benchmarks and tests: smooth colour fields with grain, which
 * compresses about as a phone photo does (plain colour would flatter the encoder).
 */
import sharp from 'sharp'
import { seededRandom } from './random.js'

export async function syntheticPhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  const random = seededRandom(seed)
  const fields = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.floor(random() * 255)))
  const pixels = await sharp(fields, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i] + Math.floor(random() * 24) - 12))
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}
