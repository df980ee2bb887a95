/** Whether the visitor asks for less motion: islands then start nothing that moves by itself. */
export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
