import { faAddressBook } from '@fortawesome/free-solid-svg-icons/faAddressBook';
import { faBullseye } from '@fortawesome/free-solid-svg-icons/faBullseye';
import { faCalculator } from '@fortawesome/free-solid-svg-icons/faCalculator';
import { faCircleInfo } from '@fortawesome/free-solid-svg-icons/faCircleInfo';
import { faCircleQuestion } from '@fortawesome/free-solid-svg-icons/faCircleQuestion';
import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faFilm } from '@fortawesome/free-solid-svg-icons/faFilm';
import { faFolderOpen } from '@fortawesome/free-solid-svg-icons/faFolderOpen';
import { faGauge } from '@fortawesome/free-solid-svg-icons/faGauge';
import { faHelmetSafety } from '@fortawesome/free-solid-svg-icons/faHelmetSafety';
import { faListOl } from '@fortawesome/free-solid-svg-icons/faListOl';
import { faNewspaper } from '@fortawesome/free-solid-svg-icons/faNewspaper';
import { faPanorama } from '@fortawesome/free-solid-svg-icons/faPanorama';
import { faScrewdriverWrench } from '@fortawesome/free-solid-svg-icons/faScrewdriverWrench';
import { faStar } from '@fortawesome/free-solid-svg-icons/faStar';
import { faTags } from '@fortawesome/free-solid-svg-icons/faTags';
import { faThumbsUp } from '@fortawesome/free-solid-svg-icons/faThumbsUp';
import {
  aboutSections,
  banners,
  blogCategories,
  blogs,
  type ContentTypeDef,
  categories,
  chooseUsSections,
  contactSections,
  counterSections,
  faqs,
  features,
  missionVisionSections,
  processSections,
  projects,
  services,
  videoSections,
} from '@grain/contract/content-types';
import { PRODUCT_SORTS } from '@grain/contract/product-search';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { productCollection } from '../api/admin/products.ts';
import type { IconDefinition } from '../ui/icon.tsx';
import { ADMIN_HOME_PATH } from './auth/auth-paths.ts';
import { productImages, productLines } from './products/product-form-sections.tsx';
import { productCells, productListFailure, productReadFailure, productType } from './products/product-overrides.tsx';
import { col } from './resources/columns.tsx';
import { details, textsFor } from './resources/config-helpers.tsx';
import { fileName } from './resources/display.ts';
import styles from './resources/resource.module.css';
import type { FormConfig, ResourceConfig } from './resources/resource-config.ts';
import { StatusBadge } from './ui/status-badge.tsx';

interface ScreenBase {
  /** The screen's address (spec admin §2). */
  path: string;
  /** Its entry in the sidebar and on the dashboard. */
  label: string;
  /** Font Awesome classes of the entry's icon. */
  icon: IconDefinition;
  /** One line on the dashboard's card. */
  blurb: string;
  /** The screen's heading. */
  title: string;
  /** The entry shows how many contact messages are unread. */
  showsUnread?: boolean;
  /**
   * Fields of the screen's definition it shows nowhere on purpose, with the reason. A field
   * no screen shows that is not listed here fails `admin-screens.test.ts`.
   */
  hidden?: Record<string, string>;
}

/** A list screen of a definition: the generic table, form and delete flow, with what differs. */
export interface ListScreen extends ScreenBase {
  resource: ResourceConfig;
}

type LazyScreen<S> = LazyExoticComponent<ComponentType<{ screen: S }>>;

/** A screen's own component, loaded when the screen is first opened. */
const lazyScreen = <S,>(load: () => Promise<ComponentType<{ screen: S }>>): LazyScreen<S> =>
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

const featureGroup = (n: 1 | 2 | 3) => ({
  legend: `Feature ${n}`,
  fields: [`feature_${n}_title`, `icon_${n}`, `feature_${n}_description`],
});

const stepGroup = (n: 1 | 2 | 3 | 4) => ({
  legend: `Step ${n}`,
  fields: [`step_${n}_icon`, `step_${n}_title`, `step_${n}_description`],
});

const counters = ['materials_available', 'complete_projects', 'total_manpower', 'years_experience'] as const;

/** Counters are whole numbers; text that is not a number counts as 0 (spec admin §5). */
const toCount = (value: unknown): unknown => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

const quoteGroup = (side: 'mission' | 'vision') => ({
  legend: side === 'mission' ? 'Mission' : 'Vision',
  fields: [
    `${side}_subtitle`,
    `${side}_title`,
    `${side}_author_name`,
    `${side}_author_title`,
    `${side}_background_image`,
  ],
});

const htmlHint = 'Basic HTML is allowed (paragraphs, lists, links); it is cleaned on save.';
const slugHint = 'Filled in from the name; you can change it.';

/**
 * Every admin screen, top to bottom in the sidebar's order (spec admin §2, with Messages after
 * Products). The router, the sidebar and the dashboard read this list; each entry says where
 * the screen lives, how it is listed, and what it shows: a content type with its overrides, or
 * its own component (loaded when first opened).
 */
export const adminScreens: AdminScreen[] = [
  {
    path: ADMIN_HOME_PATH,
    label: 'Dashboard',
    icon: faGauge,
    blurb: 'Overview and shortcuts',
    title: 'Dashboard',
    component: lazyScreen(async () => (await import('./dashboard/dashboard-page.tsx')).DashboardPage),
  },
  {
    path: '/admin/banners',
    label: 'Banners',
    icon: faPanorama,
    blurb: 'Hero slides of the home page',
    title: 'Banners Management',
    resource: {
      type: banners,
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
    },
  },
  {
    path: '/admin/features',
    label: 'Features',
    icon: faStar,
    blurb: 'Highlights under the banner',
    title: 'Features Management',
    resource: {
      type: features,
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
    },
  },
  {
    path: '/admin/about',
    label: 'About Section',
    icon: faCircleInfo,
    blurb: 'Story, figures and pictures',
    title: 'About Section Management',
    resource: {
      type: aboutSections,
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
    },
  },
  {
    path: '/admin/services',
    label: 'Services',
    icon: faScrewdriverWrench,
    blurb: 'What the workshop offers',
    title: 'Services Management',
    resource: {
      type: services,
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
    },
  },
  {
    path: '/admin/choose-us',
    label: 'Choose Us',
    icon: faThumbsUp,
    blurb: 'Three reasons to choose us',
    title: 'Choose Us Section Management',
    resource: {
      type: chooseUsSections,
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
    },
  },
  {
    path: '/admin/process',
    label: 'Process',
    icon: faListOl,
    blurb: 'The four steps of a project',
    title: 'Process Section Management',
    resource: {
      type: processSections,
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
          [1, 2, 3, 4].map((n) => [
            `step_${n}_icon`,
            'A Font Awesome class, e.g. "fas fa-ruler-combined"; the preview shows a hammer for a name the site does not draw.',
          ]),
        ),
        placeholders: Object.fromEntries([1, 2, 3, 4].map((n) => [`step_${n}_icon`, 'fas fa-hammer'])),
      },
      modalSize: 'lg',
      texts: textsFor('process section', 'process sections', {
        loadError: 'Failed to load process sections',
        updateError: 'Failed to update process section',
        editSubmit: 'Update Section',
      }),
    },
  },
  {
    path: '/admin/video',
    label: 'Video',
    icon: faFilm,
    blurb: 'The showcase video',
    title: 'Video Section Management',
    resource: {
      type: videoSections,
      addLabel: 'Add Video Section',
      create: 'when-empty',
      canDelete: false,
      columns: [
        col.id(),
        col.text('title', 'Title', { truncate: 40 }),
        col.text('description', 'Description', { truncate: 50 }),
        col.custom(
          'Video',
          (record) =>
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
          { fields: ['video_file'] },
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
    },
  },
  {
    path: '/admin/projects',
    label: 'Projects',
    icon: faHelmetSafety,
    blurb: 'Portfolio of finished work',
    title: 'Projects Management',
    resource: {
      type: projects,
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
        hints: { additional_content: htmlHint },
      },
      modalSize: 'lg',
      texts: textsFor('project', 'projects'),
      deleteDetails: details(['Title', 'title']),
    },
  },
  {
    path: '/admin/faqs',
    label: 'FAQs',
    icon: faCircleQuestion,
    blurb: 'Questions and answers',
    title: 'FAQ Management',
    resource: {
      type: faqs,
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
    },
  },
  {
    path: '/admin/blog-categories',
    label: 'Blog Categories',
    icon: faFolderOpen,
    blurb: 'Topics of the blog',
    title: 'Blog Categories Management',
    resource: {
      type: blogCategories,
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
      form: { slugFrom: 'name', hints: { slug: slugHint } },
      texts: textsFor('blog category', 'blog categories', {
        createError: 'Failed to update or create blog category',
        updateError: 'Failed to update or create blog category',
      }),
      deleteDetails: details(['Name', 'name'], ['Slug', 'slug']),
    },
  },
  {
    path: '/admin/blogs',
    label: 'Blogs',
    icon: faNewspaper,
    blurb: 'Articles and news',
    title: 'Blogs Management',
    resource: {
      type: blogs,
      addLabel: 'Add New Blog',
      create: 'always',
      canDelete: true,
      summary: (total) => `Total Blogs: ${total}`,
      columns: [
        col.id(),
        col.text('title', 'Title', { truncate: 50 }),
        col.text('description', 'Description', { truncate: 100, html: true }),
        col.reference('category_id', 'Category'),
        col.text('written_by', 'Author'),
        col.date('date', 'Date'),
        col.image('image', 'Image'),
        col.status(),
      ],
      form: {
        groups: [
          { legend: '', fields: ['title', 'category_id', 'written_by', 'date', 'description', 'image', 'is_active'] },
        ],
        hints: { description: htmlHint },
      },
      modalSize: 'lg',
      texts: textsFor('blog', 'blogs', {
        createError: 'Failed to update or create blog',
        updateError: 'Failed to update or create blog',
      }),
      deleteDetails: details(['Title', 'title'], ['Author', 'written_by']),
    },
  },
  {
    path: '/admin/counter',
    label: 'Counter',
    icon: faCalculator,
    blurb: 'Figures in the counter band',
    title: 'Counter Section Management',
    record: {
      type: counterSections,
      form: {
        groups: [
          { legend: 'Text', fields: ['subtitle', 'title', 'description'] },
          { legend: 'Counters', fields: [...counters] },
          { legend: 'Visibility', fields: ['is_active'] },
        ],
        prepare: (values) => ({
          ...values,
          ...Object.fromEntries(counters.map((name) => [name, toCount(values[name])])),
        }),
      },
    },
    component: lazyScreen(async () => (await import('./single/counter-page.tsx')).CounterPage),
  },
  {
    path: '/admin/mission-vision',
    label: 'Mission & Vision',
    icon: faBullseye,
    blurb: 'Mission and vision quotes',
    title: 'Mission and Vision Management',
    record: {
      type: missionVisionSections,
      form: {
        groups: [quoteGroup('mission'), quoteGroup('vision'), { legend: 'Visibility', fields: ['is_active'] }],
        previewWidth: { mission_background_image: 160, vision_background_image: 160 },
      },
    },
    component: lazyScreen(async () => (await import('./single/mission-vision-page.tsx')).MissionVisionPage),
  },
  {
    path: '/admin/contact',
    label: 'Contact',
    icon: faAddressBook,
    blurb: 'Phone, email, address, map',
    title: 'Contact Section Management',
    resource: {
      type: contactSections,
      addLabel: 'Add New Contact Info',
      create: 'always',
      canDelete: false,
      summary: (total) => `Total: ${total}`,
      columns: [
        col.id(),
        col.text('phone', 'Phone'),
        col.text('email', 'Email'),
        col.text('location', 'Location', { truncate: 50 }),
        col.custom('Map Embed', (record) => (record.map_embed ? 'Embedded' : 'None'), { fields: ['map_embed'] }),
        col.date('updated_at', 'Updated At'),
      ],
      form: {
        hints: { map_embed: 'Paste the embed code of the map (an <iframe>) or its embed URL.' },
      },
      texts: textsFor('contact information', 'contact information', {
        empty: 'No contact information yet.',
        noMatch: 'No contact information matches your search.',
        createTitle: 'Add New Contact Info',
        editTitle: 'Edit Contact Info',
        loadError: 'Failed to load contact sections',
        createError: 'Failed to add contact information',
        updateError: 'Failed to update contact information',
        created: () => 'Contact information added successfully!',
        updated: () => 'Contact information updated successfully!',
      }),
    },
  },
  {
    path: '/admin/categories',
    label: 'Categories',
    icon: faTags,
    blurb: 'Product categories',
    title: 'Categories Management',
    resource: {
      type: categories,
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
        col.custom('Status', () => <StatusBadge active />, { fields: [] }),
      ],
      form: { slugFrom: 'name', hints: { slug: slugHint } },
      texts: textsFor('category', 'categories', {
        createError: 'Failed to update or create category',
        updateError: 'Failed to update or create category',
        created: (record) => `Category "${record.name}" created successfully`,
        updated: (record) => `Category "${record.name}" updated successfully`,
        deleted: (record) => `Category "${record.name}" deleted successfully`,
      }),
      deleteDetails: details(['Name', 'name'], ['Slug', 'slug']),
      deleteWarning: 'This action cannot be undone.',
    },
  },
  {
    path: '/admin/products',
    label: 'Products',
    icon: faCouch,
    blurb: 'The product catalogue',
    title: 'Products Management',
    resource: {
      type: productType,
      addLabel: 'Add New Product',
      create: 'always',
      canDelete: true,
      summary: (total) => `Total Products: ${total}`,
      perPage: 10,
      columns: [
        col.image('image', 'Image', { placeholder: true }),
        col.text('name', 'Name', { wrap: true }),
        col.text('sku', 'SKU'),
        col.reference('category_id', 'Category'),
        col.custom('Description', productCells.description, {
          fields: ['short_description', 'description'],
          wrap: true,
        }),
        col.custom('Price', productCells.price, { fields: ['price', 'sale_price'], sort: 'price' }),
        col.custom('Stock', productCells.stock, { fields: ['stock_quantity'] }),
        col.custom('Status', productCells.status, { fields: ['is_active', 'is_featured'] }),
      ],
      sortable: PRODUCT_SORTS,
      form: {
        groups: [
          { legend: 'Product', fields: ['name', 'sku', 'category_id', 'sort_order'] },
          { legend: 'Price and stock', fields: ['price', 'sale_price', 'stock_quantity'] },
          { legend: 'Description', fields: ['short_description', 'description'] },
          { legend: 'Options', fields: ['is_active', 'is_featured', 'customized'] },
        ],
        sections: [productLines, productImages],
        createValues: { stock_quantity: '0' },
        placeholders: { sku: 'PROD-001' },
        hints: {
          sale_price: 'Optional. A sale applies only when it is lower than the price.',
          description: htmlHint,
          customized: 'Made to order: listed among the customized products.',
        },
      },
      modalSize: 'lg',
      texts: textsFor('product', 'products', {
        createSubmit: 'Create Product',
        editSubmit: 'Update Product',
        created: (record) => `Product "${record.name}" created successfully.`,
        updated: (record) => `Product "${record.name}" updated successfully.`,
        deleted: (record) => `Product "${record.name}" deleted successfully.`,
      }),
      deleteDetails: details(['Name', 'name'], ['SKU', 'sku']),
      // Spec admin §2, §7: search by name, by SKU and a category filter.
      search: [
        { kind: 'text', name: 'name', label: 'Search by name', placeholder: 'e.g. Oak table' },
        { kind: 'text', name: 'sku', label: 'Search by SKU', placeholder: 'e.g. PROD-001' },
        { kind: 'reference', name: 'category_id', label: 'Category', type: categories, allLabel: 'All categories' },
      ],
      collection: productCollection,
      detail: { loading: 'Loading product...', failure: productReadFailure },
      listFailure: productListFailure,
    },
  },
  {
    path: '/admin/messages',
    label: 'Messages',
    icon: faEnvelope,
    blurb: 'Messages from the contact form',
    title: 'Messages',
    showsUnread: true,
    component: lazyScreen(async () => (await import('./messages/messages-page.tsx')).MessagesPage),
  },
];
