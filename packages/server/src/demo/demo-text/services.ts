import type { services } from '@grain/contract/content-types';
import type { DemoRecord } from '../demo-record.ts';
import { floor, scene } from '../pictures/picture.ts';

/** The six services of the home page's services slider, in its order. */
export const demoServices: DemoRecord<typeof services.fields>[] = [
  {
    title: 'Wood Furnitures',
    description:
      'Dining tables, chairs, beds and cabinets designed with you and built in solid hardwood. Every piece is made to order, sized to your room and finished by hand.',
    image: scene('dining-table', { wood: 'walnut', mood: 'linen' }),
    order: 1,
  },
  {
    title: 'Wood Utilities',
    description:
      'The hard-working wood of a home: shelving, pantry fittings, coat racks, cutting boards and kitchen joinery, made to take daily knocks and look better for it.',
    image: scene('wall-shelves', { wood: 'oak', mood: 'clay' }),
    order: 2,
  },
  {
    title: 'Custom Works',
    description:
      'Something that does not exist yet? Bring us a sketch, a photo or a problem. We draw it, price it honestly and build it, from a single stool to a shop fit-out.',
    image: scene('workbench', { wood: 'oak', mood: 'linen' }),
    order: 3,
  },
  {
    title: 'House Renovation',
    description:
      'Staircases, doors, window seats and built-ins restored or made new. We repair what can be saved and match old profiles so the new work sits quietly beside it.',
    image: scene('staircase', { wood: 'oak', mood: 'honey' }),
    order: 4,
  },
  {
    title: 'Custom Cabin',
    description:
      'Timber cabins, garden studios and guest houses, designed for their site and raised by our own crew. Insulated, weather-tight and warm to come home to.',
    image: scene('log-cabin', { wood: 'pine' }),
    order: 5,
  },
  {
    title: 'Wooden Floor',
    description:
      'Wide planks, herringbone and chevron parquet in oak, walnut, ash and reclaimed pine: supplied, laid, sanded and oiled by our flooring team.',
    image: floor('herringbone', 'oak'),
    order: 6,
  },
];
