import { describe, expect, it } from 'vitest';
import { iconChunkName } from '../../build-steps/icon-chunks.mjs';

const src = '/app/packages/web/src';
const icon = (name: string) => `/app/node_modules/@fortawesome/free-solid-svg-icons/${name}.js`;

/** The bundler's view of the graph: who imports each module. */
function graph(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] } : null) };
}

describe('the chunk of each icon in the browser build', () => {
  const ctx = graph({
    [icon('faGauge')]: [`${src}/admin/screens/dashboard.ts`, `${src}/admin/dashboard/dashboard-page.tsx`],
    [icon('faTruck')]: [`${src}/ui/icon-names.ts`],
    [icon('faHammer')]: [`${src}/ui/icon-names.ts`, `${src}/admin/screens/process.ts`],
    [icon('faTree')]: [
      `${src}/ui/icon-names.ts`,
      `${src}/site/layout/page-frame.tsx`,
      `${src}/admin/auth/login-page.tsx`,
    ],
    [icon('faPhone')]: [`${src}/site/layout/header.tsx`],
  });

  it("puts the icons only the admin imports in the admin's chunk", () => {
    expect(iconChunkName(icon('faGauge'), ctx)).toBe('admin-icons');
  });

  it('puts the icons only named for content in the content icons chunk, wherever else the admin uses them', () => {
    expect(iconChunkName(icon('faTruck'), ctx)).toBe('content-icons');
    expect(iconChunkName(icon('faHammer'), ctx)).toBe('content-icons');
  });

  it("puts every icon a public module imports in the public pages' chunk", () => {
    expect(iconChunkName(icon('faTree'), ctx)).toBe('icons');
    expect(iconChunkName(icon('faPhone'), ctx)).toBe('icons');
  });

  it('leaves every other module to the bundler', () => {
    expect(iconChunkName(`${src}/ui/icon-names.ts`, ctx)).toBeNull();
    expect(iconChunkName('/app/node_modules/react/index.js', ctx)).toBeNull();
  });
});
