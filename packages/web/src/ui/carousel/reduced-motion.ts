/**
 * Whether the visitor asks for less motion (`prefers-reduced-motion`): carousels then do not play
 * by themselves, and move at once rather than smoothly.
 */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
