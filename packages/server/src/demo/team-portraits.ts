/**
 * Draws the team page's portraits into the web app's source, where they ship as static files:
 * each sitter of `teamSitters` rendered square, made into variants by the image pipeline, and
 * only the 320 and 640 px widths kept (AVIF, WebP and JPEG), with one `portraits.json` giving
 * each portrait's size and placeholder. Seeded, so a run draws the same pictures every time.
 *
 *   npm run portraits
 *   node packages/server/src/demo/team-portraits.ts [--out folder]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeVariants, variantExtensions } from '../images/variants.ts';
import { portrait, renderPicture } from './pictures/picture.ts';
import { teamSitters } from './pictures/portrait.ts';

/** The widths the team grid needs: a quarter of a wide screen, half of a phone's, at 2× density. */
export const PORTRAIT_WIDTHS = [320, 640] as const;
const FORMATS = ['avif', 'webp', 'jpeg'] as const;

export interface PortraitMeta {
  width: number;
  height: number;
  placeholder: string;
}

const defaultOut = path.resolve(import.meta.dirname, '../../../web/src/site/team/portraits');

/** Writes the portraits into `out` (emptied first of earlier portraits) and returns their metadata. */
export async function writeTeamPortraits(out: string): Promise<PortraitMeta[]> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-portraits-'));
  try {
    await fs.mkdir(out, { recursive: true });
    for (const name of await fs.readdir(out)) {
      if (/^team-\d+-w\d+\.(avif|webp|jpg)$/.test(name)) await fs.rm(path.join(out, name));
    }
    const metas: PortraitMeta[] = [];
    for (let index = 0; index < teamSitters.length; index++) {
      const key = `team-${index}`;
      const picture = await renderPicture(portrait(index), 'square', key);
      const original = path.join(work, `${key}.${picture.extension}`);
      await fs.writeFile(original, picture.content);
      const folder = path.join(work, key);
      const variants = await makeVariants(original, folder);
      for (const width of PORTRAIT_WIDTHS) {
        if (!variants.widths.includes(width)) throw new Error(`${key}: no ${width} px variant was made`);
        for (const format of FORMATS) {
          const extension = variantExtensions[format];
          await fs.copyFile(
            path.join(folder, `w${width}.${extension}`),
            path.join(out, `${key}-w${width}.${extension}`),
          );
        }
      }
      // Square portraits: the widest kept variant's size gives the aspect the page reserves.
      const widest = PORTRAIT_WIDTHS[PORTRAIT_WIDTHS.length - 1];
      metas.push({
        width: widest,
        height: Math.round((widest * variants.height) / variants.width),
        placeholder: variants.placeholder,
      });
    }
    await fs.writeFile(path.join(out, 'portraits.json'), `${JSON.stringify(metas, null, 2)}\n`);
    return metas;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: defaultOut } } });
  const out = path.resolve(values.out ?? defaultOut);
  const metas = await writeTeamPortraits(out);
  console.log(`${metas.length} team portraits written to ${path.relative(process.cwd(), out) || '.'}`);
}
