import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { type ColumnModifiers, createContentTable, createIndex } from './column-types.ts';

/** Every table of both specs: content sections, catalogue, users and auth, contact messages. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const table = (name: string, columns: Parameters<typeof createContentTable>[3], modifiers: ColumnModifiers = {}) =>
    createContentTable(db, dialect, name, columns, modifiers);

  // --- auth
  await table('roles', { name: 'string' });
  await createIndex(db, 'roles', ['name'], true);
  await table(
    'users',
    { fname: 'string', lname: 'string', email: 'string', password_hash: 'string', role_id: 'int' },
    { role_id: (column) => column.references('roles.id') },
  );
  await createIndex(db, 'users', ['email'], true);
  await table(
    'access_tokens',
    { user_id: 'int', token_hash: 'string', expires_at: 'timestamp', last_used_at: 'timestamp?' },
    { user_id: (column) => column.references('users.id').onDelete('cascade') },
  );
  await createIndex(db, 'access_tokens', ['token_hash'], true);
  await createIndex(db, 'access_tokens', ['user_id']);
  await createIndex(db, 'access_tokens', ['expires_at']);

  // --- content sections
  await table('banners', {
    title: 'string',
    subtitle: 'string?',
    description: 'string?',
    button_text: 'string?',
    button_link: 'string?',
    video_url: 'string?',
    headline_img: 'string?',
    background_img: 'string?',
    is_active: 'bool',
  });
  await table('features', {
    title: 'string',
    description: 'string?',
    image: 'string?',
    sort_order: 'int',
    is_active: 'bool',
  });
  await createIndex(db, 'features', ['is_active', 'sort_order']);
  await table('about_sections', {
    subtitle: 'string',
    title: 'string',
    description: 'string',
    furniture_projects: 'int',
    satisfied_clients: 'int',
    image_one: 'string?',
    image_two: 'string?',
    is_active: 'bool',
  });
  await table('services', {
    title: 'string',
    description: 'string',
    image: 'string?',
    order: 'int',
    is_active: 'bool',
  });
  await createIndex(db, 'services', ['is_active', 'order']);
  await table('choose_us_sections', {
    subtitle: 'string',
    title: 'string',
    feature_1_title: 'string',
    feature_1_description: 'string',
    icon_1: 'string?',
    feature_2_title: 'string',
    feature_2_description: 'string',
    icon_2: 'string?',
    feature_3_title: 'string',
    feature_3_description: 'string',
    icon_3: 'string?',
    image: 'string?',
    overlay_text: 'string?',
    overlay_icon: 'string?',
    is_active: 'bool',
  });
  await table('process_sections', {
    subtitle: 'string',
    title: 'string',
    description: 'string',
    ...Object.fromEntries(
      [1, 2, 3, 4].flatMap((n) => [
        [`step_${n}_icon`, 'string'],
        [`step_${n}_title`, 'string'],
        [`step_${n}_description`, 'string'],
      ]),
    ),
    is_active: 'bool',
  });
  await table('video_sections', { title: 'string', description: 'string', video_file: 'string', is_active: 'bool' });
  await table('projects', {
    title: 'string',
    description: 'string',
    short_description: 'string?',
    additional_content: 'string?',
    category: 'string?',
    client: 'string?',
    year: 'int?',
    carpenter: 'string?',
    image: 'string?',
    project_feature_image: 'string?',
    gallery_image_1: 'string?',
    gallery_image_2: 'string?',
    gallery_image_3: 'string?',
    is_active: 'bool',
  });
  await createIndex(db, 'projects', ['is_active']);
  await table('faqs', { question: 'string', answer: 'string', order: 'int', is_active: 'bool' });
  await createIndex(db, 'faqs', ['is_active', 'order']);
  await table('blog_categories', { name: 'string', slug: 'string', description: 'string', is_active: 'bool' });
  await createIndex(db, 'blog_categories', ['slug'], true);
  await createIndex(db, 'blog_categories', ['is_active', 'name']);
  await table(
    'blogs',
    {
      title: 'string',
      description: 'string',
      category_id: 'int',
      written_by: 'string',
      date: 'date',
      image: 'string?',
      is_active: 'bool',
    },
    { category_id: (column) => column.references('blog_categories.id').onDelete('restrict') },
  );
  await createIndex(db, 'blogs', ['is_active', 'date']);
  await createIndex(db, 'blogs', ['category_id']);
  await table('counter_sections', {
    subtitle: 'string',
    title: 'string',
    description: 'string',
    materials_available: 'int',
    complete_projects: 'int',
    total_manpower: 'int',
    years_experience: 'int',
    is_active: 'bool',
  });
  await table('mission_vision_sections', {
    mission_subtitle: 'string',
    mission_title: 'string',
    mission_author_name: 'string',
    mission_author_title: 'string',
    vision_subtitle: 'string',
    vision_title: 'string',
    vision_author_name: 'string',
    vision_author_title: 'string',
    mission_background_image: 'string?',
    vision_background_image: 'string?',
    is_active: 'bool',
  });
  await table('contact_sections', { phone: 'string', email: 'string?', location: 'string', map_embed: 'string?' });

  // --- catalogue
  await table('categories', { name: 'string', slug: 'string', description: 'string?', image: 'string?' });
  await createIndex(db, 'categories', ['slug'], true);
  await createIndex(db, 'categories', ['name']);
  await table(
    'products',
    {
      name: 'string',
      sku: 'string',
      description: 'string?',
      short_description: 'string?',
      price: 'decimal',
      sale_price: 'decimal?',
      stock_quantity: 'int',
      is_featured: 'bool',
      is_active: 'bool',
      customized: 'bool',
      category_id: 'int',
      sort_order: 'int',
      image: 'string?',
      // Folded (lower case, no accents) name, SKU and descriptions: portable case- and
      // accent-insensitive search on both databases.
      search_text: 'string',
    },
    { category_id: (column) => column.references('categories.id').onDelete('restrict') },
  );
  await createIndex(db, 'products', ['sku'], true);
  await createIndex(db, 'products', ['is_active', 'name']);
  await createIndex(db, 'products', ['is_active', 'price']);
  await createIndex(db, 'products', ['is_active', 'created_at']);
  await createIndex(db, 'products', ['category_id', 'is_active', 'name']);
  await createIndex(db, 'products', ['is_featured', 'is_active', 'name']);
  await createIndex(db, 'products', ['customized', 'is_active', 'name']);
  await createIndex(db, 'products', ['name']);
  const productChild = (name: string, columns: Parameters<typeof createContentTable>[3]) =>
    table(
      name,
      { product_id: 'int', position: 'int', ...columns },
      {
        product_id: (column) => column.references('products.id').onDelete('cascade'),
      },
    ).then(() => createIndex(db, name, ['product_id', 'position']));
  await productChild('product_images', { path: 'string' });
  await productChild('product_specifications', { key: 'string', value: 'string' });
  await productChild('product_features', { text: 'string' });

  // --- contact messages
  await table('contact_messages', {
    first_name: 'string',
    last_name: 'string',
    email: 'string',
    message: 'string',
    ip_address: 'string?',
    is_read: 'bool',
    notified_at: 'timestamp?',
    notify_attempts: 'int',
    notify_error: 'string?',
  });
  await createIndex(db, 'contact_messages', ['created_at']);
  await createIndex(db, 'contact_messages', ['notified_at', 'notify_attempts']);
}
