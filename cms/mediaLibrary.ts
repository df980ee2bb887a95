/** The site's picture library (registered by cms/admin.ts). */
export function registerMediaLibrary(_cms: unknown): void {}

/** The backend of this session (GitHub, or this machine's with npm run cms), from cms/admin.ts. */
export function useBackend(_implementation: unknown, _local: boolean): void {}
