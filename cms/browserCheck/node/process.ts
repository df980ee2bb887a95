/** The `process` the pipeline reads in the browser: no environment, the memory folder's root as working directory. */
export const process = { env: {} as Record<string, string | undefined>, cwd: () => '/', pid: 0 }
