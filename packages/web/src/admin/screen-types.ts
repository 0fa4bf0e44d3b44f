import type { ContentTypeDef } from '@grain/contract/content-types';
import type { StaffRole } from '@grain/contract/roles';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { IconDefinition } from '../ui/icon.tsx';
import type { FormConfig, ResourceConfig } from './resources/resource-config.ts';

/*
 * What an admin screen is. The screens themselves are plain configs in screens/, one file each,
 * listed in order by admin-screens.ts; a screen with its own component loads it lazily, and the
 * component gets its screen (and the list, for the dashboard's shortcuts) as props, so nothing
 * a screen loads imports the list back.
 */

interface ScreenBase {
  /** The screen's address (spec admin §2). */
  path: string;
  /** Its entry in the sidebar and on the dashboard. */
  label: string;
  /** The entry's icon. */
  icon: IconDefinition;
  /** One line on the dashboard's card. */
  blurb: string;
  /** The screen's heading. */
  title: string;
  /** The entry shows how many contact messages are unread. */
  showsUnread?: boolean;
  /** The least role that may open the screen (authors, unless it says otherwise). */
  role?: StaffRole;
  /** Addresses under the screen's own are its pages too (an item of the media library: /admin/media/12). */
  nested?: boolean;
}

/** A list screen of a definition: the generic table, form and delete flow, with what differs. */
export interface ListScreen extends ScreenBase {
  resource: ResourceConfig;
}

/** What a screen's own component is given. */
export interface ScreenProps<S> {
  screen: S;
  /** Every screen, in the sidebar's order. */
  screens: readonly AdminScreen[];
}

type LazyScreen<S> = LazyExoticComponent<ComponentType<ScreenProps<S>>>;

/** A screen's own component, loaded when the screen is first opened. */
export const lazyScreen = <S>(load: () => Promise<ComponentType<ScreenProps<S>>>): LazyScreen<S> =>
  lazy(async () => ({ default: await load() }));

/** A single-record screen: its content type and form here, its view in its own component. */
export interface RecordScreen extends ScreenBase {
  record: { type: ContentTypeDef; form: FormConfig };
  component: LazyScreen<RecordScreen>;
}

export interface CustomScreen extends ScreenBase {
  component: LazyScreen<CustomScreen>;
}

export type AdminScreen = ListScreen | RecordScreen | CustomScreen;
