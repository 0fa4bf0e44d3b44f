import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso, toIsoTimestamp } from '../db/values.ts';

export interface SessionSummary {
  id: number;
  browser: string;
  ip_address: string | null;
  created_at: string | null;
  last_used_at: string | null;
  current: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Windows", from a User-Agent: enough for a person to recognise their device. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
}

/** The user's sessions that have not expired, the most recently used first. */
export async function listSessions(db: Kysely<Database>, userId: number, currentId: number): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('access_tokens')
    .select(['id', 'user_agent', 'ip_address', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    browser: describeBrowser(row.user_agent),
    ip_address: row.ip_address,
    created_at: toIsoTimestamp(row.created_at),
    last_used_at: toIsoTimestamp(row.last_used_at),
    current: row.id === currentId,
  }));
}

/** Ends one of the user's sessions; false when the user has none of that id. */
export async function endSession(db: Kysely<Database>, userId: number, sessionId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('access_tokens')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
