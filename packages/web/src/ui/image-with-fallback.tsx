import { type ImgHTMLAttributes, useState } from 'react';

export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#efe5d6"/><path d="M150 185l35-45 30 35 20-22 45 57H120z" fill="#d2bb9c"/><circle cx="255" cy="115" r="18" fill="#d2bb9c"/></svg>',
  );

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  fallback?: string;
}

/** An image that shows a placeholder when its source is missing or fails to load. */
export function ImageWithFallback({ src, fallback = PLACEHOLDER_IMAGE, alt, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = src && src !== failedSrc ? src : fallback;
  return <img {...rest} alt={alt} src={current} onError={() => src && setFailedSrc(src)} />;
}
