import {
  menuEntryPages,
  SEO_DESCRIPTION_SUGGESTED,
  SEO_HEALTH_LIMIT,
  SEO_TITLE_SUGGESTED,
  type SeoCollection,
  type SeoHealth,
  type SeoIssue,
  seoPages,
} from '@grain/contract/seo';
import { paths } from '@grain/contract/site-paths';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readSiteSettings } from '../db/site-settings.ts';
import { toBoolean } from '../db/values.ts';
import { readPageSeo } from './page-seo-store.ts';

type Db = Kysely<Database>;

/** One page or record as the checks see it. */
interface Checked {
  collection: SeoCollection;
  id: number | string;
  label: string;
  path: string;
  /** The document title search engines get: the own meta title, else the derived one. */
  title: string;
  ownTitle: boolean;
  description: string | null;
  /** Whether the page has text to derive a description from when it has none of its own. */
  derivable: boolean;
  noindex: boolean;
}

/**
 * The records with a page of their own, as the site's heads title them (site/…/…-routes.ts)
 * and the text their description is derived from (blank: the site's general description is used).
 */
const recordSources: Array<{
  collection: Exclude<SeoCollection, 'pages'>;
  table: string;
  label: string;
  title: (label: string) => string;
  path: (id: number) => string;
  /** SQL: true when the derived description has text (null-safe on both databases). */
  source: string;
  activeFlag: boolean;
}> = [
  {
    collection: 'products',
    table: 'products',
    label: 'name',
    title: (name) => name,
    path: paths.product,
    source: "coalesce(trim(t.short_description), '') <> '' or coalesce(trim(t.description), '') <> ''",
    activeFlag: true,
  },
  {
    collection: 'categories',
    table: 'categories',
    label: 'name',
    title: (name) => `Products in ${name}`,
    path: paths.productCategory,
    // A category without a description is described as "Browse our {name}.".
    source: '1 = 1',
    activeFlag: false,
  },
  {
    collection: 'projects',
    table: 'projects',
    label: 'title',
    title: (title) => title,
    path: paths.project,
    source: "coalesce(trim(t.short_description), '') <> '' or coalesce(trim(t.description), '') <> ''",
    activeFlag: true,
  },
  {
    collection: 'services',
    table: 'services',
    label: 'title',
    title: (title) => title,
    path: paths.service,
    source: "coalesce(trim(t.description), '') <> ''",
    activeFlag: true,
  },
  {
    collection: 'blogs',
    table: 'blogs',
    label: 'title',
    title: (title) => title,
    path: paths.blogPost,
    source: "coalesce(trim(t.description), '') <> ''",
    activeFlag: true,
  },
];

interface RecordRow {
  id: number;
  label: string;
  meta_title: string | null;
  meta_description: string | null;
  noindex: unknown;
  derivable: unknown;
}

async function checkedRecords(db: Db, siteName: string): Promise<Checked[]> {
  const checked: Checked[] = [];
  for (const source of recordSources) {
    let query = db
      .selectFrom(sql.table(source.table).as('t'))
      .select([
        sql<number>`t.id`.as('id'),
        sql<string>`${sql.ref(`t.${source.label}`)}`.as('label'),
        sql<string | null>`t.meta_title`.as('meta_title'),
        sql<string | null>`t.meta_description`.as('meta_description'),
        sql<unknown>`t.noindex`.as('noindex'),
        sql<unknown>`case when ${sql.raw(source.source)} then 1 else 0 end`.as('derivable'),
      ]);
    if (source.activeFlag) query = query.where(sql.ref('t.is_active'), '=', sql.lit(true));
    const rows = (await query.orderBy(sql.ref('t.id')).execute()) as RecordRow[];
    for (const row of rows) {
      checked.push({
        collection: source.collection,
        id: row.id,
        label: row.label,
        path: source.path(row.id),
        title: row.meta_title ?? `${source.title(row.label)} | ${siteName}`,
        ownTitle: row.meta_title !== null,
        description: row.meta_description,
        derivable: toBoolean(row.derivable),
        noindex: toBoolean(row.noindex),
      });
    }
  }
  return checked;
}

const quoted = (items: Checked[]) =>
  items
    .slice(0, 3)
    .map((item) => `“${item.label}”`)
    .join(', ') + (items.length > 3 ? ` and ${items.length - 3} more` : '');

/**
 * The SEO health list: for every fixed page and every public record with a page of its own,
 * what a search engine would find wrong. Indexed pages only are compared for duplicates (a
 * `noindex` page is never listed beside another). The list holds at most SEO_HEALTH_LIMIT issues.
 */
export async function seoHealth(db: Db, picturesWithoutAlt: number): Promise<SeoHealth> {
  const { settings } = await readSiteSettings(db);
  const siteName = settings.site_name;
  const pages: Checked[] = (await readPageSeo(db)).map((page) => {
    const fixed = seoPages.find((candidate) => candidate.key === page.page_key)!;
    return {
      collection: 'pages',
      id: fixed.key,
      label: fixed.title,
      path: fixed.path,
      title: page.meta_title ?? `${fixed.title} | ${siteName}`,
      ownTitle: page.meta_title !== null,
      description: page.meta_description,
      // Fixed pages describe themselves from their content or a written text.
      derivable: true,
      noindex: page.noindex,
    };
  });
  const all = [...pages, ...(await checkedRecords(db, siteName))];
  const issues: SeoIssue[] = [];
  const flag = (item: Checked, kind: SeoIssue['kind'], detail: string) =>
    issues.push({ collection: item.collection, id: item.id, label: item.label, path: item.path, kind, detail });

  const indexed = all.filter((item) => !item.noindex);
  const byTitle = groupBy(indexed, (item) => item.title.trim().toLowerCase());
  const byDescription = groupBy(
    indexed.filter((item) => item.description),
    (item) => (item.description ?? '').trim().toLowerCase(),
  );
  const inMenu = new Set(
    settings.menu.filter((entry) => entry.visible).flatMap((entry) => menuEntryPages[entry.key] ?? []),
  );

  for (const item of all) {
    if (item.collection === 'pages' && item.noindex && inMenu.has(item.id as never)) {
      flag(item, 'noindex_in_menu', 'Hidden from search engines (noindex) but linked from the main menu.');
    }
    if (!item.description && !item.derivable) {
      flag(
        item,
        'missing_description',
        'No meta description, and no text to make one from: the site’s general description is used.',
      );
    }
    if (!item.noindex) {
      const sameTitle = (byTitle.get(item.title.trim().toLowerCase()) ?? []).filter((other) => other !== item);
      if (sameTitle.length > 0) flag(item, 'duplicate_title', `Same title as ${quoted(sameTitle)}: “${item.title}”.`);
      const sameDescription = item.description
        ? (byDescription.get(item.description.trim().toLowerCase()) ?? []).filter((other) => other !== item)
        : [];
      if (sameDescription.length > 0) {
        flag(item, 'duplicate_description', `Same meta description as ${quoted(sameDescription)}.`);
      }
    }
    if (item.title.length > SEO_TITLE_SUGGESTED) {
      flag(
        item,
        'long_title',
        `${item.ownTitle ? 'Meta title' : 'Title'} of ${item.title.length} characters: search results cut it after about ${SEO_TITLE_SUGGESTED}.`,
      );
    }
    if (item.description && item.description.length > SEO_DESCRIPTION_SUGGESTED) {
      flag(
        item,
        'long_description',
        `Meta description of ${item.description.length} characters: search results cut it after about ${SEO_DESCRIPTION_SUGGESTED}.`,
      );
    }
  }
  return {
    issues: issues.slice(0, SEO_HEALTH_LIMIT),
    truncated: issues.length > SEO_HEALTH_LIMIT,
    checked: all.length,
    pictures_without_alt: picturesWithoutAlt,
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    group.push(item);
    groups.set(key(item), group);
  }
  return groups;
}
