/**
 * The role that may use the admin area and its API (ARCHITECTURE §6): the server checks it on
 * every admin route, and the admin's guard lets only its holders in.
 */
export const ADMIN_ROLE = 'admin';
