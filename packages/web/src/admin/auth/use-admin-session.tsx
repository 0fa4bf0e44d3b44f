import type { StaffRole } from '@grain/contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { adminQueries } from '../../api/admin/admin-queries.ts';
import { type AdminUser, clearToken, logout, userMay } from '../../api/admin/session.ts';
import type { AdminScreen } from '../screen-types.ts';
import { ADMIN_LOGIN_PATH } from './auth-paths.ts';

/** The verified admin, provided by the guard to everything inside the admin layout. */
export const AdminUserContext = createContext<AdminUser | null>(null);

export function useAdminUser(): AdminUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error('useAdminUser must be used inside the admin guard.');
  return user;
}

/**
 * Whether the signed-in user may do what `role` may: the admin hides what a role cannot do (the
 * server refuses it anyway).
 */
export function useMay(role: StaffRole): boolean {
  const user = useContext(AdminUserContext);
  // Outside the guard (a screen's component test) nothing is hidden: the server decides.
  return user === null || userMay(user, role);
}

/** Whether the user's role may open a screen (authors may, unless the screen names another role). */
export const mayOpen = (user: AdminUser | null, screen: Pick<AdminScreen, 'role'>): boolean =>
  userMay(user, screen.role ?? 'author');

/** Why the login page is shown again; it explains an ended session. */
export interface LoginState {
  reason?: 'expired';
}

/** Forgets the session in this browser: the token and every cached admin answer. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (reason?: LoginState['reason']) => {
      clearToken();
      queryClient.removeQueries({ queryKey: adminQueries.all() });
      navigate(ADMIN_LOGIN_PATH, { replace: true, state: reason ? ({ reason } satisfies LoginState) : null });
    },
    [navigate, queryClient],
  );
}

/** Logout (spec admin §4): tell the server, then always clear and go to the login page. */
export function useLogout() {
  const endSession = useEndSession();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed on the server; the local session is cleared anyway.', error);
    } finally {
      endSession();
    }
  }, [endSession]);
}
