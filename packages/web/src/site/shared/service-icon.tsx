import { faChair } from '@fortawesome/free-solid-svg-icons/faChair';
import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { faHouseChimney } from '@fortawesome/free-solid-svg-icons/faHouseChimney';
import { faRulerCombined } from '@fortawesome/free-solid-svg-icons/faRulerCombined';
import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import { useState } from 'react';
import { Icon } from '../../ui/icon.tsx';

/** Decorative icons cycled for services without a picture of their own. */
export const SERVICE_ICONS = [faCouch, faChair, faHammer, faHouseChimney, faRulerCombined, faTree];

/** A service's icon picture, or a fallback icon when it has none or it fails to load. */
export function ServiceIcon({ src, index, className }: { src: string | null; index: number; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img src={src} alt="" className={className} loading="lazy" onError={() => setFailed(src)} />;
  }
  return <Icon icon={SERVICE_ICONS[index % SERVICE_ICONS.length]} />;
}
