/**
 * Node's globals as the pipeline's libraries read them in the browser (esbuild's `inject`;
 * the pipeline's own code reads neither: tests/unit/layers.test.ts): `process` with no
 * environment and the memory folder's root as working directory; `Buffer` for what they do
 * with it (gray-matter keeps its input as bytes). Not Decap's Buffer: the pipeline runs
 * without /admin's page too.
 */
export const process = { env: {} as Record<string, string | undefined>, cwd: () => '/' }

const encoder = new TextEncoder()
export const Buffer = {
  from: (text: string) => encoder.encode(text),
  byteLength: (text: string) => encoder.encode(text).length,
  isBuffer: (_value: unknown) => false,
}
