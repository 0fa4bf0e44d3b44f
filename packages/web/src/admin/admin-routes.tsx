import { Navigate, Route, Routes } from 'react-router';
import { adminPaths } from './admin-paths.ts';
import { LoginPage } from './auth/login-page.tsx';
import { RequireAdmin } from './auth/require-admin.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { MessagesPage } from './messages/messages-page.tsx';
import { ProductsPage } from './products/products-page.tsx';
import type { ResourceConfig } from './resources/resource-config.ts';
import { ResourcePage } from './resources/resource-page.tsx';
import {
  aboutScreen,
  bannersScreen,
  blogCategoriesScreen,
  blogsScreen,
  categoriesScreen,
  chooseUsScreen,
  contactScreen,
  faqsScreen,
  featuresScreen,
  processScreen,
  projectsScreen,
  servicesScreen,
  videoScreen,
} from './resources/screens.tsx';
import { CounterPage } from './single/counter-page.tsx';
import { MissionVisionPage } from './single/mission-vision-page.tsx';

/** Route segment under /admin of a screen path ("/admin/choose-us" → "choose-us"). */
const segment = (path: string) => path.replace(/^\/admin\//, '');

/** The generic screens: route → the content type's screen config (registry, top to bottom). */
const resourceRoutes: [path: string, config: ResourceConfig][] = [
  [adminPaths.banners, bannersScreen],
  [adminPaths.features, featuresScreen],
  [adminPaths.about, aboutScreen],
  [adminPaths.services, servicesScreen],
  [adminPaths.chooseUs, chooseUsScreen],
  [adminPaths.process, processScreen],
  [adminPaths.video, videoScreen],
  [adminPaths.projects, projectsScreen],
  [adminPaths.faqs, faqsScreen],
  [adminPaths.blogCategories, blogCategoriesScreen],
  [adminPaths.blogs, blogsScreen],
  [adminPaths.contact, contactScreen],
  [adminPaths.categories, categoriesScreen],
];

function GuardedArea() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <Routes>
          <Route index element={<Navigate to={adminPaths.dashboard} replace />} />
          <Route path={segment(adminPaths.dashboard)} element={<DashboardPage />} />
          {resourceRoutes.map(([path, config]) => (
            <Route key={path} path={segment(path)} element={<ResourcePage key={path} config={config} />} />
          ))}
          <Route path={segment(adminPaths.counter)} element={<CounterPage />} />
          <Route path={segment(adminPaths.missionVision)} element={<MissionVisionPage />} />
          <Route path={segment(adminPaths.products)} element={<ProductsPage />} />
          <Route path={segment(adminPaths.messages)} element={<MessagesPage />} />
          <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
        </Routes>
      </AdminLayout>
    </RequireAdmin>
  );
}

/**
 * The admin area (spec admin §2): one lazy route module, so the public site never loads it.
 * /admin/login is open; everything else is behind the session guard and the shared layout.
 */
export function Component() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="*" element={<GuardedArea />} />
    </Routes>
  );
}
