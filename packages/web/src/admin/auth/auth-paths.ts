/** Where the session guard sends a visitor without a valid admin session (spec admin §4). */
export const ADMIN_LOGIN_PATH = '/admin/login';

/** Where a signed-in admin starts (spec admin §4: after login, /admin/dashboard). */
export const ADMIN_HOME_PATH = '/admin/dashboard';
