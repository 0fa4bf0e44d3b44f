import type { AdminScreen } from './screen-types.ts';
import { aboutScreen } from './screens/about.ts';
import { accessibilityScreen } from './screens/accessibility.ts';
import { auditScreen } from './screens/audit.ts';
import { bannersScreen } from './screens/banners.ts';
import { blogCategoriesScreen } from './screens/blog-categories.ts';
import { blogsScreen } from './screens/blogs.ts';
import { categoriesScreen } from './screens/categories.tsx';
import { chooseUsScreen } from './screens/choose-us.ts';
import { contactScreen } from './screens/contact.ts';
import { counterScreen } from './screens/counter.ts';
import { dashboardScreen } from './screens/dashboard.ts';
import { facetsScreen } from './screens/facets.ts';
import { faqsScreen } from './screens/faqs.ts';
import { featuresScreen } from './screens/features.ts';
import { mediaScreen } from './screens/media.ts';
import { messagesScreen } from './screens/messages.ts';
import { missionVisionScreen } from './screens/mission-vision.ts';
import { processScreen } from './screens/process.ts';
import { productsScreen } from './screens/products.ts';
import { projectsScreen } from './screens/projects.ts';
import { redirectsScreen } from './screens/redirects.ts';
import { scheduledScreen } from './screens/scheduled.ts';
import { searchSharingScreen } from './screens/search-sharing.ts';
import { seoHealthScreen } from './screens/seo-health.ts';
import { servicesScreen } from './screens/services.ts';
import { siteSettingsScreen } from './screens/site-settings.ts';
import { trashScreen } from './screens/trash.ts';
import { usersScreen } from './screens/users.ts';
import { videoScreen } from './screens/video.tsx';

/**
 * Every admin screen, top to bottom in the sidebar's order (spec admin §2, with the catalogue's
 * Filters, the Media library and Accessibility after Products, then Messages, Scheduled, Trash, Redirects, Search & sharing and SEO health, then Site settings, Users
 * and the Audit log). The router, the sidebar and the dashboard read this list; each screen's
 * file says where it lives, how it is listed, and what it shows: a content type with its
 * overrides, or its own component (loaded when first opened).
 */
export const adminScreens: readonly AdminScreen[] = [
  dashboardScreen,
  bannersScreen,
  featuresScreen,
  aboutScreen,
  servicesScreen,
  chooseUsScreen,
  processScreen,
  videoScreen,
  projectsScreen,
  faqsScreen,
  blogCategoriesScreen,
  blogsScreen,
  counterScreen,
  missionVisionScreen,
  contactScreen,
  categoriesScreen,
  productsScreen,
  facetsScreen,
  mediaScreen,
  accessibilityScreen,
  messagesScreen,
  scheduledScreen,
  trashScreen,
  redirectsScreen,
  searchSharingScreen,
  seoHealthScreen,
  siteSettingsScreen,
  usersScreen,
  auditScreen,
];
