import type { ImageMeta } from '@grain/contract/image-meta';
import { type CSSProperties, useEffect, useRef, useState } from 'react';

interface Props {
  /** The original's URL: shown as it is while the variants are being made (`meta` null). */
  src: string | null | undefined;
  meta: ImageMeta | null | undefined;
  alt: string;
  /** How wide the image shows, for the browser to pick a width: "(min-width: 992px) 33vw, 100vw". */
  sizes: string;
  /** The page's largest image (LCP): fetched first and at once, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * The placeholder shows behind the image until it loads: a tiny blurred picture stretched over
 * the box, or a colour. (The site's CSP allows style attributes: style-src-attr 'unsafe-inline'.)
 */
function placeholderStyle(placeholder: string): CSSProperties {
  if (!placeholder.startsWith('data:')) return { backgroundColor: placeholder };
  return { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
}

/**
 * One image at the size the page needs: AVIF, then WebP, then the JPEG or PNG fallback, each
 * from a `srcset`, with the intrinsic width and height so that nothing moves when it arrives.
 */
export function ResponsiveImage({ src, meta, alt, sizes, priority = false, className }: Props) {
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // An image that loaded before hydration fired its load event before React listened.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(true);
  }, []);
  const common = {
    ref: image,
    className,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('auto' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  if (!meta) return <img {...common} alt={alt} src={src ?? undefined} />;
  return (
    <picture>
      <source type="image/avif" srcSet={meta.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={meta.srcset.webp} sizes={sizes} />
      <img
        {...common}
        alt={alt}
        src={meta.src}
        srcSet={meta.srcset.jpeg ?? meta.srcset.png}
        sizes={sizes}
        width={meta.width}
        height={meta.height}
        style={loaded ? undefined : placeholderStyle(meta.placeholder)}
        onLoad={() => setLoaded(true)}
      />
    </picture>
  );
}
