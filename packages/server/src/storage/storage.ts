import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { unavailable } from '../http/errors.ts';

export const TEMP_FOLDER = '.uploads';
/** Uploaded images as they came, metadata and all: kept under the root, never served. */
export const ORIGINALS_FOLDER = 'originals';

/** Where the untouched upload behind a stored image is kept. */
export const originalPath = (relative: string) => `${ORIGINALS_FOLDER}/${relative}`;

/** Folders under the storage root that the static route must never serve. */
export const PRIVATE_FOLDERS: readonly string[] = [TEMP_FOLDER, ORIGINALS_FOLDER];

/**
 * The file system's refusals to write: no permission, a read-only or full disk, a path through
 * a file (the folder replaced by one), a missing folder, an I/O error.
 */
const WRITE_FAILURES = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'ENOTDIR',
  'EISDIR',
  'EEXIST',
  'ENOENT',
  'EIO',
]);

const isWriteFailure = (error: unknown): boolean => {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  return typeof syscall === 'string' && typeof code === 'string' && WRITE_FAILURES.has(code);
};

/** What a write answers when the storage folder cannot take a file: 503, naming the storage. */
export const STORAGE_UNAVAILABLE =
  'The file storage cannot be written to at the moment, so nothing was saved. Please try again later.';

/**
 * Runs a write into the storage folder; a refusal of the file system becomes a 503 naming the
 * storage, with the refusal as its cause (the error handler logs it).
 */
export async function writingToStorage<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isWriteFailure(error) ? unavailable(STORAGE_UNAVAILABLE, error) : error;
  }
}

/** Removes a path if it is there; one under a file (a folder replaced by a file) cannot be. */
export const removeIfPresent = (absolute: string, options: { recursive?: boolean } = {}) =>
  fs.rm(absolute, { ...options, force: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOTDIR') throw error;
  });

/** A stored file's relative path: its folder and a generated name that is never reused. */
export const newName = (folder: string, extension: string) => `${folder}/${randomUUID()}.${extension}`;

/** Uploaded files on disk: `{root}/{folder}/{generated name}`; records keep the relative path. */
export class Storage {
  readonly root: string;
  readonly tempDir: string;

  constructor(root: string) {
    this.root = root;
    this.tempDir = path.join(root, TEMP_FOLDER);
  }

  async prepare(): Promise<void> {
    await fs.mkdir(this.tempDir, { recursive: true });
  }

  /** Moves a checked upload into its folder under a generated name; returns the relative path. */
  async adopt(tempPath: string, folder: string, extension: string): Promise<string> {
    const relative = newName(folder, extension);
    await this.moveTo(tempPath, relative);
    return relative;
  }

  /** Moves a file (an upload still in the temporary folder) to a relative path of the storage. */
  async moveTo(tempPath: string, relative: string): Promise<void> {
    const absolute = this.absolute(relative);
    await writingToStorage(async () => {
      await fs.mkdir(path.dirname(absolute), { recursive: true });
      await fs.rename(tempPath, absolute);
    });
  }

  /** Writes generated content (demo seed) into a folder; returns the relative path. */
  async write(folder: string, extension: string, content: Buffer): Promise<string> {
    const relative = newName(folder, extension);
    await writingToStorage(async () => {
      await fs.mkdir(path.join(this.root, folder), { recursive: true });
      await fs.writeFile(this.absolute(relative), content);
    });
    return relative;
  }

  /** Removes a stored file; absolute URLs and paths outside the storage root are left alone. */
  async remove(relative: string | null | undefined): Promise<void> {
    if (!relative || /^https?:\/\//i.test(relative)) return;
    const absolute = this.absolute(relative);
    if (!absolute.startsWith(this.root + path.sep)) return;
    await removeIfPresent(absolute);
  }

  /**
   * Removes a stored folder and everything in it, within the storage root only. The image
   * worker may be writing a variant into it at that moment: the removal then tries again a few
   * times, and if the folder still fills up, leaves it to the worker, which removes its own
   * output once it sees the image gone (images/queue.ts).
   */
  async removeFolder(relative: string): Promise<void> {
    const absolute = this.absolute(relative);
    if (!absolute.startsWith(this.root + path.sep)) return;
    await fs
      .rm(absolute, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOTDIR' && error.code !== 'ENOTEMPTY') throw error;
      });
  }

  async exists(relative: string): Promise<boolean> {
    const absolute = this.absolute(relative);
    if (!absolute.startsWith(this.root + path.sep)) return false;
    return fs.stat(absolute).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  absolute(relative: string): string {
    return path.resolve(this.root, relative.replace(/^\/+/, ''));
  }

  newTempPath(): string {
    return path.join(this.tempDir, randomUUID());
  }
}
