import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const TEMP_FOLDER = '.uploads';

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
    const relative = `${folder}/${randomUUID()}.${extension}`;
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    await fs.rename(tempPath, this.absolute(relative));
    return relative;
  }

  /** Writes generated content (demo seed) into a folder; returns the relative path. */
  async write(folder: string, extension: string, content: Buffer): Promise<string> {
    const relative = `${folder}/${randomUUID()}.${extension}`;
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    await fs.writeFile(this.absolute(relative), content);
    return relative;
  }

  /** Removes a stored file; absolute URLs and paths outside the storage root are left alone. */
  async remove(relative: string | null | undefined): Promise<void> {
    if (!relative || /^https?:\/\//i.test(relative)) return;
    const absolute = this.absolute(relative);
    if (!absolute.startsWith(this.root + path.sep)) return;
    await fs.rm(absolute, { force: true });
  }

  /** Removes a stored folder and everything in it, within the storage root only. */
  async removeFolder(relative: string): Promise<void> {
    const absolute = this.absolute(relative);
    if (!absolute.startsWith(this.root + path.sep)) return;
    await fs.rm(absolute, { recursive: true, force: true });
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
