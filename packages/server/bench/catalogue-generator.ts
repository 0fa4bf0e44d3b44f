import { plainProductTerms } from '@grain/contract/catalogue';
import type { ProductChildren, ProductValues } from '../src/catalogue/product-repository.ts';

/** The word the search call looks for: about 5 % of generated products hold it, nothing else does. */
export const SEARCH_WORD = 'heirloom';

const WOODS = ['Oak', 'Walnut', 'Chêne', 'Maple', 'Cherry', 'Ash', 'Teak', 'Beech'];
const FINISHES = ['Natural oil', 'Wax', 'Lacquer', 'Hard wax oil'];
const PIECES = ['Table', 'Chair', 'Desk', 'Shelf', 'Cabinet', 'Bench', 'Floor Plank', 'Bed Frame', 'Stool', 'Dresser'];

export interface GeneratedProduct {
  values: Omit<ProductValues, 'category_id'> & { categoryIndex: number };
  children: ProductChildren;
  createdAt: string;
}

/** A deterministic pseudo-random sequence, so every run seeds the same catalogue. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Where product `n` carries the search word, if it does (every 20th product, in turn in each field). */
function searchWordField(n: number): 'name' | 'short_description' | 'description' | null {
  if (n % 20 !== 7) return null;
  return (['name', 'short_description', 'description'] as const)[Math.floor(n / 20) % 3];
}

/**
 * Products 1…count, the same on every run: names, SKUs, prices, flags and children spread
 * like a real catalogue's (90 % active, 5 % featured, 3 pictures, 4 specifications, which make 4 facets, 3 features).
 */
export function* generateProducts(count: number, categories: number): Generator<GeneratedProduct> {
  const random = sequence(42);
  for (let n = 1; n <= count; n++) {
    const wood = WOODS[Math.floor(random() * WOODS.length)];
    const categoryIndex = Math.floor(random() * categories);
    const piece = PIECES[Math.floor(random() * PIECES.length)];
    const price = Math.round(20 + random() * 3_000);
    const marked = searchWordField(n);
    const mark = (field: typeof marked) => (marked === field ? ` ${SEARCH_WORD}` : '');
    yield {
      values: {
        name: `${wood}${marked === 'name' ? ' Heirloom' : ''} ${piece} ${n}`,
        sku: `SKU-${String(n).padStart(6, '0')}`,
        description: `<p>Handmade from solid ${wood.toLowerCase()}${mark('description')}, finished with natural oil. Every joint is cut by hand in our workshop and every surface sanded three times.</p>`,
        short_description: `A ${wood.toLowerCase()}${mark('short_description')} piece for every room`,
        price,
        sale_price: random() < 0.2 ? Math.round(price * 0.8) : null,
        stock_quantity: Math.floor(random() * 20),
        is_featured: random() < 0.05,
        is_active: random() < 0.9,
        customized: random() < 0.2,
        categoryIndex,
        sort_order: 1 + Math.floor(random() * 10),
        image: `product-images/${n}.jpg`,
        ...plainProductTerms,
      },
      children: {
        gallery: [1, 2, 3].map((k) => `product-images/${n}-${k}.jpg`),
        specifications: [
          { key: 'Material', value: wood },
          { key: 'Width', value: `${60 + (n % 120)} cm` },
          { key: 'Finish', value: FINISHES[n % FINISHES.length] },
          { key: 'Warranty', value: '5 years' },
        ],
        features: ['Handmade', 'Solid wood', 'Made to order'],
      },
      createdAt: new Date(Date.UTC(2023, 0, 1) + Math.floor(random() * 700) * 86_400_000).toISOString(),
    };
  }
}
