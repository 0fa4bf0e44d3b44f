import { contentPaths } from './content-paths.ts';
import { type Fields, field, type RecordOf } from './fields.ts';
import { seoFields } from './seo.ts';

/**
 * One definition per content type (ARCHITECTURE §3). Generic server code serves the CRUD
 * routes from these, and the admin builds its tables and forms from them; code that differs
 * per type lives next to its screen or module and names the type it serves.
 */
export interface ContentTypeDef<F extends Fields = Fields> {
  /** API path segment under /api, e.g. `choose-us-sections`. */
  path: string;
  table: string;
  /** Human name of one record, lower case ("choose-us section"). */
  singular: string;
  fields: F;
  /** Public lists hide records whose is_active is false (types with an is_active field). */
  hasActiveFlag: boolean;
  /** Columns and directions of the list order; `id` breaks ties. */
  order: ReadonlyArray<readonly [column: string, direction: 'asc' | 'desc']>;
  /** Lists are paged (`?page=&per_page=`) with this default page size. */
  paged?: { perPage: number };
}

function define<const F extends Fields>(def: Omit<ContentTypeDef<F>, 'hasActiveFlag'>): ContentTypeDef<F> {
  return { ...def, hasActiveFlag: 'is_active' in def.fields };
}

const isActive = field.boolean('Active', { default: true });

export const banners = define({
  path: contentPaths.banners,
  table: 'banners',
  singular: 'banner',
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Subtitle'),
    description: field.textarea('Description'),
    button_text: field.text('Button text', { maxLength: 60 }),
    button_link: field.text('Button link', { maxLength: 2048 }),
    video_url: field.url('Video URL'),
    headline_img: field.image('Headline image', 'banners'),
    background_img: field.image('Background image', 'banners'),
    is_active: isActive,
  },
  order: [['id', 'asc']],
});

export const features = define({
  path: contentPaths.features,
  table: 'features',
  singular: 'feature',
  fields: {
    title: field.text('Title', { required: true }),
    description: field.textarea('Description'),
    image: field.image('Image', 'features'),
    sort_order: field.integer('Sort order', { required: true, min: 1, default: 1 }),
    is_active: isActive,
  },
  order: [['sort_order', 'asc']],
});

export const aboutSections = define({
  path: contentPaths.aboutSections,
  table: 'about_sections',
  singular: 'about section',
  fields: {
    subtitle: field.text('Subtitle', { required: true }),
    title: field.text('Title', { required: true }),
    description: field.textarea('Description', { required: true }),
    furniture_projects: field.integer('Furniture projects', { required: true, min: 0 }),
    satisfied_clients: field.integer('Satisfied clients', { required: true, min: 0 }),
    image_one: field.image('Image one', 'about'),
    image_two: field.image('Image two', 'about'),
    is_active: isActive,
  },
  order: [['id', 'asc']],
});

export const services = define({
  path: contentPaths.services,
  table: 'services',
  singular: 'service',
  fields: {
    title: field.text('Title', { required: true }),
    description: field.textarea('Description', { required: true }),
    image: field.image('Image', 'services'),
    order: field.integer('Order', { required: true, min: 1, default: 'next' }),
    is_active: isActive,
    ...seoFields,
  },
  order: [['order', 'asc']],
});

export const chooseUsSections = define({
  path: contentPaths.chooseUsSections,
  table: 'choose_us_sections',
  singular: 'choose-us section',
  fields: {
    subtitle: field.text('Subtitle', { required: true }),
    title: field.textarea('Title', { required: true, maxLength: 500 }),
    feature_1_title: field.text('Feature 1 title', { required: true }),
    feature_1_description: field.textarea('Feature 1 description', { required: true }),
    icon_1: field.image('Feature 1 icon', 'choose-us'),
    feature_2_title: field.text('Feature 2 title', { required: true }),
    feature_2_description: field.textarea('Feature 2 description', { required: true }),
    icon_2: field.image('Feature 2 icon', 'choose-us'),
    feature_3_title: field.text('Feature 3 title', { required: true }),
    feature_3_description: field.textarea('Feature 3 description', { required: true }),
    icon_3: field.image('Feature 3 icon', 'choose-us'),
    image: field.image('Main image', 'choose-us'),
    overlay_text: field.text('Overlay text'),
    overlay_icon: field.image('Overlay icon', 'choose-us'),
    is_active: isActive,
  },
  order: [['id', 'asc']],
});

const processStep = (n: 1 | 2 | 3 | 4) =>
  ({
    [`step_${n}_icon`]: field.iconClass(`Step ${n} icon class`, { required: true }),
    [`step_${n}_title`]: field.text(`Step ${n} title`, { required: true }),
    [`step_${n}_description`]: field.textarea(`Step ${n} description`, { required: true }),
  }) as Record<`step_${typeof n}_${'icon' | 'title' | 'description'}`, ReturnType<typeof field.text>>;

export const processSections = define({
  path: contentPaths.processSections,
  table: 'process_sections',
  singular: 'process section',
  fields: {
    subtitle: field.text('Subtitle', { required: true }),
    title: field.text('Title', { required: true }),
    description: field.textarea('Description', { required: true }),
    ...processStep(1),
    ...processStep(2),
    ...processStep(3),
    ...processStep(4),
    is_active: isActive,
  },
  order: [['id', 'asc']],
});

export const videoSections = define({
  path: contentPaths.videoSections,
  table: 'video_sections',
  singular: 'video section',
  fields: {
    title: field.text('Title', { required: true }),
    description: field.textarea('Description', { required: true }),
    video_file: field.video('Video file', 'videos', { required: true }),
    is_active: isActive,
  },
  order: [['id', 'asc']],
});

export const projects = define({
  path: contentPaths.projects,
  table: 'projects',
  singular: 'project',
  fields: {
    title: field.text('Title', { required: true }),
    description: field.textarea('Description', { required: true }),
    short_description: field.textarea('Short description', { maxLength: 1000 }),
    additional_content: field.html('Additional content'),
    category: field.text('Category'),
    client: field.text('Client'),
    year: field.integer('Year', { min: 1800, max: 2200 }),
    carpenter: field.text('Carpenter'),
    image: field.image('Image', 'projects'),
    project_feature_image: field.image('Feature image', 'projects'),
    gallery_image_1: field.image('Gallery image 1', 'projects'),
    gallery_image_2: field.image('Gallery image 2', 'projects'),
    gallery_image_3: field.image('Gallery image 3', 'projects'),
    is_active: isActive,
    ...seoFields,
  },
  order: [['id', 'asc']],
});

export const faqs = define({
  path: contentPaths.faqs,
  table: 'faqs',
  singular: 'FAQ',
  fields: {
    question: field.text('Question', { required: true, maxLength: 500 }),
    answer: field.textarea('Answer', { required: true }),
    order: field.integer('Order', { required: true, min: 1, default: 'next' }),
    is_active: isActive,
  },
  order: [['order', 'asc']],
});

export const blogCategories = define({
  path: contentPaths.blogCategories,
  table: 'blog_categories',
  singular: 'blog category',
  fields: {
    name: field.text('Name', { required: true }),
    slug: field.slug('Slug', { required: true, unique: true }),
    description: field.textarea('Description', { required: true }),
    is_active: isActive,
  },
  order: [['name', 'asc']],
});

export const blogs = define({
  path: contentPaths.blogs,
  table: 'blogs',
  singular: 'blog',
  fields: {
    title: field.text('Title', { required: true }),
    description: field.html('Description', { required: true }),
    category_id: field.reference('Category', { required: true, references: 'blog_categories' }),
    written_by: field.text('Author', { required: true }),
    date: field.date('Date', { required: true, default: 'today' }),
    image: field.image('Image', 'blogs'),
    is_active: isActive,
    ...seoFields,
  },
  order: [
    ['date', 'desc'],
    ['id', 'desc'],
  ],
  paged: { perPage: 6 },
});

const counter = (label: string) => field.integer(label, { required: true, min: 0, default: 0 });

export const counterSections = define({
  path: contentPaths.counterSections,
  table: 'counter_sections',
  singular: 'counter section',
  fields: {
    subtitle: field.text('Subtitle', { required: true }),
    title: field.text('Title', { required: true }),
    description: field.textarea('Description', { required: true }),
    materials_available: counter('Materials available'),
    complete_projects: counter('Complete projects'),
    total_manpower: counter('Total manpower'),
    years_experience: counter('Years experience'),
    is_active: isActive,
  },
  order: [['id', 'asc']],
});

export const missionVisionSections = define({
  path: contentPaths.missionVisionSections,
  table: 'mission_vision_sections',
  singular: 'mission & vision section',
  fields: {
    mission_subtitle: field.text('Mission subtitle', { required: true }),
    mission_title: field.text('Mission title', { required: true }),
    mission_author_name: field.text('Mission author name', { required: true }),
    mission_author_title: field.text('Mission author title', { required: true }),
    vision_subtitle: field.text('Vision subtitle', { required: true }),
    vision_title: field.text('Vision title', { required: true }),
    vision_author_name: field.text('Vision author name', { required: true }),
    vision_author_title: field.text('Vision author title', { required: true }),
    mission_background_image: field.image('Mission background image', 'mission-vision'),
    vision_background_image: field.image('Vision background image', 'mission-vision'),
    is_active: isActive,
  },
  order: [['id', 'asc']],
});

export const contactSections = define({
  path: contentPaths.contactSections,
  table: 'contact_sections',
  singular: 'contact section',
  fields: {
    phone: field.text('Phone', { required: true, maxLength: 50 }),
    email: field.email('Email'),
    location: field.text('Location', { required: true, maxLength: 500 }),
    map_embed: field.mapEmbed('Map embed'),
  },
  order: [['id', 'asc']],
});

export const categories = define({
  path: contentPaths.categories,
  table: 'categories',
  singular: 'category',
  fields: {
    name: field.text('Name', { required: true }),
    // Derived from the name when missing (spec public §3); the server fills it before validation.
    slug: field.slug('Slug', { required: true, unique: true }),
    description: field.textarea('Description'),
    image: field.image('Image', 'categories'),
    ...seoFields,
  },
  order: [['name', 'asc']],
});

/** Every generic content type, in the admin sidebar's order. */
export const contentTypes = [
  banners,
  features,
  aboutSections,
  services,
  chooseUsSections,
  processSections,
  videoSections,
  projects,
  faqs,
  blogCategories,
  blogs,
  counterSections,
  missionVisionSections,
  contactSections,
  categories,
] as const;

export type Banner = RecordOf<typeof banners.fields>;
export type Feature = RecordOf<typeof features.fields>;
export type AboutSection = RecordOf<typeof aboutSections.fields>;
export type Service = RecordOf<typeof services.fields>;
export type ChooseUsSection = RecordOf<typeof chooseUsSections.fields>;
export type ProcessSection = RecordOf<typeof processSections.fields>;
export type VideoSection = RecordOf<typeof videoSections.fields>;
export type Project = RecordOf<typeof projects.fields>;
export type Faq = RecordOf<typeof faqs.fields>;
export type BlogCategory = RecordOf<typeof blogCategories.fields>;
export type Blog = RecordOf<typeof blogs.fields> & { category: { id: number; name: string } | null };
export type CounterSection = RecordOf<typeof counterSections.fields>;
export type MissionVisionSection = RecordOf<typeof missionVisionSections.fields>;
export type ContactSection = RecordOf<typeof contactSections.fields>;
export type Category = RecordOf<typeof categories.fields>;
