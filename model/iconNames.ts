/**
 * The icons content may name (`icon: shield`). Kept apart from Icon.tsx so the content
 * schemas can check names without importing React components.
 */
export const iconNames = [
  'arrow-right', 'award', 'banknote', 'book-open', 'bot', 'brain', 'briefcase', 'building',
  'calendar', 'camera', 'chart-bar', 'chart-line', 'check', 'circle-check', 'clock', 'cloud',
  'code', 'cpu', 'database', 'eye', 'factory', 'file-text', 'globe', 'graduation-cap',
  'handshake', 'heart', 'landmark', 'layers', 'layout-dashboard', 'lightbulb', 'lock', 'mail',
  'map-pin', 'megaphone', 'message-circle', 'monitor', 'network', 'palette', 'pen-tool',
  'phone', 'refresh', 'rocket', 'search', 'server', 'settings', 'shield', 'shield-check',
  'shopping-cart', 'smartphone', 'sparkles', 'sprout', 'star', 'stethoscope', 'target',
  'trending-up', 'users', 'video', 'workflow', 'wrench', 'zap',
] as const

export type IconName = (typeof iconNames)[number]
