import { productFields, productListsSchema } from '@grain/contract/catalogue';
import { banners, contentTypes } from '@grain/contract/content-types';
import { field } from '@grain/contract/fields';
import { describe, expect, it } from 'vitest';
import { adminScreens } from './admin-screens.ts';
import { formFieldNames, formGroups } from './resources/form-model.ts';
import type { AdminScreen, ListScreen } from './screen-types.ts';

/** The definition a screen edits (by its API path) and the fields it shows: columns and form. */
function fieldsShown(screen: AdminScreen): { path: string; shown: string[] } | null {
  if ('resource' in screen) {
    const { type, columns, form } = screen.resource;
    const sections = (form.sections ?? []).flatMap((section) => section.fields);
    return {
      path: type.path,
      shown: [...columns.flatMap((column) => column.fields), ...formFieldNames(type, form), ...sections],
    };
  }
  if ('record' in screen)
    return { path: screen.record.type.path, shown: formFieldNames(screen.record.type, screen.record.form) };
  return null;
}

/** Fields of a definition that no screen shows and no screen lists as hidden on purpose. */
function unaccounted(screens: readonly AdminScreen[], path: string, fields: string[]): string[] {
  const accounted = new Set<string>();
  for (const screen of screens) {
    const shows = fieldsShown(screen);
    if (shows?.path !== path) continue;
    for (const name of [...shows.shown, ...Object.keys(formOf(screen)?.hidden ?? {})]) accounted.add(name);
  }
  return fields.filter((name) => !accounted.has(name));
}

const formOf = (screen: AdminScreen) =>
  'resource' in screen ? screen.resource.form : 'record' in screen ? screen.record.form : undefined;

const productInputFields = [...Object.keys(productFields), ...Object.keys(productListsSchema.shape)];

describe('the admin screen registry', () => {
  it.each(contentTypes.map((type) => [type.path, type] as const))(
    'shows every field of the %s definition somewhere, or says why not',
    (path, type) => {
      expect(unaccounted(adminScreens, path, Object.keys(type.fields))).toEqual([]);
    },
  );

  it('shows every product input field somewhere, or says why not', () => {
    expect(productInputFields).toEqual(expect.arrayContaining(['specifications', 'features', 'image']));
    expect(unaccounted(adminScreens, 'products', productInputFields)).toEqual([]);
  });

  it('lists as hidden only real fields that are really not shown, each with a reason', () => {
    for (const screen of adminScreens) {
      const shows = fieldsShown(screen);
      for (const [name, reason] of Object.entries(formOf(screen)?.hidden ?? {})) {
        expect(shows, `${screen.path} hides ${name} but edits no definition`).not.toBeNull();
        expect(shows?.shown, `${screen.path} hides ${name} and shows it`).not.toContain(name);
        expect(reason.trim(), `${screen.path} hides ${name} without a reason`).not.toBe('');
      }
    }
  });

  it('shows a new field that the form groups leave out in a last fieldset, unless the form hides it', () => {
    const entry = adminScreens.find((screen) => screen.path === '/admin/banners') as ListScreen;
    const grown = { ...banners, fields: { ...banners.fields, cta_colour: field.text('CTA colour') } };
    const form = entry.resource.form;
    expect(formGroups(grown, form).at(-1)).toEqual({ legend: 'More', fields: ['cta_colour'] });
    const screens: AdminScreen[] = [{ ...entry, resource: { ...entry.resource, type: grown } }];
    expect(unaccounted(screens, 'banners', Object.keys(grown.fields))).toEqual([]);

    const hiding = { ...form, hidden: { cta_colour: 'Styled by the theme, not by editors.' } };
    expect(formGroups(grown, hiding)).toEqual(form.groups);
    const hidden: AdminScreen[] = [{ ...entry, resource: { ...entry.resource, type: grown, form: hiding } }];
    expect(unaccounted(hidden, 'banners', Object.keys(grown.fields))).toEqual([]);
  });

  it('has one entry per address, in the sidebar order of the spec with the catalogue filters after the products, then the media library, accessibility, messages, scheduled, trash, redirects, search & sharing, SEO health, the site settings, users and the audit log', () => {
    expect(adminScreens.map((screen) => screen.label)).toEqual([
      'Dashboard',
      'Banners',
      'Features',
      'About Section',
      'Services',
      'Choose Us',
      'Process',
      'Video',
      'Projects',
      'FAQs',
      'Blog Categories',
      'Blogs',
      'Counter',
      'Mission & Vision',
      'Contact',
      'Categories',
      'Products',
      'Filters',
      'Media library',
      'Accessibility',
      'Messages',
      'Scheduled',
      'Trash',
      'Redirects',
      'Search & sharing',
      'SEO health',
      'Site settings',
      'Users',
      'Audit log',
    ]);
    expect(new Set(adminScreens.map((screen) => screen.path)).size).toBe(adminScreens.length);
  });
});
