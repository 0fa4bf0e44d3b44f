import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A component whose code loads the first time it is opened, not with the page: for overlays
 * (lightboxes, players) that most visitors never open. Once loaded it stays mounted, so it can
 * animate closed.
 */
export function loadWhenOpen<Props extends { open?: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LoadWhenOpen(props: Props) {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        {/* biome-ignore lint/suspicious/noExplicitAny: lazy() loses the generic props type */}
        <Loaded {...(props as any)} />
      </Suspense>
    );
  };
}
