import { faChair } from '@fortawesome/free-solid-svg-icons/faChair';
import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { faHouseChimney } from '@fortawesome/free-solid-svg-icons/faHouseChimney';
import { faRulerCombined } from '@fortawesome/free-solid-svg-icons/faRulerCombined';
import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import type { ImageMeta } from '@grain/contract/image-meta';
import { useState } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';

/** Decorative icons cycled for services without a picture of their own. */
export const SERVICE_ICONS = [faCouch, faChair, faHammer, faHouseChimney, faRulerCombined, faTree];

interface Props {
  src: string | null;
  meta: ImageMeta | null | undefined;
  index: number;
  /** How wide the icon shows (CSS px), for the browser to pick the smallest variant that fits. */
  size: number;
  className?: string;
}

/** A service's icon picture, or a fallback icon when it has none or it fails to load. */
export function ServiceIcon({ src, meta, index, size, className }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <ResponsiveImage
        src={src}
        meta={meta}
        sizes={`${size}px`}
        alt=""
        className={className}
        onError={() => setFailed(src)}
      />
    );
  }
  return <Icon icon={SERVICE_ICONS[index % SERVICE_ICONS.length]} />;
}
