import type { ContentTypeDef } from '@grain/contract/content-types';
import type { ReactNode } from 'react';
import type { ContentRecord } from '../../api/admin/content.ts';

/** One column of a resource table: a header and how a record fills its cell. */
export interface Column {
  header: string;
  cell: (record: ContentRecord) => ReactNode;
  /** Text columns wrap (`long` ones get more room); the others stay on one line. */
  wrap?: boolean | 'long';
}

export interface FormGroup {
  legend: string;
  fields: string[];
}

/** How a content type's form looks: everything else comes from its field definitions. */
export interface FormConfig {
  /** Fieldsets in order; fields of the type not listed in any group are left out of the form. */
  groups?: FormGroup[];
  /** Fields left out when there are no groups. */
  exclude?: string[];
  /** Width of the preview of an image field, in pixels (default 120). */
  previewWidth?: Record<string, number>;
  /** A hint under a field. */
  hints?: Record<string, string>;
  /** Placeholders of text fields. */
  placeholders?: Record<string, string>;
  /** The field whose typing fills the slug field (spec admin §4 slug rule). */
  slugFrom?: string;
  /** Adjusts raw form values before validation (e.g. counters: non-numeric text becomes 0). */
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
}

export interface ResourceTexts {
  loading: string;
  empty: string;
  loadError: string;
  createError: string;
  updateError: string;
  deleteError: string;
  createTitle: string;
  editTitle: string;
  /** Submit buttons and their busy text. */
  createSubmit: string;
  editSubmit: string;
  busy: string;
  created: (record: ContentRecord) => string;
  updated: (record: ContentRecord) => string;
  deleted: (record: ContentRecord) => string;
}

/**
 * A management screen of a generic content type: the content type's definition (fields,
 * labels, validation) plus what differs per screen (title, columns, texts, actions).
 */
export interface ResourceConfig {
  type: ContentTypeDef;
  title: string;
  /** The text of the add button, e.g. "Add New FAQ". */
  addLabel: string;
  /** Whether new records can be added: always, only while none exists, or never. */
  create: 'always' | 'when-empty' | 'never';
  canDelete: boolean;
  /** A line under the title, e.g. "Total Projects: 8". */
  summary?: (total: number) => string;
  columns: Column[];
  form: FormConfig;
  /** Modal width (spec admin §9: 500 to 800px). */
  modalSize?: 'sm' | 'md' | 'lg';
  texts: ResourceTexts;
  /** What the delete confirmation shows of the record besides the question. */
  deleteDetails?: (record: ContentRecord) => ReactNode;
  /** A warning under the question, e.g. "This action cannot be undone." */
  deleteWarning?: string;
  /** Records per page for paged types (blogs); unpaged types are listed whole. */
  pageSize?: number;
}
