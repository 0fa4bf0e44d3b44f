import { z } from 'zod';
import { STAFF_ROLES } from './roles.ts';

/**
 * The users screen's requests (administrators) and the invitation's acceptance (public): the
 * server validates them with these, and the admin's forms show the same messages.
 */
const roleField = z.enum(STAFF_ROLES, { error: 'The role must be Administrator, Editor or Author.' });

const emailField = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email may be at most 254 characters.')
  .pipe(z.email({ error: 'The email field must be a valid email address.' }));

const nameField = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(100, `The ${label} may be at most 100 characters.`);

export const invitationBody = z.object({ email: emailField, role: roleField });
export type InvitationBody = z.infer<typeof invitationBody>;

/** A change of role, or a deactivation (`active: false`) or reactivation. */
export const userUpdateBody = z
  .object({ role: roleField.optional(), active: z.boolean({ error: 'Active must be true or false.' }).optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, {
    message: 'Say what to change: the role or whether the account is active.',
    path: ['role'],
  });
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const acceptInvitationBody = z.object({
  token: z.string({ error: 'The token field is required.' }).min(1, 'The token field is required.').max(200),
  fname: nameField('first name'),
  lname: nameField('last name'),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(256),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const staffUserSchema = z.object({
  id: z.number(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  role: z.string(),
  two_factor_enabled: z.boolean(),
  active: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What inviting answers: the link to pass on when no email could be sent (no SMTP_URL). */
export const invitationSentSchema = z.object({
  invitation: invitationSchema,
  emailed: z.boolean(),
  link: z.string().nullable(),
});

/** What an invitation link shows before it is accepted. */
export const invitationPreviewSchema = z.object({ email: z.string(), role: z.string() });

export const INVITATION_TTL_HOURS = 48;
export const LAST_ADMINISTRATOR =
  'There must always be at least one active administrator: make another user an administrator first.';
export const USER_EXISTS = 'A user with this email address already exists.';
export const INVITATION_INVALID =
  'This invitation link is not valid, has been used or has expired. Ask an administrator for a new one.';
