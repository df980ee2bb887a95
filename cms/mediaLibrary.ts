/** The site's picture library (registered by cms/admin.ts). */
export function registerMediaLibrary(_cms: unknown): void {}
