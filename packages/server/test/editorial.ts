import { pruneRevisions } from '../src/editorial/revisions.ts';
import type { TestApp } from './harness.ts';

/**
 * Prunes every revision, whatever its age: a file a record let go of stays while a revision
 * names it (issue 45), so tests of the write path's file removal prune history first.
 */
export const pruneAllRevisions = (t: TestApp) =>
  pruneRevisions(t.app.grain, { revisionDays: 0, revisionKeep: 0 }, new Date(Date.now() + 60_000));
