import type { productFields } from '@grain/contract/catalogue';
import type { Fields, ValuesOf } from '@grain/contract/fields';
import type { ColumnType, Generated } from 'kysely';

/** Booleans are written as 1/0 and read as 0/1 (SQLite) or true/false (PostgreSQL). */
type Bool = ColumnType<number | boolean, number, number>;
type Timestamp = ColumnType<string, string, string>;

interface WithTimestamps {
  id: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RoleTable extends WithTimestamps {
  name: string;
}

export interface UserTable extends WithTimestamps {
  fname: string;
  lname: string;
  email: string;
  password_hash: string;
  role_id: number;
  /** Encrypted (auth/secret-box.ts); set from the start of enrolment, in use once totp_enabled_at is. */
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The time step of the last code accepted: no code of it or before is accepted again. */
  totp_last_step: number | null;
  /** A deactivated account cannot sign in (migration 0025). */
  deactivated_at: Timestamp | null;
  last_login_at: Timestamp | null;
}

/** One entry of the audit log (migration 0026): never updated. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  user_id: number | null;
  /** Who, as they were named then: "Ada Admin <ada@example.com>", or what acted (a schedule). */
  actor: string;
  ip_address: string | null;
  action: string;
  entity: string | null;
  entity_id: number | null;
  entity_label: string | null;
  /** The names of the fields that changed, as a JSON array. */
  fields: string | null;
  detail: string | null;
}

/** A redirect (migration 0029): `from_path` matched as requests are (decoded, no trailing slash). */
export interface RedirectTable extends WithTimestamps {
  from_path: string;
  /** As entered: a site path or an absolute http(s) address. */
  to_url: string;
  /** The site path `to_url` names, in its matched form; null for another site's address. */
  to_path: string | null;
  status: number;
}

/** A path that answered 404, counted (migration 0029). */
export interface NotFoundLogTable {
  id: Generated<number>;
  path: string;
  hits: number;
  first_seen: Timestamp;
  last_seen: Timestamp;
  referrer: string | null;
}

/** An administrator's invitation: the link's token hashed, 48 hours, used once. */
export interface UserInvitationTable extends WithTimestamps {
  email: string;
  role_id: number;
  token_hash: string;
  invited_by: number | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AccessTokenTable extends WithTimestamps {
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  user_agent: string | null;
  ip_address: string | null;
}

export interface RecoveryCodeTable extends WithTimestamps {
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface LoginChallengeTable extends WithTimestamps {
  user_id: number;
  challenge_hash: string;
  expires_at: Timestamp;
  attempts: number;
  used_at: Timestamp | null;
}

export interface PasswordResetTokenTable extends WithTimestamps {
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CategoryTable extends WithTimestamps {
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  share_image: string | null;
  /** Defaults to false (migration 0032). */
  noindex: ColumnType<number | boolean, number | undefined, number>;
}

/** A fixed page's search and sharing values (migration 0032), keyed by the contract's page keys. */
export interface PageSeoTable {
  page_key: string;
  meta_title: string | null;
  meta_description: string | null;
  share_image: string | null;
  noindex: Bool;
  updated_at: Timestamp;
}

/** The columns of a record's fields, as stored: booleans as 1/0, files as their stored paths. */
type StoredColumns<F extends Fields> = { [N in keyof F]: F[N]['kind'] extends 'boolean' ? Bool : ValuesOf<F>[N] };

/** A product's row: the columns of the contract's product fields, and those derived from them. */
export type ProductTable = WithTimestamps &
  StoredColumns<typeof productFields> & {
    /** Folded name, SKU and descriptions (catalogue/search-text.ts). */
    search_text: string;
    /** Folded name, for the admin's search by name. */
    search_name: string;
    /** The child tables' rows as JSON arrays, in order, written by triggers (migration 0008). */
    gallery_json: Generated<string>;
    specifications_json: Generated<string>;
    features_json: Generated<string>;
  };

interface ProductChild extends WithTimestamps {
  product_id: number;
  position: number;
}

export interface ProductImageTable extends ProductChild {
  path: string;
}

export interface ProductSpecificationTable extends ProductChild {
  key: string;
  value: string;
}

/** The admin's mapping of a facet key or value (migration 0031). */
interface FacetMapping extends WithTimestamps {
  slug: string;
  /** The spelling first seen in a specification line. */
  name: string;
  label: string | null;
  position: ColumnType<number, number | undefined, number>;
  hidden: ColumnType<number | boolean, number | undefined, number>;
  /** Merged into this entry (same table); no foreign key, see the migration. */
  merge_into_id: number | null;
}

export type FacetKeyTable = FacetMapping;

export interface FacetValueTable extends FacetMapping {
  key_id: number;
}

/** One product's (merged) facet value, with its category and flag copied in (migration 0031). */
export interface ProductFacetTable {
  product_id: number;
  category_id: number;
  is_active: Bool;
  key_id: number;
  value_id: number;
}

/** How many active products of a category have a value (migration 0031), kept by triggers. */
export interface FacetCountTable {
  category_id: number;
  key_id: number;
  value_id: number;
  products: number;
}

export interface ProductFeatureTable extends ProductChild {
  text: string;
}

export interface ContactMessageTable extends WithTimestamps {
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  ip_address: string | null;
  /** False exactly while `status` is 'new' (migration 0028 keeps both). */
  is_read: Bool;
  /** new, read, replied, spam or archived (migration 0028). */
  status: ColumnType<string, string | undefined, string>;
  /** A product enquiry's product (no foreign key: its name stays when it is gone). */
  product_id: number | null;
  product_name: string | null;
  notified_at: Timestamp | null;
  notify_attempts: number;
  notify_error: string | null;
}

/** A staff note on a contact message (migration 0028): deleted with the message. */
export interface ContactMessageNoteTable {
  id: Generated<number>;
  message_id: number;
  author_id: number | null;
  /** Who, as they were named then: "Ada Admin <ada@example.com>". */
  author: string;
  text: string;
  created_at: Timestamp;
}

/**
 * Rows of the generic content tables (banners, services, …) are described by their
 * contract definitions; the data layer treats them as column → value maps.
 */
export type ContentRow = WithTimestamps & Record<string, unknown>;

export interface ContentVersionTable {
  id: number;
  version: number;
}

export type ImageJobStatus = 'pending' | 'running' | 'failed';

export interface ImageJobTable extends WithTimestamps {
  /** The stored image's path, relative to the storage root. */
  path: string;
  status: ImageJobStatus;
  /** Attempts started, the one under way included. */
  attempts: number;
  error: string | null;
}

/** One picture or video of the media library, keyed by the stored path records name. */
export interface MediaItemTable {
  id: Generated<number>;
  path: string;
  kind: 'image' | 'video';
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  sha256: string | null;
  alt: string | null;
  decorative: boolean | number;
  caption: string | null;
  credit: string | null;
  focal_x: number;
  focal_y: number;
  /** JSON array of lower-case tags. */
  tags: string;
  uploaded_at: Timestamp;
  uploaded_by_id: number | null;
  uploaded_by: string | null;
  updated_at: Timestamp;
}

export interface ImageVariantTable {
  path: string;
  width: number;
  height: number;
  placeholder: string;
  /** JSON array of the widths made, ascending. */
  widths: string;
  fallback: 'jpeg' | 'png';
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** How the database began (one row, id 1): see db/site-setup.ts. */
export interface SiteSetupTable {
  id: number;
  state: 'new' | 'demo' | 'empty' | 'existing';
  updated_at: Timestamp;
}

/** The owner's settings of the site (one row, id 1): see site-settings/settings-repository.ts. */
export interface SiteSettingsTable {
  id: number;
  /** JSON of the contract's StoredSiteSettings. */
  data: string;
  updated_at: string;
}

/** A record the demo seed wrote, with the updated_at it had then: see demo/removal.ts. */
export interface DemoRecordTable {
  table_name: string;
  record_id: number;
  seeded_updated_at: Timestamp;
}

/** A stored file the demo seed wrote. */
export interface DemoFileTable {
  path: string;
}

/** A record's one draft, or a new record's (record_id null): see migration 0021-editorial. */
export interface RecordDraftTable extends WithTimestamps {
  /** The collection's table name. */
  collection: string;
  record_id: number | null;
  /** JSON of the field values as the write path takes them (files as stored paths). */
  data: string;
  base_updated_at: Timestamp | null;
  version: number;
  created_by: number | null;
  updated_by: number | null;
}

export type RevisionReason = 'publish' | 'save' | 'restore';

export interface RecordRevisionTable extends WithTimestamps {
  collection: string;
  record_id: number | null;
  draft_id: number | null;
  data: string;
  reason: RevisionReason;
  user_id: number | null;
  user_name: string | null;
}

export interface RecordTrashTable extends WithTimestamps {
  collection: string;
  record_id: number;
  /** The record's name in lists (its title, name or question). */
  label: string;
  /** JSON: the stored row and, for a product, its child rows. */
  data: string;
  deleted_by: number | null;
  purge_after: Timestamp;
}

export type EditorialAction = 'publish' | 'unpublish';
export type EditorialJobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface EditorialJobTable extends WithTimestamps {
  collection: string;
  record_id: number | null;
  draft_id: number | null;
  action: EditorialAction;
  run_at: Timestamp;
  status: EditorialJobStatus;
  attempts: number;
  locked_until: Timestamp | null;
  finished_at: Timestamp | null;
  error: string | null;
  created_by: number | null;
}

export interface PreviewLinkTable extends WithTimestamps {
  token_hash: string;
  collection: string;
  record_id: number | null;
  draft_id: number | null;
  /** The public page the link opens. */
  path: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_by: number | null;
}

export interface Database {
  roles: RoleTable;
  users: UserTable;
  access_tokens: AccessTokenTable;
  recovery_codes: RecoveryCodeTable;
  login_challenges: LoginChallengeTable;
  password_reset_tokens: PasswordResetTokenTable;
  user_invitations: UserInvitationTable;
  audit_log: AuditLogTable;
  redirects: RedirectTable;
  not_found_log: NotFoundLogTable;
  page_seo: PageSeoTable;
  categories: CategoryTable;
  products: ProductTable;
  product_images: ProductImageTable;
  product_specifications: ProductSpecificationTable;
  product_features: ProductFeatureTable;
  facet_keys: FacetKeyTable;
  facet_values: FacetValueTable;
  product_facets: ProductFacetTable;
  facet_counts: FacetCountTable;
  contact_messages: ContactMessageTable;
  contact_message_notes: ContactMessageNoteTable;
  content_version: ContentVersionTable;
  image_jobs: ImageJobTable;
  image_variants: ImageVariantTable;
  media_items: MediaItemTable;
  site_setup: SiteSetupTable;
  site_settings: SiteSettingsTable;
  demo_records: DemoRecordTable;
  demo_files: DemoFileTable;
  record_drafts: RecordDraftTable;
  record_revisions: RecordRevisionTable;
  record_trash: RecordTrashTable;
  editorial_jobs: EditorialJobTable;
  preview_links: PreviewLinkTable;
  blog_categories: ContentRow;
  blogs: ContentRow;
}
