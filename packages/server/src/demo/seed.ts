import * as types from '@grain/contract/content-types';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { leaveNewState, recordSetupState } from '../db/site-setup.ts';
import { nowIso } from '../db/values.ts';
import { enqueueImages } from '../images/image-store.ts';
import { describeStoredFile, registerMedia } from '../images/media-items.ts';
import type { Storage } from '../storage/storage.ts';
import { insertProducts, mapDemoFacets, prepareProducts } from './catalogue-seed.ts';
import { insertContent, prepareContent } from './content-seed.ts';
import { demoBlogCategories, demoBlogs } from './demo-text/blog.ts';
import { demoCategories } from './demo-text/catalogue-categories.ts';
import { demoFaqs } from './demo-text/faqs.ts';
import {
  demoAboutSections,
  demoBanners,
  demoChooseUsSections,
  demoContactSections,
  demoCounterSections,
  demoFeatures,
  demoMissionVisionSections,
  demoProcessSections,
  demoVideoSections,
} from './demo-text/home-sections.ts';
import { demoFlooring, demoOutdoor } from './demo-text/products-flooring-outdoor.ts';
import { demoBeds, demoStorage } from './demo-text/products-storage-beds.ts';
import { demoChairs, demoTables } from './demo-text/products-tables-chairs.ts';
import { demoProjects } from './demo-text/projects.ts';
import { demoServices } from './demo-text/services.ts';
import { recordDemo } from './removal.ts';
import { SeedFiles } from './seed-files.ts';

/** What the seed writes to; the seed itself runs alike on both dialects. */
export interface SeedContext {
  db: Kysely<Database>;
  storage: Storage;
}

export const demoProducts = [
  ...demoTables,
  ...demoChairs,
  ...demoStorage,
  ...demoBeds,
  ...demoFlooring,
  ...demoOutdoor,
];

/**
 * Every content type with its demo records, in insert order: blog categories before blogs,
 * product categories before products, and each list in the order that gives the ids the
 * public site asks for (mission-vision 1, contact 1, video section 4).
 */
function prepareAllContent(files: SeedFiles, at: string) {
  return Promise.all([
    prepareContent(files, types.banners, demoBanners, at),
    prepareContent(files, types.features, demoFeatures, at),
    prepareContent(files, types.aboutSections, demoAboutSections, at),
    prepareContent(files, types.services, demoServices, at),
    prepareContent(files, types.chooseUsSections, demoChooseUsSections, at),
    prepareContent(files, types.processSections, demoProcessSections, at),
    prepareContent(files, types.videoSections, demoVideoSections, at),
    prepareContent(files, types.projects, demoProjects, at),
    prepareContent(files, types.faqs, demoFaqs, at),
    prepareContent(files, types.blogCategories, demoBlogCategories, at),
    prepareContent(files, types.blogs, demoBlogs, at),
    prepareContent(files, types.counterSections, demoCounterSections, at),
    prepareContent(files, types.missionVisionSections, demoMissionVisionSections, at),
    prepareContent(files, types.contactSections, demoContactSections, at),
    prepareContent(files, types.categories, demoCategories, at),
  ]);
}

/**
 * Fills a new database with the demo site (ARCHITECTURE §5): every content section, projects,
 * blog posts and a catalogue, with pictures drawn on the spot and a shipped video. Only a
 * database recorded as new gets it, once (db/site-setup.ts): whatever its owner deletes later,
 * it never comes back. Files are written first, then all rows go in one transaction; on any
 * failure the files are removed again and nothing is left half-seeded. Returns whether it seeded.
 */
export async function seedDemoContentIfNew(context: SeedContext): Promise<boolean> {
  if ((await recordSetupState(context.db, false)) !== 'new') return false;
  const files = new SeedFiles(context.storage);
  try {
    const [content, products] = await Promise.all([
      prepareAllContent(files, nowIso()),
      prepareProducts(files, demoProducts, Date.now()),
    ]);
    const media = await Promise.all(
      files.paths.map(async (path) => {
        const alt = files.alts.get(path);
        return {
          ...(await describeStoredFile(context.storage, path, files.names.get(path))),
          alt: alt || null,
          decorative: alt === '',
        };
      }),
    );
    const seeded = await context.db.transaction().execute(async (trx) => {
      // Another server sharing the database may have seeded while the pictures were drawn.
      if (!(await leaveNewState(trx, 'demo'))) return false;
      for (const prepared of content) await insertContent(trx, prepared);
      await insertProducts(trx, products);
      await mapDemoFacets(trx);
      // Variants are made by the server's worker once it runs: the seed itself stays quick.
      await enqueueImages(trx, files.pictures);
      await registerMedia(trx, media, null);
      // What the demo is, so that it can be removed exactly (demo/removal.ts).
      await recordDemo(trx, files.paths);
      return true;
    });
    if (!seeded) await files.discard();
    return seeded;
  } catch (error) {
    await files.discard();
    throw error;
  }
}
