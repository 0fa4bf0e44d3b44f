import type { AppContext } from '../../app-context.ts';

/** Fills an empty database with the demo site. Implemented in the seed modules. */
export async function seedDemoContentIfEmpty(
  _context: Pick<AppContext, 'db' | 'dialect' | 'storage'>,
): Promise<boolean> {
  return false;
}
