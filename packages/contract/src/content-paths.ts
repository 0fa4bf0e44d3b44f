/**
 * The API path (under /api) of each content type, written once: the definitions
 * (content-types.ts) and the site's query factories take them from here, without zod.
 */
export const contentPaths = {
  banners: 'banners',
  features: 'features',
  aboutSections: 'about-sections',
  services: 'services',
  chooseUsSections: 'choose-us-sections',
  processSections: 'process-sections',
  videoSections: 'video-sections',
  projects: 'projects',
  faqs: 'faqs',
  blogCategories: 'blog-categories',
  blogs: 'blogs',
  counterSections: 'counter-sections',
  missionVisionSections: 'mission-vision-sections',
  contactSections: 'contact-sections',
  categories: 'categories',
} as const;
