import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitConfig } from '../config.ts';

/**
 * Counts every contact form POST per IP, valid or not, so a bot can neither probe nor flood.
 * Memory-backed like the login limiter; several instances would share a PostgreSQL or Redis store.
 */
export function createContactSendLimiter(limit: RateLimitConfig) {
  const byIp = new RateLimiterMemory({
    keyPrefix: 'contact-ip',
    points: limit.points,
    duration: limit.durationSeconds,
  });

  return {
    /** Counts this POST: 0 when it is allowed, else the seconds until the IP may send again. */
    async consume(ip: string): Promise<number> {
      try {
        await byIp.consume(ip);
        return 0;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      }
    },
  };
}

export function tooManyMessagesText(secondsToWait: number): string {
  const minutes = Math.max(1, Math.ceil(secondsToWait / 60));
  return `Too many messages. Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}
