import { menuEntryPages, seoPageOf } from '@grain/contract/seo-pages';
import { menuEntryKeys } from '@grain/contract/site-settings-values';
import { describe, expect, it } from 'vitest';
import { isGroup, mainMenuOf } from './menu.ts';

describe('the main menu and the SEO health list', () => {
  it.each(menuEntryKeys)('agree on the pages the %s entry links to', (key) => {
    const [item] = mainMenuOf([{ key, label: key, visible: true }]);
    const linked = isGroup(item) ? item.children.map((child) => child.to) : [item.to];
    expect(linked).toEqual(menuEntryPages[key].map((page) => seoPageOf(page)?.path));
  });
});
