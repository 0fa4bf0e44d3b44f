import type { ImageMeta } from '@grain/contract/image-meta';
import { type CSSProperties, type ImgHTMLAttributes, type SyntheticEvent, useEffect, useRef, useState } from 'react';

export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#efe5d6"/><path d="M150 185l35-45 30 35 20-22 45 57H120z" fill="#d2bb9c"/><circle cx="255" cy="115" r="18" fill="#d2bb9c"/></svg>',
  );

/**
 * How wide a picture shows that fills the page's container on a phone: the screen less the
 * container's padding (1.5 rem a side below 768 px). Said as "100vw", a 412 px phone at 1.75×
 * would fetch the 960 px variant of a picture it shows 637 px wide; said this way, the 640 px one.
 */
export const CONTAINER_WIDTH_ON_PHONES = 'calc(100vw - 48px)';

/**
 * How wide a card's picture shows in the site's 1-, 2- and 3-column grids: at most a third of
 * the 1200 px container (less its padding and gaps) on wide screens.
 */
export const CARD_SIZES = `(min-width: 1200px) 364px, (min-width: 990px) 33vw, (min-width: 768px) 50vw, ${CONTAINER_WIDTH_ON_PHONES}`;

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** The full-size image's URL: shown alone while the variants are being made (`meta` null). */
  src: string | null | undefined;
  meta?: ImageMeta | null;
  /** How wide the image shows, for the browser to pick a width: "(min-width: 992px) 33vw, 100vw". */
  sizes?: string;
  /** The page's largest image (LCP): fetched first and at once, never lazily. */
  priority?: boolean;
  /** Shown when there is no source, or when it fails to load. */
  fallback?: string;
  /**
   * The media query under which the picture shows at all, for one the style sheet hides
   * elsewhere (`(min-width: 992px)`): elsewhere the browser takes an empty image instead, since
   * an eager image is fetched even when hidden, and on a phone it would share the line with the
   * page's largest paint.
   */
  shownWhen?: string;
  /**
   * The caller's `alt` names the picture's place (a gallery's "image 2 of 5", a person's
   * portrait), so it wins over the media library's alt text.
   */
  keepAlt?: boolean;
}

/** A transparent 1×1 GIF: what a picture hidden by `shownWhen` loads instead of its image. */
export const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The source a picture shown only `when` takes elsewhere: first, so that it wins there. */
const hiddenSource = (when: string | undefined) =>
  when ? <source media={`not all and ${when}`} srcSet={EMPTY_IMAGE} /> : null;

/**
 * The placeholder shows behind the image until it loads: a tiny blurred picture stretched over
 * the box, or a colour. (The site's CSP allows style attributes: style-src-attr 'unsafe-inline'.)
 */
function placeholderStyle(placeholder: string): CSSProperties {
  if (!placeholder.startsWith('data:')) return { backgroundColor: placeholder };
  return { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
}

/** The caller's style with the picture's focal point as its `object-position` (the centre needs none). */
function focalStyle(meta: ImageMeta | null | undefined, style: CSSProperties | undefined): CSSProperties | undefined {
  const focal = meta?.focal;
  if (!focal || (focal.x === 50 && focal.y === 50)) return style;
  return { objectPosition: `${focal.x}% ${focal.y}%`, ...style };
}

/** `priority` wins; otherwise the caller's hints (see loadingByPosition), lazy by default. */
function loadingHints({ priority, loading, fetchPriority }: Pick<Props, 'priority' | 'loading' | 'fetchPriority'>) {
  if (priority) return { loading: 'eager' as const, decoding: 'auto' as const, fetchPriority: 'high' as const };
  const lazy = (loading ?? 'lazy') === 'lazy';
  return {
    loading: loading ?? ('lazy' as const),
    decoding: lazy ? ('async' as const) : ('auto' as const),
    fetchPriority,
  };
}

/**
 * The site's one image: AVIF, then WebP, then the JPEG or PNG fallback, each from a `srcset`,
 * with the intrinsic width and height so that nothing moves when it arrives. Until the variants
 * exist (`meta` null) the original shows alone; a missing or broken image shows `fallback`.
 */
export function ResponsiveImage({
  src,
  meta,
  alt,
  sizes = '100vw',
  priority = false,
  fallback = PLACEHOLDER_IMAGE,
  shownWhen,
  keepAlt = false,
  loading,
  fetchPriority,
  style,
  onLoad,
  onError,
  ...rest
}: Props) {
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // An image that loaded before hydration fired its load event before React listened.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(true);
  }, []);
  const failed = !src || src === failedSrc;
  // The media library's words and focal point, when the picture is an item: its alt text wins
  // over the caller's fallback (a record's title) unless the caller hides the picture (alt ""),
  // and a crop keeps its subject in view.
  const shownAlt = alt === '' || keepAlt ? alt : (meta?.alt ?? alt);
  const focused = focalStyle(meta, style);
  const common = {
    ...rest,
    ...loadingHints({ priority, loading, fetchPriority }),
    ref: image,
    onError: (event: SyntheticEvent<HTMLImageElement>) => {
      if (src) setFailedSrc(src);
      onError?.(event);
    },
  };
  if (failed || !meta) {
    const plain = <img {...common} alt={shownAlt} style={style} src={failed ? fallback : src} onLoad={onLoad} />;
    return shownWhen ? (
      <picture>
        {hiddenSource(shownWhen)}
        {plain}
      </picture>
    ) : (
      plain
    );
  }
  return (
    <picture>
      {hiddenSource(shownWhen)}
      <source type="image/avif" srcSet={meta.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={meta.srcset.webp} sizes={sizes} />
      <img
        {...common}
        alt={shownAlt}
        src={meta.src}
        srcSet={meta.srcset.jpeg ?? meta.srcset.png}
        sizes={sizes}
        width={rest.width ?? meta.width}
        height={rest.height ?? meta.height}
        style={loaded ? focused : { ...placeholderStyle(meta.placeholder), ...focused }}
        onLoad={(event) => {
          setLoaded(true);
          onLoad?.(event);
        }}
      />
    </picture>
  );
}

/** A lightbox slide shows one picture large: the widest variant once it exists, else the original. */
export const lightboxSlide = (src: string, meta: ImageMeta | null | undefined, alt: string) =>
  meta ? { src: meta.src, alt, width: meta.width, height: meta.height } : { src, alt };
