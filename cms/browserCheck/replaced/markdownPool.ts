/** pipeline/markdown/markdownPool.ts in the browser: no worker threads; the texts compile as they are met. */
export const precompileMarkdown = (_texts: string[]): void => undefined
