import type { AdminScreen } from '../screen-types.ts';

/** The collections the admin edits, by API path: their screen's label and address. */
export function collectionsOf(screens: readonly AdminScreen[]): { path: string; label: string; screen: string }[] {
  return screens.flatMap((screen) => {
    if ('resource' in screen) return [{ path: screen.resource.type.path, label: screen.label, screen: screen.path }];
    if ('record' in screen) return [{ path: screen.record.type.path, label: screen.label, screen: screen.path }];
    return [];
  });
}
