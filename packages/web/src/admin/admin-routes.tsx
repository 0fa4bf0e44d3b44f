import '../api/zod-config.ts';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { adminScreens } from './admin-screens.ts';
import { AcceptInvitationPage } from './auth/accept-invitation-page.tsx';
import { ADMIN_HOME_PATH } from './auth/auth-paths.ts';
import { LoginPage } from './auth/login-page.tsx';
import { ForgotPasswordPage, ResetPasswordPage } from './auth/password-reset-pages.tsx';
import { RequireAdmin } from './auth/require-admin.tsx';
import { mayOpen, useAdminUser } from './auth/use-admin-session.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { ResourcePage } from './resources/resource-page.tsx';
import type { AdminScreen, ScreenProps } from './screen-types.ts';
import { Loading } from './ui/loading.tsx';
import { ToastProvider } from './ui/toasts.tsx';

/** The account screen loads when first opened, like the screens with their own component. */
const AccountPage = lazy(() => import('./account/account-page.tsx'));

/** Route segment under /admin of a screen path ("/admin/choose-us" → "choose-us"). */
const segment = (path: string) => path.replace(/^\/admin\//, '');

/** A screen from its registry entry: a list screen of its definition, or its own component. */
export function ScreenView({ screen }: { screen: AdminScreen }) {
  if ('resource' in screen) return <ResourcePage key={screen.path} title={screen.title} config={screen.resource} />;
  const Component = screen.component as React.ComponentType<ScreenProps<AdminScreen>>;
  return (
    <Suspense fallback={<Loading text="Loading..." />}>
      <Component screen={screen} screens={adminScreens} />
    </Suspense>
  );
}

/** A screen the user's role may not open sends them to the dashboard (its menu entry is hidden too). */
function RoleGate({ screen, children }: { screen: AdminScreen; children: ReactNode }) {
  const user = useAdminUser();
  return mayOpen(user, screen) ? children : <Navigate to={ADMIN_HOME_PATH} replace />;
}

function GuardedArea() {
  return (
    <RequireAdmin>
      <ToastProvider>
        <AdminLayout>
          <Routes>
            <Route index element={<Navigate to={ADMIN_HOME_PATH} replace />} />
            <Route
              path="account"
              element={
                <Suspense fallback={<Loading text="Loading..." />}>
                  <AccountPage />
                </Suspense>
              }
            />
            {adminScreens.map((screen) => (
              <Route
                key={screen.path}
                path={screen.nested ? `${segment(screen.path)}/*` : segment(screen.path)}
                element={
                  <RoleGate screen={screen}>
                    <ScreenView screen={screen} />
                  </RoleGate>
                }
              />
            ))}
            <Route path="*" element={<Navigate to={ADMIN_HOME_PATH} replace />} />
          </Routes>
        </AdminLayout>
      </ToastProvider>
    </RequireAdmin>
  );
}

/**
 * The admin area (spec admin §2): one lazy route module, so the public site never loads it;
 * the screens come from the registry, and those with their own component load when opened.
 * /admin/login, the password reset and the invitation pages are open; everything else is behind the session guard and the shared layout.
 */
export function Component() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="*" element={<GuardedArea />} />
    </Routes>
  );
}
