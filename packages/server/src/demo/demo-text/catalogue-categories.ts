import type { categories } from '@grain/contract/content-types';
import type { DemoRecord } from '../demo-record.ts';
import { floor, scene } from '../pictures/picture.ts';

export const demoCategories: DemoRecord<typeof categories.fields>[] = [
  {
    name: 'Tables',
    slug: 'tables',
    description: 'Dining, coffee, console and side tables in solid hardwood, made to gather around for decades.',
    image: scene('dining-table', { wood: 'oak', mood: 'clay' }),
  },
  {
    name: 'Chairs',
    slug: 'chairs',
    description:
      'Dining chairs, stools, armchairs and benches, shaped for comfort and built with steam-bent and hand-cut joints.',
    image: scene('dining-chair', { wood: 'walnut', mood: 'linen' }),
  },
  {
    name: 'Storage & Shelving',
    slug: 'storage-shelving',
    description:
      'Sideboards, bookcases, wardrobes and shelves with dovetailed drawers and doors that close with a soft click.',
    image: scene('sideboard', { wood: 'walnut', mood: 'honey' }),
  },
  {
    name: 'Beds',
    slug: 'beds',
    description: 'Platform beds, four-posters, daybeds and bedside furniture for quiet, well-made bedrooms.',
    image: scene('platform-bed', { wood: 'oak', mood: 'clay' }),
  },
  {
    name: 'Flooring',
    slug: 'flooring',
    description:
      'Wide plank, herringbone and chevron floors in solid, engineered and reclaimed timber, sold by the box.',
    image: floor('herringbone', 'oak'),
  },
  {
    name: 'Outdoor & Garden',
    slug: 'outdoor-garden',
    description: 'Benches, chairs, planters and garden structures in teak and cedar that weather beautifully.',
    image: scene('garden-bench', { wood: 'teak' }),
  },
];

/** A care note closes every product description of a category. */
export const careNotes: Record<string, string> = {
  tables:
    'Wipe spills promptly and use mats under hot dishes. Refresh the oil once or twice a year with the maintenance oil from your care kit.',
  chairs:
    'Dust with a soft dry cloth and wipe with a damp one when needed. Check the joints once a year; our guarantee covers any that loosen.',
  'storage-shelving':
    'Keep out of strong direct sunlight to let the wood age evenly, and rub a little paraffin wax on drawer runners if they ever feel stiff.',
  beds: 'Vacuum the slats when you turn the mattress. The frame needs nothing more than an occasional wipe with a damp cloth.',
  flooring:
    'Sweep or vacuum weekly and mop with a barely damp cloth and an oil soap. Apply a maintenance coat to busy areas once a year.',
  'outdoor-garden':
    'Let the wood weather to silver, or oil it each spring to keep its warm color. Keep feet clear of standing water.',
};
