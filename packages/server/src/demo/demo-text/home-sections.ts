import type {
  aboutSections,
  banners,
  chooseUsSections,
  contactSections,
  counterSections,
  features,
  missionVisionSections,
  processSections,
  videoSections,
} from '@grain/contract/content-types';
import { type DemoRecord, workshopFilm } from '../demo-record.ts';
import { floor, grain, icon, scene } from '../pictures/picture.ts';

// Video URLs must be absolute http(s) addresses and the demo downloads nothing, so the
// banners carry none; the workshop film plays from the video sections instead.
export const demoBanners: DemoRecord<typeof banners.fields>[] = [
  {
    subtitle: 'Handcrafted in our workshop',
    title: 'Solid Wood Furniture, Built for Generations',
    description:
      'Every table, chair and cabinet is cut, joined and finished by hand from responsibly sourced hardwoods — made for daily life, and made to be passed on.',
    button_text: 'Explore Our Services',
    button_link: '/services',
    headline_img: scene('round-table', { wood: 'oak', mood: 'linen' }),
    background_img: scene('dining-table', { wood: 'oak', mood: 'walnut' }),
  },
  {
    subtitle: 'Floors with character',
    title: 'Wide-Plank and Parquet Floors, Laid by Hand',
    description:
      'From reclaimed heart pine to herringbone oak, we mill, fit and finish floors that grow more beautiful with every year of footsteps.',
    button_text: 'See Our Projects',
    button_link: '/project',
    headline_img: floor('herringbone', 'oak'),
    background_img: grain('walnut'),
  },
  {
    subtitle: 'Cabins, renovations and one-off pieces',
    title: 'From the First Sketch to the Last Coat of Oil',
    description:
      'Tell us about the room, the cabin or the piece you have in mind. We design it with you, build it in our workshop and install it ourselves.',
    button_text: 'Browse Products',
    button_link: '/products',
    headline_img: scene('workbench', { wood: 'oak', mood: 'honey' }),
    background_img: scene('log-cabin', { wood: 'pine' }),
  },
];

export const demoFeatures: DemoRecord<typeof features.fields>[] = [
  {
    title: 'Solid Hardwoods',
    description:
      'Oak, walnut, ash and cherry from certified forests and local sawmills. No veneered particleboard, ever.',
    image: icon('tree'),
    sort_order: 1,
  },
  {
    title: 'Made to Measure',
    description: 'Any piece can be sized to your room and your habits, with no surcharge for standard changes.',
    image: icon('ruler'),
    sort_order: 2,
  },
  {
    title: 'Hand-Applied Finishes',
    description: 'Natural oils and hardwax finishes, rubbed in by hand and safe for kitchens and nurseries.',
    image: icon('drop'),
    sort_order: 3,
  },
  {
    title: 'Delivered and Fitted',
    description: 'Our own team delivers, assembles and installs — and takes the packaging away with them.',
    image: icon('truck'),
    sort_order: 4,
  },
];

export const demoAboutSections: DemoRecord<typeof aboutSections.fields>[] = [
  {
    subtitle: 'About Grain',
    title: 'A Workshop Where Wood Is Given Time',
    description:
      'Grain began in 2009 with two carpenters, one bench and a stack of air-dried oak. Today twenty-four makers share the same roof, designing and building furniture, joinery and floors for homes, cabins and small businesses. We still choose every board by hand, cut traditional joints where they matter, and finish each piece as if it were going into our own homes.',
    furniture_projects: 254,
    satisfied_clients: 1240,
    image_one: scene('workbench', { wood: 'oak', mood: 'linen' }),
    image_two: scene('bookshelf', { wood: 'walnut', mood: 'honey' }),
  },
];

export const demoChooseUsSections: DemoRecord<typeof chooseUsSections.fields>[] = [
  {
    subtitle: 'Why Choose Us',
    title: 'Honest Materials,\nPatient Craft,\nWork That Lasts',
    feature_1_title: 'Responsibly Sourced Timber',
    feature_1_description:
      'We buy certified hardwoods, rescue reclaimed beams, and plant two trees for every one our work uses.',
    icon_1: icon('leaf'),
    feature_2_title: 'Master Craftsmen',
    feature_2_description:
      'Our makers average fifteen years at the bench, and every apprentice trains beside them for three.',
    icon_2: icon('award'),
    feature_3_title: 'Ten-Year Guarantee',
    feature_3_description:
      'Joints, frames and floors are guaranteed for a decade. If anything fails, we come back and put it right.',
    icon_3: icon('shield'),
    image: scene('armchair', { wood: 'walnut', mood: 'linen' }),
    overlay_text: 'Handmade since 2009',
    overlay_icon: icon('hammer'),
  },
];

export const demoProcessSections: DemoRecord<typeof processSections.fields>[] = [
  {
    subtitle: 'How We Work',
    title: 'From Idea to Installation in Four Steps',
    description:
      'Whether it is a single chair or a whole house of floors, every commission follows the same careful path.',
    step_1_icon: 'fas fa-pencil-ruler',
    step_1_title: 'Design & Measure',
    step_1_description: 'We visit, measure and sketch with you, then send drawings and a fixed quote within a week.',
    step_2_icon: 'fas fa-tree',
    step_2_title: 'Choose the Timber',
    step_2_description: 'You pick the species and the boards from real samples, and we explain how each one will age.',
    step_3_icon: 'fas fa-hammer',
    step_3_title: 'Build in the Workshop',
    step_3_description:
      'One maker cuts, joins and finishes your piece from start to end, and signs it before it leaves.',
    step_4_icon: 'fas fa-truck',
    step_4_title: 'Deliver & Install',
    step_4_description:
      'Our team delivers, fits and levels everything, then leaves you a care kit and simple instructions.',
  },
];

/** The public home plays the fourth section, so four are seeded and the fourth is the flagship film. */
export const demoVideoSections: DemoRecord<typeof videoSections.fields>[] = [
  {
    title: 'Inside the Grain Workshop',
    description: 'A short walk through our bench room, from rough-sawn boards to the finishing bay.',
    video_file: workshopFilm,
  },
  {
    title: 'Laying a Herringbone Floor',
    description: 'How we set out, glue and hand-plane an oak parquet floor so that every point lines up.',
    video_file: workshopFilm,
  },
  {
    title: 'Hand-Cut Dovetails, Start to Finish',
    description: 'Marking gauge, saw and chisel: the joint that has held drawers together for three hundred years.',
    video_file: workshopFilm,
  },
  {
    title: 'Crafted by Hand, Built to Last',
    description: 'Watch our makers turn air-dried oak into a dining table meant to outlive all of us.',
    video_file: workshopFilm,
  },
];

export const demoCounterSections: DemoRecord<typeof counterSections.fields>[] = [
  {
    subtitle: 'Our Numbers',
    title: 'Craftsmanship You Can Count On',
    description:
      'Seventeen years of building furniture, floors and cabins for homes and small businesses across the Blue Ridge and beyond.',
    materials_available: 148,
    complete_projects: 1060,
    total_manpower: 24,
    years_experience: 17,
  },
];

export const demoMissionVisionSections: DemoRecord<typeof missionVisionSections.fields>[] = [
  {
    mission_subtitle: 'Our Mission',
    mission_title:
      'To build furniture and floors honest enough to last a lifetime, and beautiful enough to be kept for longer.',
    mission_author_name: 'Elena Hart',
    mission_author_title: 'Founder & Master Cabinetmaker',
    vision_subtitle: 'Our Vision',
    vision_title:
      'A home where every wooden thing has a story: where it grew, who shaped it, and why it was made to stay.',
    vision_author_name: 'Marcus Reid',
    vision_author_title: 'Co-founder & Head of Flooring',
    mission_background_image: grain('oak'),
    vision_background_image: scene('pine-grove', { wood: 'pine' }),
  },
];

export const demoContactSections: DemoRecord<typeof contactSections.fields>[] = [
  {
    phone: '+1 (828) 555-0142',
    // A reserved example domain: the demo must not point visitors at somebody's real mailbox.
    email: 'hello@grain-workshop.example',
    location: '14 Millrace Lane, River Arts District, Asheville, NC 28801',
    map_embed: '<iframe src="https://www.google.com/maps?q=River+Arts+District,+Asheville,+NC&output=embed"></iframe>',
  },
];
