import { AsyncLocalStorage } from 'node:async_hooks';
import { type AuditActor, SITE_ACTOR } from '../db/audit-log.ts';

/**
 * Who a request acts for, from the route runner down to the write path (the audit log's "who"
 * and "from where"), without handing it through every call.
 */
const actors = new AsyncLocalStorage<AuditActor>();

export const withActor = <T>(actor: AuditActor, run: () => Promise<T>): Promise<T> => actors.run(actor, run);

/** The request's actor, or the site itself for work no request started (schedules, commands). */
export const currentActor = (): AuditActor => actors.getStore() ?? SITE_ACTOR;

export const personLabel = (user: { fname: string; lname: string; email: string }) =>
  `${user.fname} ${user.lname} <${user.email}>`.trim();
