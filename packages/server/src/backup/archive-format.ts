import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.ts';
import type { ProgressFactory } from './progress.ts';

/**
 * A Grain backup is one gzipped tar archive:
 *   manifest.json            format, version, source dialect, applied migrations, counts
 *   tables/<table>.ndjson    every row of the table, one JSON object a line, by id
 *   storage/…                every stored file, by its storage-relative path
 * Tables are listed in the manifest in the order they are restored (referenced tables first).
 */
export const BACKUP_FORMAT = 'grain-backup';
export const BACKUP_VERSION = 1;

export const MANIFEST_PATH = 'manifest.json';
export const TABLES_FOLDER = 'tables';
export const STORAGE_FOLDER = 'storage';

export const tablePath = (table: string) => `${TABLES_FOLDER}/${table}.ndjson`;
export const isTablePath = (entryPath: string) => /^tables\/\w+\.ndjson$/.test(entryPath);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created_at: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string().regex(/^\w+$/), rows: z.number().int().min(0) })),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** What an export wrote or an import restored: the manifest's counts. */
export type BackupCounts = Pick<Manifest, 'tables' | 'files'>;

/** What an export or an import works on. */
export interface BackupOptions {
  database: DatabaseHandle;
  storageDir: string;
  /** The archive: written under a temporary name and renamed at the end (export), or read (import). */
  file: string;
  progress?: ProgressFactory;
  /**
   * Export only: keep the sign-in tokens (table access_tokens). Left out by default: a restored
   * copy would otherwise accept every session that was open when the archive was made.
   */
  withSessions?: boolean;
}
