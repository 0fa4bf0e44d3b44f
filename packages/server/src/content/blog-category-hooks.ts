import { conflict } from '../http/errors.ts';
import type { ContentHooks } from './write.ts';

export const blogCategoryHooks: ContentHooks = {
  // Blogs keep their category (the foreign key restricts): refuse clearly instead of failing in the database.
  async beforeDelete(context, id) {
    const row = await context.db
      .selectFrom('blogs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    if (count > 0) {
      throw conflict(
        `This blog category still has ${count} blog${count === 1 ? '' : 's'}. Move or delete ${count === 1 ? 'it' : 'them'} first.`,
      );
    }
  },
};
