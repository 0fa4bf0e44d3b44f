/**
 * Image and video values are storage-relative paths ("services/oak.jpg") or absolute URLs.
 * Absolute values pass through; relative ones live under {base}/storage/. A bare file name
 * gets the type's folder prefix (spec public §3: services/ and product-images/).
 */
export function resolveStorageUrl(
  value: string | null | undefined,
  options: { base?: string; folder?: string } = {},
): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return `${options.base ?? ''}/storage/${storagePath(value, options)}`;
}

/** The path under the storage root that a stored value names; null for none or an absolute URL. */
export function storagePath(value: string | null | undefined, options: { folder?: string } = {}): string | null {
  if (!value || /^https?:\/\//i.test(value)) return null;
  const path = value.replace(/^\/+/, '').replace(/^storage\//, '');
  return options.folder && !path.includes('/') ? `${options.folder}/${path}` : path;
}
