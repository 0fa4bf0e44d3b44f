import type { ContentRecord } from '../../api/admin/collection.ts';
import styles from './resource.module.css';
import type { ResourceTexts } from './resource-config.ts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) => text.split(' ').map(capital).join(' ');

/** The usual texts of a screen from the names of its records; spec admin §8 texts override. */
export function textsFor(singular: string, plural: string, overrides: Partial<ResourceTexts> = {}): ResourceTexts {
  return {
    loading: `Loading ${plural}...`,
    searching: 'Searching...',
    empty: `No ${plural} yet.`,
    noMatch: `No ${plural} match your search.`,
    search: `Search ${plural}`,
    loadError: `Failed to load ${plural}`,
    createError: `Failed to create ${singular}`,
    updateError: `Failed to update ${singular}`,
    deleteError: `Failed to delete ${singular}`,
    createTitle: `Add New ${titleCase(singular)}`,
    editTitle: `Edit ${titleCase(singular)}`,
    createSubmit: 'Create',
    editSubmit: 'Update',
    busy: 'Saving...',
    created: () => `${capital(singular)} created successfully.`,
    updated: () => `${capital(singular)} updated successfully.`,
    deleted: () => `${capital(singular)} deleted successfully.`,
    ...overrides,
  };
}

/** The record's key values in a delete confirmation: label → field name. */
function Details({ record, fields }: { record: ContentRecord; fields: [label: string, name: string][] }) {
  return (
    <dl className={styles.details}>
      {fields.map(([label, name]) => (
        <div key={name}>
          <dt>{label}</dt>
          <dd>{String(record[name] ?? '—')}</dd>
        </div>
      ))}
    </dl>
  );
}

export const details =
  (...fields: [label: string, name: string][]) =>
  (record: ContentRecord) => <Details record={record} fields={fields} />;

/** The hint under rich-text fields. */
export const htmlHint = 'Basic HTML is allowed (paragraphs, lists, links); it is cleaned on save.';
/** The hint under a slug filled in from a name (spec admin §4). */
export const slugHint = 'Filled in from the name; you can change it.';
