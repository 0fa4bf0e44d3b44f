/**
 * Who may do what in the admin area (ARCHITECTURE §6). The server checks the role on every
 * route; the admin hides what a role cannot do.
 *
 * - Administrator: everything, users and site settings included.
 * - Editor: all content and the catalogue, with publish, schedule, delete and restore.
 * - Author: drafts (new records and changes) with their pictures, previews and history;
 *   no publishing, deleting, messages, users or settings.
 * - `staff`: an account that may sign in but not use the admin area (accounts made before
 *   roles existed); no one is invited with it.
 */
export const ADMIN_ROLE = 'admin';
export const EDITOR_ROLE = 'editor';
export const AUTHOR_ROLE = 'author';

/** The roles that use the admin area, weakest first; each may do all the ones before it may. */
export const STAFF_ROLES = [AUTHOR_ROLE, EDITOR_ROLE, ADMIN_ROLE] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Administrator',
  editor: 'Editor',
  author: 'Author',
};

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

/** Whether a holder of `role` may do what `needed` may (never for a role outside the admin area). */
export function mayActAs(role: string | null | undefined, needed: StaffRole): boolean {
  return isStaffRole(role) && STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);
}

/** The label of a role, or the role itself for one outside the list. */
export const roleLabel = (role: string): string => (isStaffRole(role) ? ROLE_LABELS[role] : role);
