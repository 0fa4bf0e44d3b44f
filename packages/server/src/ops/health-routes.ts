import type { FieldErrors } from '@grain/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failure, ok } from '../http/envelope.ts';
import { addRoute } from '../http/route.ts';
import { pingDatabase, probeStorage, withTimeout } from './probes.ts';

/** A readiness check that takes longer than this counts as failed: probes poll often. */
const READY_CHECK_TIMEOUT_MS = 3000;

const tag = 'operations';

const healthData = z.object({ status: z.literal('ok') });
const readyData = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: z.literal('ok'), storage: z.literal('ok') }),
});

const readinessTexts = {
  database: 'The database does not answer.',
  storage: 'The storage folder is not writable.',
};

type Check = keyof typeof readinessTexts;

/** The checks that failed, each with its text; the causes go to the log, not to the client. */
async function failedChecks(app: FastifyInstance, request: FastifyRequest): Promise<FieldErrors> {
  const { db, storage } = app.grain;
  const checks: Record<Check, () => Promise<void>> = {
    database: () => pingDatabase(db, READY_CHECK_TIMEOUT_MS),
    storage: () => withTimeout(probeStorage(storage.root), READY_CHECK_TIMEOUT_MS, 'the storage folder'),
  };
  const outcomes = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await check();
        return [];
      } catch (error) {
        request.log.warn({ err: error }, `readiness check "${name}" failed`);
        return [[name, [readinessTexts[name as Check]]]];
      }
    }),
  );
  return Object.fromEntries(outcomes.flat());
}

/** Liveness and readiness for load balancers, orchestrators and uptime monitors; never cached. */
export function registerHealthRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/health',
    summary: 'Liveness: the server process answers (the database is not asked)',
    tag,
    access: 'public',
    cache: false,
    response: healthData,
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return ok({ status: 'ok' as const });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/ready',
    summary: 'Readiness: the database answers and the storage folder is writable',
    tag,
    access: 'public',
    cache: false,
    response: readyData,
    failures: { 503: 'Not ready: `errors` names each failed check, `database` or `storage`' },
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const failed = await failedChecks(app, request);
      const texts = Object.values(failed).flat();
      if (texts.length > 0) return reply.status(503).send(failure(`Not ready. ${texts.join(' ')}`, failed));
      return ok({ status: 'ready' as const, checks: { database: 'ok' as const, storage: 'ok' as const } });
    },
  });
}
