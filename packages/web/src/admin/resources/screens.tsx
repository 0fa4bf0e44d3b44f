import {
  aboutSections,
  banners,
  blogCategories,
  blogs,
  type ContentTypeDef,
  categories,
  chooseUsSections,
  contactSections,
  faqs,
  features,
  processSections,
  projects,
  services,
  videoSections,
} from '@grain/contract/content-types';
import type { ContentRecord } from '../../api/admin/content.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import { col } from './columns.tsx';
import { fileName } from './display.ts';
import styles from './resource.module.css';
import type { ResourceConfig, ResourceTexts } from './resource-config.ts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) => text.split(' ').map(capital).join(' ');

/** The usual texts of a screen from the names of its records; spec admin §8 texts override. */
function textsFor(singular: string, plural: string, overrides: Partial<ResourceTexts> = {}): ResourceTexts {
  return {
    loading: `Loading ${plural}...`,
    empty: `No ${plural} yet.`,
    loadError: `Failed to load ${plural}`,
    createError: `Failed to create ${singular}`,
    updateError: `Failed to update ${singular}`,
    deleteError: `Failed to delete ${singular}`,
    createTitle: `Add New ${titleCase(singular)}`,
    editTitle: `Edit ${titleCase(singular)}`,
    createSubmit: 'Create',
    editSubmit: 'Update',
    busy: 'Saving...',
    created: () => `${capital(singular)} created successfully.`,
    updated: () => `${capital(singular)} updated successfully.`,
    deleted: () => `${capital(singular)} deleted successfully.`,
    ...overrides,
  };
}

/** The record's key values in a delete confirmation: label → field name. */
function Details({ record, fields }: { record: ContentRecord; fields: [label: string, name: string][] }) {
  return (
    <dl className={styles.details}>
      {fields.map(([label, name]) => (
        <div key={name}>
          <dt>{label}</dt>
          <dd>{String(record[name] ?? '—')}</dd>
        </div>
      ))}
    </dl>
  );
}

const details =
  (...fields: [label: string, name: string][]) =>
  (record: ContentRecord) => <Details record={record} fields={fields} />;

const screen = (type: ContentTypeDef, config: Omit<ResourceConfig, 'type'>): ResourceConfig => ({ type, ...config });

export const bannersScreen = screen(banners, {
  title: 'Banners Management',
  addLabel: 'Add New Banner',
  create: 'always',
  canDelete: true,
  columns: [
    col.id(),
    col.image('headline_img', 'Headline'),
    col.text('title', 'Title', { truncate: 40 }),
    col.text('subtitle', 'Subtitle', { truncate: 40 }),
    col.text('description', 'Description', { truncate: 50 }),
    col.image('background_img', 'Background'),
    col.status(),
  ],
  form: {
    groups: [
      { legend: 'Text', fields: ['title', 'subtitle', 'description'] },
      { legend: 'Button and video', fields: ['button_text', 'button_link', 'video_url'] },
      { legend: 'Images', fields: ['headline_img', 'background_img'] },
      { legend: 'Visibility', fields: ['is_active'] },
    ],
    placeholders: { video_url: 'https://www.youtube.com/watch?v=...', button_link: '/contact' },
  },
  modalSize: 'lg',
  texts: textsFor('banner', 'banners'),
  deleteDetails: details(['Title', 'title']),
});

export const featuresScreen = screen(features, {
  title: 'Features Management',
  addLabel: 'Add New Feature',
  create: 'always',
  canDelete: true,
  columns: [
    col.id(),
    col.image('image', 'Image'),
    col.text('title', 'Title', { truncate: 40 }),
    col.text('description', 'Description', { truncate: 50 }),
    col.number('sort_order', 'Sort Order'),
    col.status(),
  ],
  form: { previewWidth: { image: 80 } },
  texts: textsFor('feature', 'features'),
  deleteDetails: details(['Title', 'title']),
});

export const aboutScreen = screen(aboutSections, {
  title: 'About Section Management',
  addLabel: 'Add About Section',
  create: 'when-empty',
  canDelete: false,
  columns: [
    col.id(),
    col.text('subtitle', 'Subtitle', { truncate: 30 }),
    col.text('title', 'Title', { truncate: 40 }),
    col.text('description', 'Description', { truncate: 100 }),
    col.number('furniture_projects', 'Furniture Projects'),
    col.number('satisfied_clients', 'Satisfied Clients'),
    col.image('image_one', 'Image One'),
    col.image('image_two', 'Image Two'),
    col.status(),
  ],
  form: {
    groups: [
      { legend: 'Text', fields: ['subtitle', 'title', 'description'] },
      { legend: 'Figures', fields: ['furniture_projects', 'satisfied_clients'] },
      { legend: 'Images', fields: ['image_one', 'image_two'] },
      { legend: 'Visibility', fields: ['is_active'] },
    ],
  },
  modalSize: 'lg',
  texts: textsFor('about section', 'about sections', {
    updateError: 'Failed to update about section',
    editSubmit: 'Save Changes',
  }),
});

export const servicesScreen = screen(services, {
  title: 'Services Management',
  addLabel: 'Add New Service',
  create: 'always',
  canDelete: true,
  columns: [
    col.id(),
    col.image('image', 'Image'),
    col.text('title', 'Title', { truncate: 40 }),
    col.text('description', 'Description', { truncate: 50 }),
    col.number('order', 'Order'),
    col.status(),
  ],
  form: {},
  texts: textsFor('service', 'services'),
  deleteDetails: details(['Title', 'title']),
});

const featureGroup = (n: 1 | 2 | 3) => ({
  legend: `Feature ${n}`,
  fields: [`feature_${n}_title`, `icon_${n}`, `feature_${n}_description`],
});

export const chooseUsScreen = screen(chooseUsSections, {
  title: 'Choose Us Section Management',
  addLabel: 'Add Choose Us Section',
  create: 'when-empty',
  canDelete: false,
  columns: [
    col.id(),
    col.text('subtitle', 'Subtitle', { truncate: 30 }),
    col.text('title', 'Title', { truncate: 30 }),
    col.list('Features', ['feature_1_title', 'feature_2_title', 'feature_3_title']),
    col.text('overlay_text', 'Overlay Text', { truncate: 30 }),
    col.status(),
  ],
  form: {
    groups: [
      { legend: 'Basic Information', fields: ['subtitle', 'title'] },
      featureGroup(1),
      featureGroup(2),
      featureGroup(3),
      { legend: 'Main Image and Overlay', fields: ['image', 'overlay_text', 'overlay_icon'] },
      { legend: 'Visibility', fields: ['is_active'] },
    ],
    // Spec admin §2: current icons at 50px, the main image at 100px.
    previewWidth: { icon_1: 50, icon_2: 50, icon_3: 50, overlay_icon: 50, image: 100 },
  },
  modalSize: 'lg',
  texts: textsFor('choose us section', 'choose us sections', {
    loading: 'Loading Choose Us Sections...',
    loadError: 'Failed to load choose us sections',
    updateError: 'Failed to update choose us section',
    createSubmit: 'Create Section',
    editSubmit: 'Update Section',
  }),
});

const stepGroup = (n: 1 | 2 | 3 | 4) => ({
  legend: `Step ${n}`,
  fields: [`step_${n}_icon`, `step_${n}_title`, `step_${n}_description`],
});

export const processScreen = screen(processSections, {
  title: 'Process Section Management',
  addLabel: 'Add Process Section',
  create: 'when-empty',
  canDelete: false,
  columns: [
    col.id(),
    col.text('subtitle', 'Subtitle', { truncate: 30 }),
    col.text('title', 'Title', { truncate: 40 }),
    col.text('description', 'Description', { truncate: 50 }),
    col.text('step_1_title', 'Step 1'),
    col.text('step_2_title', 'Step 2'),
    col.text('step_3_title', 'Step 3'),
    col.text('step_4_title', 'Step 4'),
    col.status(),
  ],
  form: {
    groups: [
      { legend: 'Basic Information', fields: ['subtitle', 'title', 'description'] },
      stepGroup(1),
      stepGroup(2),
      stepGroup(3),
      stepGroup(4),
      { legend: 'Visibility', fields: ['is_active'] },
    ],
    hints: Object.fromEntries(
      [1, 2, 3, 4].map((n) => [`step_${n}_icon`, 'A Font Awesome class, e.g. "fas fa-ruler-combined".']),
    ),
    placeholders: Object.fromEntries([1, 2, 3, 4].map((n) => [`step_${n}_icon`, 'fas fa-hammer'])),
  },
  modalSize: 'lg',
  texts: textsFor('process section', 'process sections', {
    loadError: 'Failed to load process sections',
    updateError: 'Failed to update process section',
    editSubmit: 'Update Section',
  }),
});

export const videoScreen = screen(videoSections, {
  title: 'Video Section Management',
  addLabel: 'Add Video Section',
  create: 'when-empty',
  canDelete: false,
  columns: [
    col.id(),
    col.text('title', 'Title', { truncate: 40 }),
    col.text('description', 'Description', { truncate: 50 }),
    col.custom('Video', (record) =>
      record.video_file_url ? (
        // biome-ignore lint/a11y/useMediaCaption: an uploaded clip has no caption track
        <video
          src={String(record.video_file_url)}
          controls
          preload="metadata"
          className={styles.tableVideo}
          aria-label={`Video: ${fileName(record.video_file)}`}
        />
      ) : (
        <span className={styles.muted}>None</span>
      ),
    ),
    col.status(),
  ],
  form: {
    hints: { video_file: 'Video files only (MP4, WebM, MOV or OGG). Leave empty to keep the current video.' },
  },
  texts: textsFor('video section', 'video sections', {
    loadError: 'Failed to load video sections',
    updateError: 'Failed to update video section',
    editSubmit: 'Save Changes',
    createSubmit: 'Save Changes',
  }),
});

export const projectsScreen = screen(projects, {
  title: 'Projects Management',
  addLabel: 'Add New Project',
  create: 'always',
  canDelete: true,
  summary: (total) => `Total Projects: ${total}`,
  columns: [
    col.id(),
    col.text('title', 'Title', { truncate: 40 }),
    col.text('description', 'Description', { truncate: 100 }),
    col.text('category', 'Category'),
    col.image('image', 'Image'),
    col.status(),
  ],
  form: {
    groups: [
      { legend: 'Project', fields: ['title', 'category', 'client', 'year', 'carpenter'] },
      { legend: 'Text', fields: ['short_description', 'description', 'additional_content'] },
      {
        legend: 'Images',
        fields: ['image', 'project_feature_image', 'gallery_image_1', 'gallery_image_2', 'gallery_image_3'],
      },
      { legend: 'Visibility', fields: ['is_active'] },
    ],
    hints: { additional_content: 'Basic HTML is allowed (paragraphs, lists, links); it is cleaned on save.' },
  },
  modalSize: 'lg',
  texts: textsFor('project', 'projects'),
  deleteDetails: details(['Title', 'title']),
});

export const faqsScreen = screen(faqs, {
  title: 'FAQ Management',
  addLabel: 'Add New FAQ',
  create: 'always',
  canDelete: true,
  columns: [
    col.id(),
    col.text('question', 'Question', { truncate: 60 }),
    col.text('answer', 'Answer', { truncate: 100 }),
    col.number('order', 'Order'),
    col.status(),
  ],
  form: {},
  texts: textsFor('FAQ', 'FAQs', {
    createTitle: 'Add New FAQ',
    editTitle: 'Edit FAQ',
    loadError: 'Failed to load FAQs',
    createError: 'Failed to create FAQ',
    updateError: 'Failed to update FAQ',
    deleteError: 'Failed to delete FAQ',
    created: () => 'FAQ created successfully.',
    updated: () => 'FAQ updated successfully.',
    deleted: () => 'FAQ deleted successfully.',
  }),
  deleteDetails: details(['Question', 'question']),
});

export const blogCategoriesScreen = screen(blogCategories, {
  title: 'Blog Categories Management',
  addLabel: 'Add New Category',
  create: 'always',
  canDelete: true,
  columns: [
    col.id(),
    col.text('name', 'Name'),
    col.text('slug', 'Slug'),
    col.text('description', 'Description', { truncate: 100 }),
    col.status(),
  ],
  form: { slugFrom: 'name', hints: { slug: 'Filled in from the name; you can change it.' } },
  texts: textsFor('blog category', 'blog categories', {
    createError: 'Failed to update or create blog category',
    updateError: 'Failed to update or create blog category',
  }),
  deleteDetails: details(['Name', 'name'], ['Slug', 'slug']),
});

export const blogsScreen = screen(blogs, {
  title: 'Blogs Management',
  addLabel: 'Add New Blog',
  create: 'always',
  canDelete: true,
  pageSize: 20,
  summary: (total) => `Total Blogs: ${total}`,
  columns: [
    col.id(),
    col.text('title', 'Title', { truncate: 50 }),
    col.text('description', 'Description', { truncate: 100, html: true }),
    col.custom('Category', (record) => (record.category as { name?: string } | null)?.name ?? '—'),
    col.text('written_by', 'Author'),
    col.date('date', 'Date'),
    col.image('image', 'Image'),
    col.status(),
  ],
  form: {
    groups: [
      { legend: '', fields: ['title', 'category_id', 'written_by', 'date', 'description', 'image', 'is_active'] },
    ],
    hints: { description: 'Basic HTML is allowed (paragraphs, lists, links); it is cleaned on save.' },
  },
  modalSize: 'lg',
  texts: textsFor('blog', 'blogs', {
    createError: 'Failed to update or create blog',
    updateError: 'Failed to update or create blog',
  }),
  deleteDetails: details(['Title', 'title'], ['Author', 'written_by']),
});

export const contactScreen = screen(contactSections, {
  title: 'Contact Section Management',
  addLabel: 'Add New Contact Info',
  create: 'always',
  canDelete: false,
  summary: (total) => `Total: ${total}`,
  columns: [
    col.id(),
    col.text('phone', 'Phone'),
    col.text('email', 'Email'),
    col.text('location', 'Location', { truncate: 50 }),
    col.custom('Map Embed', (record) => (record.map_embed ? 'Embedded' : 'None')),
    col.date('updated_at', 'Updated At'),
  ],
  form: {
    hints: { map_embed: 'Paste the embed code of the map (an <iframe>) or its embed URL.' },
  },
  texts: textsFor('contact information', 'contact information', {
    empty: 'No contact information yet.',
    createTitle: 'Add New Contact Info',
    editTitle: 'Edit Contact Info',
    loadError: 'Failed to load contact sections',
    createError: 'Failed to add contact information',
    updateError: 'Failed to update contact information',
    created: () => 'Contact information added successfully!',
    updated: () => 'Contact information updated successfully!',
  }),
});

export const categoriesScreen = screen(categories, {
  title: 'Categories Management',
  addLabel: 'Add New Category',
  create: 'always',
  canDelete: true,
  summary: (total) => `Total Categories: ${total}`,
  columns: [
    col.id(),
    col.text('name', 'Name'),
    col.text('slug', 'Slug'),
    col.text('description', 'Description', { truncate: 100 }),
    col.image('image', 'Image'),
    // Categories have no active flag: they are always shown (spec admin §2).
    col.custom('Status', () => <StatusBadge active />),
  ],
  form: { slugFrom: 'name', hints: { slug: 'Filled in from the name; you can change it.' } },
  texts: textsFor('category', 'categories', {
    createError: 'Failed to update or create category',
    updateError: 'Failed to update or create category',
    created: (record) => `Category "${record.name}" created successfully`,
    updated: (record) => `Category "${record.name}" updated successfully`,
    deleted: (record) => `Category "${record.name}" deleted successfully`,
  }),
  deleteDetails: details(['Name', 'name'], ['Slug', 'slug']),
  deleteWarning: 'This action cannot be undone.',
});
