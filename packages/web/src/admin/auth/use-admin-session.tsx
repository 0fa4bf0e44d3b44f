import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { adminQueries } from '../../api/admin/admin-queries.ts';
import { type AdminUser, clearToken, logout } from '../../api/admin/session.ts';
import { ADMIN_LOGIN_PATH } from './auth-paths.ts';

/** The verified admin, provided by the guard to everything inside the admin layout. */
export const AdminUserContext = createContext<AdminUser | null>(null);

export function useAdminUser(): AdminUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error('useAdminUser must be used inside the admin guard.');
  return user;
}

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
