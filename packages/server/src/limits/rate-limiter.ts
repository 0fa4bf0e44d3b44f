import { createHash } from 'node:crypto';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateLimitConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';

/** The table of migration 0004 that PostgreSQL-backed limiters share across instances. */
const POSTGRES_TABLE = 'rate_limits';

export type RateLimiter = RateLimiterAbstract;
export type RateLimiterFactory = (keyPrefix: string, limit: RateLimitConfig) => RateLimiter;

/**
 * Rate limiters that count in PostgreSQL when the app runs on it, so that several instances
 * behind a load balancer share their counts; on SQLite (one machine, one process) in memory.
 */
export function rateLimiterFactory(database: Pick<DatabaseHandle, 'dialect' | 'pool'>): RateLimiterFactory {
  return (keyPrefix, limit) => {
    const options = { keyPrefix, points: limit.points, duration: limit.durationSeconds };
    if (database.dialect === 'postgres' && database.pool) {
      return new RateLimiterPostgres({
        ...options,
        storeClient: database.pool,
        tableName: POSTGRES_TABLE,
        tableCreated: true,
      });
    }
    return new RateLimiterMemory(options);
  };
}

/** A key of bounded length (the PostgreSQL store keeps at most 255 characters) for any inputs. */
export const limiterKey = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

export interface Consumed {
  allowed: boolean;
  /** Points used in the current window, this one included. */
  consumed: number;
  /** Seconds until the key may try again (0 when allowed). */
  secondsToWait: number;
}

/** Takes one point, atomically in the store: the check and the count are one step. */
export async function consumePoint(limiter: RateLimiter, key: string): Promise<Consumed> {
  try {
    const result = await limiter.consume(key);
    return { allowed: true, consumed: result.consumedPoints, secondsToWait: 0 };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return {
      allowed: false,
      consumed: error.consumedPoints,
      secondsToWait: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
    };
  }
}

/** "Please try again in 3 minutes." */
export function tryAgainIn(secondsToWait: number): string {
  const minutes = Math.max(1, Math.ceil(secondsToWait / 60));
  return `Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}
