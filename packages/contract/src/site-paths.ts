/**
 * Every route of the public site in one place (spec public §2): the pages link with it, and the
 * server lists it in the sitemap.
 */
export const paths = {
  home: '/',
  home2: '/home-2',
  home3: '/home-3',
  about: '/about',
  services: '/services',
  service: (id: number | string) => `/services/${id}`,
  serviceDetails: '/services/details',
  mission: '/mission',
  faq: '/faq',
  pricing: '/price',
  team: '/team',
  projects: '/project',
  project: (id: number | string) => `/project/details/${id}`,
  products: '/products',
  product: (id: number | string) => `/products/${id}`,
  productCategory: (id: number | string) => `/products/category/${id}`,
  customizedProducts: '/products/customized',
  blog: '/blog',
  blogPost: (id: number | string) => `/blog/${id}`,
  contact: '/contact',
} as const;

/** The pages of the site that are not one record's: the sitemap lists them as they are. */
export const staticSitePaths: string[] = [
  paths.home,
  paths.home2,
  paths.home3,
  paths.about,
  paths.services,
  paths.mission,
  paths.faq,
  paths.pricing,
  paths.team,
  paths.projects,
  paths.products,
  paths.customizedProducts,
  paths.blog,
  paths.contact,
];
