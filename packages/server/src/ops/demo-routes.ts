import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type DemoRemovalPlan,
  demoRemovalCount,
  describeDemoRemoval,
  planDemoRemoval,
  removeDemo,
} from '../demo/removal.ts';
import { currentActor } from '../http/actor.ts';
import { ok } from '../http/envelope.ts';
import { addRoute } from '../http/route.ts';

const tag = 'Demo content';

const demoPlanSchema = z.object({
  /** One sentence naming what goes, per collection, with the count of files. */
  removes: z.string(),
  /** Sentences naming what stays: demo records the owner edited, or that the owner's records use. */
  keeps: z.array(z.string()),
  /** How many records go in all (0: nothing left to remove). */
  total: z.number().int(),
  collections: z.array(
    z.object({
      table: z.string(),
      singular: z.string(),
      plural: z.string(),
      remove: z.number().int(),
      edited: z.number().int(),
      in_use: z.number().int(),
    }),
  ),
  files: z.number().int(),
});

function answer(plan: DemoRemovalPlan) {
  return {
    ...describeDemoRemoval(plan),
    total: demoRemovalCount(plan),
    collections: plan.collections.map((collection) => ({
      table: collection.table,
      singular: collection.singular,
      plural: collection.plural,
      remove: collection.remove.length,
      edited: collection.edited.length,
      in_use: collection.inUse.length,
    })),
    files: plan.files.length,
  };
}

/** What removing the demo content would remove (for the confirmation), and the removal itself. */
export function registerDemoRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/demo',
    summary: 'What removing the demo content would remove and keep, counted per collection',
    tag,
    access: 'admin',
    response: demoPlanSchema,
    handler: async () => ok(answer(await planDemoRemoval(app.grain.db))),
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/api/demo',
    summary:
      'Remove the demo content: the demo records nobody edited and their files; records the owner added or edited stay',
    tag,
    access: 'admin',
    response: demoPlanSchema,
    // The removal moves the content version on itself, after its files are gone.
    contentVersion: 'handler',
    handler: async () => {
      const plan = await removeDemo(app.grain, currentActor());
      return ok(
        answer(plan),
        demoRemovalCount(plan) > 0 ? 'The demo content was removed.' : 'There was no demo content left.',
      );
    },
  });
}
