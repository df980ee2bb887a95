/** The form fields we add to Decap's (registered by cms/admin.ts). */
export function registerWidgets(_cms: unknown): void {}
