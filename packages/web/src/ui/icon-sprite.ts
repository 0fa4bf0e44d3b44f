import type { IconDefinition } from '@fortawesome/fontawesome-common-types';
import { createContext } from 'react';

/**
 * Icons are drawn once per page, as `<symbol>`s in one hidden sprite, and each use of an icon is
 * a `<use>` of its symbol: a page with forty arrows carries the arrow's path once, not forty times.
 * The server collects the icons a page renders (through this context) and writes their sprite
 * into the HTML; in the browser, an icon adds its symbol to the sprite when the page lacks it.
 */
export const IconSpriteContext = createContext<Set<IconDefinition> | null>(null);

const SPRITE_ID = 'icon-sprite';
const SVG_NS = 'http://www.w3.org/2000/svg';

export const symbolId = (icon: IconDefinition) => `icon-${icon.prefix}-${icon.iconName}`;

const pathsOf = (icon: IconDefinition): string[] => {
  const path = icon.icon[4];
  return Array.isArray(path) ? path : [path];
};

const viewBoxOf = (icon: IconDefinition) => `0 0 ${icon.icon[0]} ${icon.icon[1]}`;

/** The sprite of the given icons, as HTML for the server's page (paths are Font Awesome's own data). */
export function spriteHtml(icons: Iterable<IconDefinition>): string {
  const symbols = [...icons].map(
    (icon) =>
      `<symbol id="${symbolId(icon)}" viewBox="${viewBoxOf(icon)}">${pathsOf(icon)
        .map((d) => `<path d="${d}"/>`)
        .join('')}</symbol>`,
  );
  return `<svg id="${SPRITE_ID}" xmlns="${SVG_NS}" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">${symbols.join('')}</svg>`;
}

function spriteElement(): SVGSVGElement {
  const existing = document.getElementById(SPRITE_ID);
  if (existing) return existing as unknown as SVGSVGElement;
  document.body.insertAdjacentHTML('afterbegin', spriteHtml([]));
  return document.getElementById(SPRITE_ID) as unknown as SVGSVGElement;
}

/** In the browser: makes sure the page's sprite holds the icon's symbol. */
export function ensureSymbol(icon: IconDefinition): void {
  const id = symbolId(icon);
  if (document.getElementById(id)) return;
  const symbol = document.createElementNS(SVG_NS, 'symbol');
  symbol.id = id;
  symbol.setAttribute('viewBox', viewBoxOf(icon));
  for (const d of pathsOf(icon)) {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    symbol.append(path);
  }
  spriteElement().append(symbol);
}
