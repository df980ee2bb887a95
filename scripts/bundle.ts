/**
 * The bundling step of scripts/build.ts, in a process of its own. The bundle holds no
 * content, so it is made while the build checks the content, on the other core; and
 * the bundler's memory (about 0.8 GB, most of it Rolldown's) is never added to that of
 * the content and the prerender. Bundles into BUILD_OUT_DIR; the build prerenders after.
 */
export {}

// Before Vike loads: it reads the mode when its modules are evaluated.
process.env.NODE_ENV = 'production'
const { build } = await import('vike/api')
await build({ vikeConfig: { prerender: { disableAutoRun: true } } })
console.log(`Peak memory of the bundling (RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`)
