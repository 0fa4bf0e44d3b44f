/** Vite's `css.modules.generateScopedName` for the CSS modules under `srcDir`. */
export function shortClassNames(srcDir: string): (local: string, filename: string, css: string) => string;
