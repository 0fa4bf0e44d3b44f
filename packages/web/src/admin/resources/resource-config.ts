import type { ContentTypeDef } from '@grain/contract/content-types';
import type { ComponentType, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminCollection, ContentRecord } from '../../api/admin/collection.ts';
import type { Failure } from '../ui/failure.ts';

/** What a screen needs of a definition: a content type's, or the product's (its fields in the contract). */
export type ResourceType = Pick<ContentTypeDef, 'path' | 'singular' | 'fields' | 'hasActiveFlag' | 'order'>;

/** Raw values of a record form: text of inputs, checkbox states, chosen files, line lists. */
export type FormInput = Record<string, unknown>;

/** One column of a resource table: a header and how a record fills its cell. */
export interface Column {
  header: string;
  cell: (record: ContentRecord) => ReactNode;
  /** The fields the column shows (a field shown nowhere fails the registry test). */
  fields: string[];
  /** The field the server sorts by when the header is clicked; none: not sortable. */
  sort?: string;
  /** Text columns wrap (`long` ones get more room); the others stay on one line. */
  wrap?: boolean | 'long';
}

export interface FormGroup {
  legend: string;
  fields: string[];
  /** The fields of the contract's "seo" group: shown in the collapsible "Search & sharing" panel. */
  panel?: 'seo';
}

export interface FormSectionProps {
  form: UseFormReturn<FormInput>;
  record?: ContentRecord;
  idPrefix: string;
}

/** A part of a form that field definitions cannot describe (a product's lines and gallery). */
export interface FormSection {
  /** The values it edits; server errors on them are shown in it. */
  fields: string[];
  /** Schemas of its values; `refine` checks them together. */
  shape: (record?: ContentRecord) => Record<string, z.ZodType>;
  refine?: (values: FormInput, context: z.RefinementCtx, record?: ContentRecord) => void;
  initial: (record?: ContentRecord) => FormInput;
  /** Its values as the save expects them. */
  output?: (values: FormInput) => FormInput;
  Component: ComponentType<FormSectionProps>;
}

/** How a content type's form looks: everything else comes from its field definitions. */
export interface FormConfig {
  /**
   * Fieldsets in order. Fields of the type listed in no group and no section follow in a last
   * fieldset, so that a field added to a definition reaches the form without another edit.
   */
  groups?: FormGroup[];
  /** Fields the form leaves out on purpose, each with the reason. */
  hidden?: Record<string, string>;
  /** Parts after the fieldsets, with values of their own. */
  sections?: FormSection[];
  /** Starting values on create where the field's own default does not fit the form. */
  createValues?: FormInput;
  /** Width of the preview of an image field, in pixels (default 120). */
  previewWidth?: Record<string, number>;
  /** A hint under a field. */
  hints?: Record<string, string>;
  /** Placeholders of text fields. */
  placeholders?: Record<string, string>;
  /** The field whose typing fills the slug field (spec admin §4 slug rule). */
  slugFrom?: string;
  /** Adjusts raw form values before validation (e.g. counters: non-numeric text becomes 0). */
  prepare?: (values: FormInput) => FormInput;
}

export interface ResourceTexts {
  loading: string;
  /** Loading while a search or filter is set. */
  searching: string;
  empty: string;
  /** Empty while a search or filter is set. */
  noMatch: string;
  /** The accessible name of the search form. */
  search: string;
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

/** One criterion of a list's search form; its name is the query parameter it sets. */
export type SearchField =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  | { kind: 'status'; name: 'active'; label: string }
  | { kind: 'reference'; name: string; label: string; type: ContentTypeDef; allLabel: string };

/** The read before an edit (products): what the modal says while and if it fails. */
export interface DetailTexts {
  loading: string;
  failure: (error: unknown) => string;
}

/**
 * A list screen: the definition (fields, labels, validation) plus what differs per screen
 * (columns, form groups, texts, actions) and, where a screen needs it, the overrides
 * (its API, its search, the read before an edit, how a list failure reads).
 */
export interface ResourceConfig {
  type: ResourceType;
  /** The text of the add button, e.g. "Add New FAQ". */
  addLabel: string;
  /** Whether new records can be added: always, only while none exists, or never. */
  create: 'always' | 'when-empty' | 'never';
  canDelete: boolean;
  /** A line under the title, e.g. "Total Projects: 8". */
  summary?: (total: number) => string;
  /**
   * More actions beside the add button (products: Export CSV, Import CSV), a lazy component
   * given a way to refresh the list after it changed the records.
   */
  headerActions?: ComponentType<{ onChanged: () => void }>;
  columns: Column[];
  /** The fields the server can sort this list by, where fewer than its columns' (products). */
  sortable?: readonly string[];
  form: FormConfig;
  /** Modal width (spec admin §9: 500 to 800px). */
  modalSize?: 'sm' | 'md' | 'lg';
  texts: ResourceTexts;
  /** What the delete confirmation shows of the record besides the question. */
  deleteDetails?: (record: ContentRecord) => ReactNode;
  /** A warning under the question, e.g. "This action cannot be undone." */
  deleteWarning?: string;
  /** Records per page (default: the lists' DEFAULT_PER_PAGE). */
  perPage?: number;
  /** The API of the list; by default the content type's generic one. */
  collection?: AdminCollection;
  /** The search form's criteria; by default a text search and, with an active flag, a status filter. */
  search?: SearchField[];
  detail?: DetailTexts;
  /** How a failed list load reads; by default the screen's load error and the server's reason. */
  listFailure?: (error: unknown, searching: boolean) => Failure;
}
