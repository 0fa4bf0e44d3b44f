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
  let path = value.replace(/^\/+/, '').replace(/^storage\//, '');
  if (options.folder && !path.includes('/')) path = `${options.folder}/${path}`;
  return `${options.base ?? ''}/storage/${path}`;
}
