import type { FieldKind, Fields } from '@grain/contract/fields';
import type { Picture } from './pictures/picture.ts';

/** A video file shipped with the repository under `demo/assets/`. */
export interface DemoVideo {
  asset: string;
}

export const workshopFilm: DemoVideo = { asset: 'grain-workshop.mp4' };

/**
 * What demo text gives for a field: pictures to draw for image fields, a shipped asset for
 * video fields, and the slug of the referenced row for reference fields.
 */
type DemoValueOf<K extends FieldKind> = K extends 'image'
  ? Picture
  : K extends 'video'
    ? DemoVideo
    : K extends 'integer' | 'decimal'
      ? number
      : K extends 'boolean'
        ? boolean
        : string;

type RequiredNames<F extends Fields> = { [N in keyof F]: F[N]['required'] extends true ? N : never }[keyof F];

/** One demo record of a content type: required fields must be given, the others may be left to their defaults. */
export type DemoRecord<F extends Fields> = { [N in RequiredNames<F>]: DemoValueOf<F[N]['kind']> } & {
  [N in Exclude<keyof F, RequiredNames<F>>]?: DemoValueOf<F[N]['kind']> | null;
};

/** Rich text from paragraphs: demo text is written as plain sentences and stored as HTML. */
export const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/** A demo product; its SKU (PROD-001…) and sort order follow from its place in the list. */
export interface DemoProduct {
  name: string;
  /** Slug of the product's category. */
  category: string;
  /** The owner's price; while `price_on_request`, staff alone see it. */
  price: number;
  /** The price is given on enquiry: the pages show "Price on request" and an enquiry button. */
  price_on_request?: boolean;
  sale_price?: number;
  /**
   * When the sale runs, in days from the day the demo is seeded (negative: before it), so that
   * its dates stay right whenever the demo is seeded; a side left out is open. Needs `sale_price`.
   */
  sale_days?: { starts?: number; ends?: number };
  stock_quantity: number;
  /** Made to order once none is in stock, shipping in this many weeks. */
  lead_time_weeks?: number;
  is_featured?: boolean;
  customized?: boolean;
  is_active?: boolean;
  short_description: string;
  /** Paragraphs of the description; the category's care note is added after them. */
  description: string[];
  specifications: ReadonlyArray<readonly [key: string, value: string]>;
  features: string[];
  picture: Picture;
}
