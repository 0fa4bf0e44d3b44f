/** Every admin route (spec admin §2) plus the messages screen. */
export const adminPaths = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  banners: '/admin/banners',
  features: '/admin/features',
  about: '/admin/about',
  services: '/admin/services',
  chooseUs: '/admin/choose-us',
  process: '/admin/process',
  video: '/admin/video',
  projects: '/admin/projects',
  faqs: '/admin/faqs',
  blogCategories: '/admin/blog-categories',
  blogs: '/admin/blogs',
  counter: '/admin/counter',
  missionVision: '/admin/mission-vision',
  contact: '/admin/contact',
  categories: '/admin/categories',
  products: '/admin/products',
  messages: '/admin/messages',
} as const;

export type AdminScreen = Exclude<keyof typeof adminPaths, 'login'>;

export interface NavEntry {
  screen: AdminScreen;
  label: string;
  /** Font Awesome classes. */
  icon: string;
  /** One line for the dashboard's shortcut card. */
  blurb: string;
}

/** The sidebar, top to bottom (spec admin §2), with Messages after Products. */
export const navEntries: NavEntry[] = [
  { screen: 'dashboard', label: 'Dashboard', icon: 'fa-solid fa-gauge', blurb: 'Overview and shortcuts' },
  { screen: 'banners', label: 'Banners', icon: 'fa-solid fa-panorama', blurb: 'Hero slides of the home page' },
  { screen: 'features', label: 'Features', icon: 'fa-solid fa-star', blurb: 'Highlights under the banner' },
  { screen: 'about', label: 'About Section', icon: 'fa-solid fa-circle-info', blurb: 'Story, figures and pictures' },
  { screen: 'services', label: 'Services', icon: 'fa-solid fa-screwdriver-wrench', blurb: 'What the workshop offers' },
  { screen: 'chooseUs', label: 'Choose Us', icon: 'fa-solid fa-thumbs-up', blurb: 'Three reasons to choose us' },
  { screen: 'process', label: 'Process', icon: 'fa-solid fa-list-ol', blurb: 'The four steps of a project' },
  { screen: 'video', label: 'Video', icon: 'fa-solid fa-film', blurb: 'The showcase video' },
  { screen: 'projects', label: 'Projects', icon: 'fa-solid fa-helmet-safety', blurb: 'Portfolio of finished work' },
  { screen: 'faqs', label: 'FAQs', icon: 'fa-solid fa-circle-question', blurb: 'Questions and answers' },
  { screen: 'blogCategories', label: 'Blog Categories', icon: 'fa-solid fa-folder-open', blurb: 'Topics of the blog' },
  { screen: 'blogs', label: 'Blogs', icon: 'fa-solid fa-newspaper', blurb: 'Articles and news' },
  { screen: 'counter', label: 'Counter', icon: 'fa-solid fa-calculator', blurb: 'Figures in the counter band' },
  {
    screen: 'missionVision',
    label: 'Mission & Vision',
    icon: 'fa-solid fa-bullseye',
    blurb: 'Mission and vision quotes',
  },
  { screen: 'contact', label: 'Contact', icon: 'fa-solid fa-address-book', blurb: 'Phone, email, address, map' },
  { screen: 'categories', label: 'Categories', icon: 'fa-solid fa-tags', blurb: 'Product categories' },
  { screen: 'products', label: 'Products', icon: 'fa-solid fa-couch', blurb: 'The product catalogue' },
  { screen: 'messages', label: 'Messages', icon: 'fa-solid fa-envelope', blurb: 'Messages from the contact form' },
];
