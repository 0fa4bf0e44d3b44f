import { deriveSlug } from '@grain/contract/slug';
import type { ContentHooks } from '../content/write.ts';
import { conflict } from '../http/errors.ts';

export const categoryHooks: ContentHooks = {
  prepare(values) {
    // A missing slug is derived from the name (spec public §3); a given one is kept as typed.
    const slug = typeof values.slug === 'string' ? values.slug.trim() : '';
    if (!slug && typeof values.name === 'string') values.slug = deriveSlug(values.name);
  },
  async beforeDelete(context, id) {
    const row = await context.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    if (count > 0) {
      throw conflict(
        `This category still has ${count} product${count === 1 ? '' : 's'}. Move or delete ${count === 1 ? 'it' : 'them'} first.`,
      );
    }
  },
};
