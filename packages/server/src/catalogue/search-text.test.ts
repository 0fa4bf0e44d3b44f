import { describe, expect, it } from 'vitest';
import { containsPattern, productSearchName, productSearchText } from './search-text.ts';

describe('search text', () => {
  it('folds name, SKU, short description and the text of the description into one column', () => {
    expect(
      productSearchText({
        name: 'Chêne  Table',
        sku: 'TBL-001',
        short_description: 'Ŝolid',
        description: '<p>Big\t<b>OAK</b></p>',
      }),
    ).toBe('chene table\ntbl-001\nsolid\n big oak ');
    expect(productSearchText({ name: 'Desk', sku: 'D-1' })).toBe('desk\nd-1\n\n');
  });

  it('folds the name alone for the search by name', () => {
    expect(productSearchName('  Érable   DESK ')).toBe('erable desk');
  });

  it('makes a LIKE pattern in which %, _ and \\ match only themselves', () => {
    expect(containsPattern(' CHÊNE ')).toBe('%chene%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
