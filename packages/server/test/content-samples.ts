import { blogCategories, type ContentTypeDef, type contentTypes } from '@grain/contract/content-types';
import type { TestApp } from './harness.ts';

export type ContentPath = (typeof contentTypes)[number]['path'];
export type Values = Record<string, unknown>;

/** Ids of records that samples point at: a blog needs a blog category. */
export interface SampleRefs {
  blogCategoryId: number;
}

export interface ContentSample {
  /** A valid create body (JSON) giving every field of the type a value. */
  create: Values;
  /** A valid change of a few text fields, for update tests. */
  update: Values;
}

/**
 * The stored form of a Google Maps embed: what the server rebuilds any accepted embed into,
 * so a sample sent in this form reads back unchanged.
 */
export const storedMapEmbed = (url: string) =>
  `<iframe src="${url}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;

const processStep = (n: number, icon: string, title: string) => ({
  [`step_${n}_icon`]: icon,
  [`step_${n}_title`]: title,
  [`step_${n}_description`]: `${title} is step ${n} of every commission.`,
});

/** One valid sample per content type. File fields carry absolute URLs or null (uploads are multipart). */
export function contentSamples(refs: SampleRefs): Record<ContentPath, ContentSample> {
  return {
    banners: {
      create: {
        title: 'Crafted in solid oak',
        subtitle: 'Since 1998',
        description: 'Furniture made to last for generations.',
        button_text: 'See our work',
        button_link: '/projects',
        video_url: 'https://www.youtube.com/watch?v=grain-workshop',
        headline_img: 'https://cdn.example.com/banners/headline.png',
        background_img: null,
        is_active: true,
      },
      update: { title: 'Crafted in walnut', subtitle: 'Since 1999' },
    },
    features: {
      create: {
        title: 'Hand-finished joints',
        description: 'Every dovetail is cut and fitted by hand.',
        image: null,
        sort_order: 2,
        is_active: true,
      },
      update: { title: 'Hand-cut dovetails', sort_order: 3 },
    },
    'about-sections': {
      create: {
        subtitle: 'About us',
        title: 'A family workshop',
        description: 'Three generations of carpenters under one roof.',
        furniture_projects: 1250,
        satisfied_clients: 980,
        image_one: 'https://cdn.example.com/about/one.jpg',
        image_two: null,
        is_active: true,
      },
      update: { title: 'A workshop of three generations', satisfied_clients: 1000 },
    },
    services: {
      create: {
        title: 'Custom kitchens',
        description: 'Kitchens designed and built to measure.',
        image: null,
        order: 4,
        is_active: true,
      },
      update: { description: 'Kitchens in oak, ash and walnut, built to measure.', order: 5 },
    },
    'choose-us-sections': {
      create: {
        subtitle: 'Why choose us',
        title: 'Wood chosen board by board',
        feature_1_title: 'Seasoned timber',
        feature_1_description: 'Air-dried for two years before it is cut.',
        icon_1: null,
        feature_2_title: 'Honest prices',
        feature_2_description: 'A fixed quote before any work starts.',
        icon_2: null,
        feature_3_title: 'Lifetime care',
        feature_3_description: 'We re-oil and repair what we built.',
        icon_3: null,
        image: 'https://cdn.example.com/choose-us/main.jpg',
        overlay_text: '25 years of craft',
        overlay_icon: null,
        is_active: true,
      },
      update: { feature_2_title: 'Fixed quotes', overlay_text: '26 years of craft' },
    },
    'process-sections': {
      create: {
        subtitle: 'How we work',
        title: 'From sketch to delivery',
        description: 'Four steps, one carpenter from start to finish.',
        ...processStep(1, 'fas fa-pencil-ruler', 'Design'),
        ...processStep(2, 'fas fa-tree', 'Timber'),
        ...processStep(3, 'fas fa-hammer', 'Build'),
        ...processStep(4, 'fas fa-truck', 'Delivery'),
        is_active: true,
      },
      update: { step_3_icon: 'fas fa-screwdriver', step_3_title: 'Assembly' },
    },
    'video-sections': {
      create: {
        title: 'Inside the workshop',
        description: 'A day at the bench, in three minutes.',
        video_file: 'https://videos.example.com/workshop.mp4',
        is_active: true,
      },
      update: { title: 'A day in the workshop' },
    },
    projects: {
      create: {
        title: 'Library in oak',
        description: 'Floor-to-ceiling shelves for a private library.',
        short_description: 'Shelves for 4,000 books.',
        additional_content: '<p>Built from <strong>quarter-sawn</strong> oak.</p>',
        category: 'Interiors',
        client: 'A private client',
        year: 2023,
        carpenter: 'Maria Lind',
        image: 'https://cdn.example.com/projects/library.jpg',
        project_feature_image: null,
        gallery_image_1: null,
        gallery_image_2: null,
        gallery_image_3: null,
        is_active: true,
      },
      update: { client: 'The Lind family', year: 2024 },
    },
    faqs: {
      create: {
        question: 'Do you deliver?',
        answer: 'Yes, anywhere within 200 km of the workshop.',
        order: 1,
        is_active: true,
      },
      update: { answer: 'Yes, anywhere within 300 km of the workshop.' },
    },
    'blog-categories': {
      create: {
        name: 'Workshop notes',
        slug: 'workshop-notes',
        description: 'What happens at the bench.',
        is_active: true,
      },
      update: { description: 'Stories from the bench.' },
    },
    blogs: {
      create: {
        title: 'Why we air-dry our oak',
        description: '<p>Slow drying keeps the <strong>grain</strong> calm.</p>',
        category_id: refs.blogCategoryId,
        written_by: 'Maria Lind',
        date: '2024-05-14',
        image: null,
        is_active: true,
      },
      update: { title: 'Why we air-dry every board', date: '2024-06-01' },
    },
    'counter-sections': {
      create: {
        subtitle: 'In numbers',
        title: 'Twenty-five years at the bench',
        description: 'What a small workshop can do.',
        materials_available: 40,
        complete_projects: 1250,
        total_manpower: 12,
        years_experience: 25,
        is_active: true,
      },
      update: { complete_projects: 1300, years_experience: 26 },
    },
    'mission-vision-sections': {
      create: {
        mission_subtitle: 'Our mission',
        mission_title: 'Furniture that outlives us',
        mission_author_name: 'Jonas Lind',
        mission_author_title: 'Founder',
        vision_subtitle: 'Our vision',
        vision_title: 'Every board used well',
        vision_author_name: 'Maria Lind',
        vision_author_title: 'Head carpenter',
        mission_background_image: null,
        vision_background_image: 'https://cdn.example.com/mission/vision.jpg',
        is_active: true,
      },
      update: { vision_title: 'No board wasted' },
    },
    'contact-sections': {
      create: {
        phone: '+46 8 123 456',
        email: 'hello@grain.example',
        location: 'Sågverksgatan 4, Stockholm',
        map_embed: storedMapEmbed('https://www.google.com/maps/embed?pb=!1m18!1m12'),
      },
      update: { phone: '+46 8 654 321' },
    },
    categories: {
      create: {
        name: 'Dining tables',
        slug: 'dining-tables',
        description: 'Tables for six to twelve.',
        image: null,
      },
      update: { description: 'Tables for six to sixteen.' },
    },
  };
}

let uniqueSuffix = 0;

/** Makes the type's unique fields (slugs) unique, so one sample can be created many times. */
export function withUniqueValues(def: ContentTypeDef, values: Values): Values {
  uniqueSuffix += 1;
  const unique = Object.entries(def.fields).filter(
    ([name, field]) => field.unique && typeof values[name] === 'string' && values[name].trim() !== '',
  );
  return { ...values, ...Object.fromEntries(unique.map(([name]) => [name, `${values[name]}-${uniqueSuffix}`])) };
}

/** The records samples need: a blog category for blogs. */
export async function createSampleRefs(t: TestApp): Promise<SampleRefs> {
  const category = await createRecord(t, blogCategories, {
    name: 'Sample category',
    slug: 'sample-category',
    description: 'Holds sample blogs.',
  });
  return { blogCategoryId: category.id };
}

/** Creates a record as the admin through the API; fails the test unless it is created. */
export async function createRecord(t: TestApp, def: ContentTypeDef, values: Values): Promise<Values & { id: number }> {
  const response = await t.asAdmin({ method: 'POST', url: `/api/${def.path}`, payload: values });
  if (response.statusCode !== 201) {
    throw new Error(`creating a ${def.singular} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json().data;
}

/** Creates the type's sample (unique fields made unique), with overrides. */
export function createSample(
  t: TestApp,
  def: ContentTypeDef,
  refs: SampleRefs,
  overrides: Values = {},
): Promise<Values & { id: number }> {
  const sample = contentSamples(refs)[def.path as ContentPath];
  return createRecord(t, def, withUniqueValues(def, { ...sample.create, ...overrides }));
}

/** Values as an HTML form sends them: booleans as 1/0, numbers as text, nothing as blank. */
export function formFields(values: Values): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value === 'boolean') return [name, value ? '1' : '0'];
      return [name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** The records of a list answer, paged (blogs) or not. */
export function listItems(data: unknown): Array<Values & { id: number }> {
  return Array.isArray(data) ? data : (data as { data: Array<Values & { id: number }> }).data;
}
