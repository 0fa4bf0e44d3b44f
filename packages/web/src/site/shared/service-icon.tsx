import { useState } from 'react';

/** Decorative icons cycled for services without a picture of their own. */
export const SERVICE_ICONS = [
  'fa-solid fa-couch',
  'fa-solid fa-chair',
  'fa-solid fa-hammer',
  'fa-solid fa-house-chimney',
  'fa-solid fa-ruler-combined',
  'fa-solid fa-tree',
];

/** A service's icon picture, or a fallback icon when it has none or it fails to load. */
export function ServiceIcon({ src, index, className }: { src: string | null; index: number; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img src={src} alt="" className={className} onError={() => setFailed(src)} />;
  }
  return <i className={SERVICE_ICONS[index % SERVICE_ICONS.length]} aria-hidden="true" />;
}
