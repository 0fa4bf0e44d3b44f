import type { RateLimitConfig } from '../config.ts';
import { tooManyRequests } from '../http/errors.ts';
import { consumePoint, limiterKey, type RateLimiterFactory, tryAgainIn } from '../limits/rate-limiter.ts';

/** Failed attempts of one IP on one account that go unslowed; each further one waits longer. */
const FREE_FAILURES = 3;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

/** How long to hold the answer to a failed sign-in, from the attempts so far (OWASP's progressive delay). */
export function failureDelayMs(attempts: number): number {
  if (attempts <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempts - FREE_FAILURES - 1));
}

/**
 * Sign-in attempts are counted BEFORE the password is checked, so parallel guesses cannot
 * overtake the limit: per IP and account (an attacker elsewhere cannot lock the real
 * administrator out), and more widely per IP (one address cannot try account after account).
 * A success gives back what the attempt took.
 */
export function createLoginLimiter(
  limits: { perIpAndEmail: RateLimitConfig; perIp: RateLimitConfig },
  limiter: RateLimiterFactory,
) {
  const byIpAndEmail = limiter('login-ip-email', limits.perIpAndEmail);
  const byIp = limiter('login-ip', limits.perIp);

  return {
    /** Counts this attempt; throws 429 when the IP, or the IP on this account, is over its limit. */
    async begin(email: string, ip: string): Promise<{ attempts: number }> {
      const key = limiterKey(ip, email);
      const [account, address] = await Promise.all([consumePoint(byIpAndEmail, key), consumePoint(byIp, ip)]);
      if (!account.allowed || !address.allowed) {
        const seconds = Math.max(account.secondsToWait, address.secondsToWait);
        throw tooManyRequests(`Too many failed login attempts. ${tryAgainIn(seconds)}`, seconds);
      }
      return { attempts: account.consumed };
    },
    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([byIpAndEmail.delete(limiterKey(ip, email)), byIp.reward(ip, 1)]);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
