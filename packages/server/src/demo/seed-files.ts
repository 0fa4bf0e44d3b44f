import fs from 'node:fs/promises';
import type { Storage } from '../storage/storage.ts';
import type { DemoVideo } from './demo-record.ts';
import { type Picture, type PictureSize, renderPicture } from './pictures/picture.ts';
import { pictureAlt } from './pictures/picture-alt.ts';

/**
 * Shipped assets sit next to this module in the sources; the build copies them next to the
 * bundle (dist/demo-assets/), where dist/main.js finds them.
 */
const assetFolders = [new URL('./assets/', import.meta.url), new URL('./demo-assets/', import.meta.url)];

async function assetContent(name: string): Promise<Buffer> {
  for (const folder of assetFolders) {
    const content = await fs.readFile(new URL(name, folder)).catch(() => null);
    if (content) return content;
  }
  throw new Error(`The demo asset ${name} is missing from src/demo/assets/.`);
}

/** Words as a file name: "A walnut desk in a light room" → "walnut-desk-in-a-light-room". */
const fileNameOf = (words: string) =>
  words
    .toLowerCase()
    .replace(/^(a|an) /, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Runs at most `limit` tasks at a time; a finishing task hands its slot to the next waiting one. */
function concurrencyLimit(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/**
 * The files of the demo content: pictures drawn on demand and shipped videos, each written to
 * its own storage path (deleting one record must never take another record's file with it).
 * Remembers what it wrote so that a failed seed leaves storage as it found it.
 */
export class SeedFiles {
  private readonly written: string[] = [];
  /** The pictures written, for the image queue. */
  readonly pictures: string[] = [];
  /** Each picture's alt text, by stored path (the media library's items). */
  readonly alts = new Map<string, string>();
  /** Each file's name in the media library, by stored path: what it shows, as a file name. */
  readonly names = new Map<string, string>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private discarding = false;
  // Rendering is CPU-bound in sharp's thread pool; a few at a time keeps memory flat.
  private readonly limit = concurrencyLimit(4);

  private readonly storage: Storage;

  constructor(storage: Storage) {
    this.storage = storage;
  }

  /** Every file written so far (the seed records them as the demo's: demo/removal.ts). */
  get paths(): readonly string[] {
    return this.written;
  }

  picture(picture: Picture, size: PictureSize, key: string, folder: string): Promise<string> {
    return this.track(
      this.limit(async () => {
        this.refuseWhenDiscarding();
        const rendered = await renderPicture(picture, size, key);
        const stored = this.keep(await this.storage.write(folder, rendered.extension, rendered.content));
        const alt = pictureAlt(picture);
        this.pictures.push(stored);
        this.alts.set(stored, alt);
        this.names.set(stored, `${fileNameOf(alt || key)}.${rendered.extension}`);
        return stored;
      }),
    );
  }

  video(video: DemoVideo, folder: string): Promise<string> {
    return this.track(
      (async () => {
        this.refuseWhenDiscarding();
        const extension = video.asset.split('.').pop() ?? 'mp4';
        const stored = this.keep(await this.storage.write(folder, extension, await assetContent(video.asset)));
        this.names.set(stored, video.asset.split('/').pop() ?? stored);
        return stored;
      })(),
    );
  }

  /**
   * Removes every file written. A failure stops the seed while other files may still be on
   * their way to disk: those are awaited first, and nothing new starts.
   */
  async discard(): Promise<void> {
    this.discarding = true;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    await Promise.all(this.written.splice(0).map((relative) => this.storage.remove(relative)));
  }

  private track<T>(task: Promise<T>): Promise<T> {
    this.inFlight.add(task);
    const settled = () => this.inFlight.delete(task);
    task.then(settled, settled);
    return task;
  }

  private refuseWhenDiscarding(): void {
    if (this.discarding) throw new Error('The demo seed was abandoned.');
  }

  private keep(relative: string): string {
    this.written.push(relative);
    return relative;
  }
}
