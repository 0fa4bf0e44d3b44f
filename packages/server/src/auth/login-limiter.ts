import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitConfig } from '../config.ts';
import { tooManyRequests } from '../http/errors.ts';

/**
 * Counts failed logins per email and per IP. Memory-backed: with several instances behind a
 * load balancer, swap in rate-limiter-flexible's PostgreSQL or Redis store.
 */
export function createLoginLimiter(limits: { perEmail: RateLimitConfig; perIp: RateLimitConfig }) {
  const byEmail = new RateLimiterMemory({
    keyPrefix: 'login-email',
    points: limits.perEmail.points,
    duration: limits.perEmail.durationSeconds,
  });
  const byIp = new RateLimiterMemory({
    keyPrefix: 'login-ip',
    points: limits.perIp.points,
    duration: limits.perIp.durationSeconds,
  });

  const blockedFor = async (limiter: RateLimiterMemory, key: string, points: number) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? Math.ceil(state.msBeforeNext / 1000) : 0;
  };

  return {
    /** Throws 429 when this email or IP has failed too often recently. */
    async assertAllowed(email: string, ip: string): Promise<void> {
      const seconds = Math.max(
        await blockedFor(byEmail, email, limits.perEmail.points),
        await blockedFor(byIp, ip, limits.perIp.points),
      );
      if (seconds > 0) {
        const minutes = Math.max(1, Math.ceil(seconds / 60));
        throw tooManyRequests(
          `Too many failed login attempts. Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
        );
      }
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const consume = (limiter: RateLimiterMemory, key: string) =>
        limiter.consume(key).catch((error: unknown) => {
          if (!(error instanceof RateLimiterRes)) throw error;
        });
      await Promise.all([consume(byEmail, email), consume(byIp, ip)]);
    },
    async recordSuccess(email: string): Promise<void> {
      await byEmail.delete(email);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
