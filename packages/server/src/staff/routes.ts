import { toFieldErrors } from '@grain/contract/fields';
import { roleLabel } from '@grain/contract/roles';
import {
  acceptInvitationBody,
  INVITATION_INVALID,
  INVITATION_TTL_HOURS,
  invitationBody,
  invitationPreviewSchema,
  invitationSchema,
  invitationSentSchema,
  LAST_ADMINISTRATOR,
  staffUserSchema,
  USER_EXISTS,
  userUpdateBody,
} from '@grain/contract/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { siteOrigin } from '../auth/password-reset-routes.ts';
import { passwordProblem } from '../auth/password-strength.ts';
import { ok } from '../http/envelope.ts';
import { conflict, HttpError, notFound, validationFailed } from '../http/errors.ts';
import { idParams } from '../http/params.ts';
import { addRoute } from '../http/route.ts';
import type { Viewer } from '../http/viewer.ts';
import {
  acceptInvitation,
  changeStaff,
  createInvitation,
  emailHasAccount,
  findInvitation,
  findStaff,
  listInvitations,
  listStaff,
  withdrawInvitation,
} from './store.ts';

const tag = 'Users';
const tokenParams = z.object({ token: z.string().min(1).max(200) });

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}

/**
 * The users screen's API (administrators): accounts with their role, state and last sign-in,
 * invitations by email, role changes, deactivation; and the invitation link's acceptance. The
 * users are not content: these writes leave cached pages alone (`contentVersion: 'handler'`).
 */
export function registerStaffRoutes(app: FastifyInstance): void {
  const { db, config, dialect } = app.grain;

  /** Emails the link; without SMTP_URL the administrator is given it to pass on. */
  async function deliverInvitation(request: FastifyRequest, email: string, role: string, link: string, from: Viewer) {
    const { mailer } = app.grain;
    if (!mailer) return false;
    await mailer.send({
      to: email,
      subject: 'You are invited to edit the Grain website',
      text: [
        `${from.fname} ${from.lname} invites you to the admin area of the Grain website as ${roleLabel(role).toLowerCase()}.`,
        '',
        `Open this link within ${INVITATION_TTL_HOURS} hours to choose your password:`,
        link,
        '',
        'If you did not expect this, ignore this email.',
      ].join('\n'),
    });
    request.log.info({ email }, 'invitation emailed');
    return true;
  }

  addRoute(app, {
    method: 'GET',
    url: '/api/users',
    summary: 'Every account with its role, two-factor state, whether it is active, and its last sign-in',
    tag,
    access: 'admin',
    response: z.array(staffUserSchema),
    handler: async () => ok(await listStaff(db)),
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/api/users/:id',
    summary: 'Change a user’s role, or deactivate (ending their sessions) or reactivate the account',
    tag,
    access: 'admin',
    params: idParams,
    body: { schema: userUpdateBody, encoding: 'json' },
    response: staffUserSchema,
    failures: { 409: 'The change would leave no active administrator' },
    contentVersion: 'handler',
    handler: async ({ request, params }) => {
      const change = parsed(userUpdateBody, request.body);
      const outcome = await changeStaff(db, dialect, params.id, change);
      if (outcome === 'missing') throw notFound('User');
      if (outcome === 'last-admin') throw conflict(LAST_ADMINISTRATOR);
      const user = await findStaff(db, params.id);
      const message =
        change.active === false
          ? 'The account was deactivated and signed out everywhere.'
          : change.active === true
            ? 'The account was reactivated.'
            : 'The role was changed.';
      return ok(user, message);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/users/invitations',
    summary: 'Invitations not yet accepted and not expired',
    tag,
    access: 'admin',
    response: z.array(invitationSchema),
    handler: async () => ok(await listInvitations(db)),
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/users/invitations',
    summary: `Invite someone by email with a role: a single-use link valid ${INVITATION_TTL_HOURS} hours, emailed, or answered to pass on without SMTP_URL`,
    tag,
    access: 'admin',
    body: { schema: invitationBody, encoding: 'json' },
    response: invitationSentSchema,
    successStatus: 201,
    contentVersion: 'handler',
    handler: async ({ request, viewer }) => {
      const body = parsed(invitationBody, request.body);
      if (await emailHasAccount(db, body.email)) throw validationFailed({ email: [USER_EXISTS] });
      const me = viewer as Viewer;
      const { token, id } = await createInvitation(db, { ...body, invitedBy: me.id });
      const link = `${siteOrigin(request, config.publicUrl)}/admin/accept-invitation?token=${encodeURIComponent(token)}`;
      let emailed = false;
      try {
        emailed = await deliverInvitation(request, body.email, body.role, link, me);
      } catch (error) {
        request.log.error({ err: { message: (error as Error).message } }, 'invitation email failed');
      }
      const invitation = (await listInvitations(db)).find((each) => each.id === id);
      return ok(
        { invitation, emailed, link: emailed ? null : link },
        emailed
          ? `The invitation was emailed to ${body.email}.`
          : 'The invitation was not emailed: copy the link and send it yourself.',
      );
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/api/users/invitations/:id',
    summary: 'Withdraw an invitation: its link stops working',
    tag,
    access: 'admin',
    params: idParams,
    response: z.null(),
    contentVersion: 'handler',
    handler: async ({ params }) => {
      if (!(await withdrawInvitation(db, params.id))) throw notFound('Invitation');
      return ok(null, 'The invitation was withdrawn.');
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/invitations/:token',
    summary: 'The address and role of an invitation link, before it is accepted',
    tag,
    access: 'public',
    cache: false,
    params: tokenParams,
    response: invitationPreviewSchema,
    handler: async ({ params }) => {
      const invitation = await findInvitation(db, params.token);
      if (!invitation) throw new HttpError(400, INVITATION_INVALID);
      return ok({ email: invitation.email, role: invitation.role });
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/invitations/accept',
    summary: 'Accept an invitation: names and a password make the account, and the link is spent',
    tag,
    access: 'public',
    body: { schema: acceptInvitationBody, encoding: 'json' },
    response: z.object({ email: z.string() }),
    successStatus: 201,
    failures: { 400: 'The link is not valid, used or expired' },
    handler: async ({ request }) => {
      const body = parsed(acceptInvitationBody, request.body);
      const invitation = await findInvitation(db, body.token);
      if (!invitation) throw new HttpError(400, INVITATION_INVALID);
      const problem = passwordProblem(body.password, [invitation.email, body.fname, body.lname]);
      if (problem) throw validationFailed({ password: [problem] });
      const outcome = await acceptInvitation(db, invitation, body);
      if (outcome === 'used') throw new HttpError(400, INVITATION_INVALID);
      if (outcome === 'exists') throw validationFailed({ email: [USER_EXISTS] });
      return ok({ email: invitation.email }, 'Your account is ready. Sign in with your email and new password.');
    },
  });
}
