import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { Storage } from '../storage/storage.ts';

class ProbeTimeout extends Error {
  readonly code = 'PROBE_TIMEOUT';
}

/** The promise's outcome, or a ProbeTimeout once `ms` have passed without one. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A round trip to the database. */
// biome-ignore lint/suspicious/noExplicitAny: any database of either dialect answers this.
export async function pingDatabase(db: Kysely<any>, timeoutMs: number): Promise<void> {
  await withTimeout(sql`select 1`.execute(db), timeoutMs, 'the database');
}

/** Creates the storage folder if needed, then writes and removes a file in it. */
export async function probeStorage(root: string): Promise<void> {
  const storage = new Storage(root);
  await storage.prepare();
  const probe = path.join(storage.tempDir, `probe-${randomUUID()}`);
  await fs.writeFile(probe, 'ok');
  await fs.rm(probe, { force: true });
}

const fileSystemReasons: Record<string, string> = {
  ENOTDIR: 'a part of its path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
};

/** Why a file system operation failed, in words: "permission denied", "the disk is full". */
export function fileSystemReason(error: unknown): string {
  const code = (error as { code?: string }).code;
  return (code && fileSystemReasons[code]) ?? (error instanceof Error ? error.message : String(error));
}
