import type { RateLimitConfig } from '../config.ts';
import { consumePoint, type RateLimiterFactory, tryAgainIn } from '../limits/rate-limiter.ts';

/**
 * Counts every contact form POST per IP, valid or not, so a bot can neither probe nor flood.
 * Shared by every instance when the app runs on PostgreSQL.
 */
export function createContactSendLimiter(limit: RateLimitConfig, limiter: RateLimiterFactory) {
  const byIp = limiter('contact-ip', limit);
  return {
    /** Counts this POST: 0 when it is allowed, else the seconds until the IP may send again. */
    async consume(ip: string): Promise<number> {
      return (await consumePoint(byIp, ip)).secondsToWait;
    },
  };
}

export const tooManyMessagesText = (secondsToWait: number) => `Too many messages. ${tryAgainIn(secondsToWait)}`;
