/**
 * The root of every admin query key: signing out drops them all, and with an admin token the
 * answers differ from a visitor's (inactive records), so they never share a key with the site's.
 */
export const adminQueries = {
  all: () => ['admin'] as const,
};
