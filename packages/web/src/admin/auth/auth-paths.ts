/** Where the session guard sends a visitor without a valid admin session (spec admin §4). */
export const ADMIN_LOGIN_PATH = '/admin/login';

/** Where a signed-in admin starts (spec admin §4: after login, /admin/dashboard). */
export const ADMIN_HOME_PATH = '/admin/dashboard';

/** Asking for a password reset link, and following one (the link the email carries). */
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password';
export const RESET_PASSWORD_PATH = '/admin/reset-password';

/** Where people look after their password, two-factor sign-in and sessions. */
export const ACCOUNT_PATH = '/admin/account';
