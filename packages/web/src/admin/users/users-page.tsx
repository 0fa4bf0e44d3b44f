import { faUserPlus } from '@fortawesome/free-solid-svg-icons/faUserPlus';
import { ROLE_LABELS, roleLabel, STAFF_ROLES, type StaffRole } from '@grain/contract/roles';
import { INVITATION_TTL_HOURS } from '@grain/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  changeStaff,
  endSessionsOf,
  type Invitation,
  inviteStaff,
  type StaffUser,
  staffQueries,
  withdrawInvitation,
} from '../../api/admin/staff.ts';
import { ApiError } from '../../api/client.ts';
import { useAdminUser } from '../auth/use-admin-session.tsx';
import { formatSiteTime, useSiteTimeZone } from '../editorial/site-time.ts';
import { useRowAction } from '../editorial/use-row-action.tsx';
import tableStyles from '../resources/resource.module.css';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useToasts } from '../ui/toasts.tsx';
import styles from './users.module.css';

/** A failure as one line: the screen's message, then the server's reason. */
const sentence = (failure: Failure) => [failure.message, ...failure.details].join(' ');

const ROLE_HELP: Readonly<Record<StaffRole, string>> = {
  admin: 'everything, with users and settings',
  editor: 'publishes, schedules and deletes',
  author: 'writes drafts for an editor',
};

function RoleSelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <span className={styles.roleSelect}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as StaffRole)}>
        {[...STAFF_ROLES].reverse().map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The invitation form; after a send without email, the link to pass on, with Copy. */
function InviteForm() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; email?: string } | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const roleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setLink(null);
    setCopied(false);
    try {
      const sent = await inviteStaff(email, role);
      setLink(sent.link);
      toasts.success(sent.emailed ? `The invitation was emailed to ${sent.invitation.email}.` : 'Invitation created.');
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: staffQueries.all() });
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.errors.email?.[0] : undefined;
      setError({ message: sentence(describeFailure(failure, 'Failed to send the invitation.')), email: fieldError });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link);
    setCopied(true);
  };

  return (
    <section className={styles.panel} aria-labelledby="users-invite">
      <h2 id="users-invite" className={styles.panelTitle}>
        Invite someone
      </h2>
      <p className={styles.help}>
        They get a link, valid for {INVITATION_TTL_HOURS} hours and usable once, to choose their name and password.
      </p>
      <form className={styles.inviteForm} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={error?.email}
        />
        <div className={styles.field}>
          <label htmlFor={roleId}>Role</label>
          <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {[...STAFF_ROLES].reverse().map((each) => (
              <option key={each} value={each}>
                {ROLE_LABELS[each]}: {ROLE_HELP[each]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" icon={faUserPlus} busy={busy} busyText="Inviting...">
          Invite
        </Button>
      </form>
      {error && !error.email ? (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      ) : null}
      {link ? (
        <div className={styles.link} role="status">
          <p>No email could be sent (SMTP_URL is not set): copy this link and send it to them yourself.</p>
          <code className={styles.linkText}>{link}</code>
          <Button size="sm" onClick={copy}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function UsersTable({ users }: { users: StaffUser[] }) {
  const me = useAdminUser();
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const changeRole = async (user: StaffUser, role: StaffRole) => {
    setBusyId(user.id);
    setFailure(null);
    try {
      await changeStaff(user.id, { role });
      toasts.success(`${user.fname} ${user.lname} is now ${roleLabel(role).toLowerCase()}.`);
    } catch (error) {
      setFailure(sentence(describeFailure(error, 'Failed to change the role.')));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: staffQueries.all() });
    }
  };

  const deactivate = useRowAction<StaffUser>({
    title: 'Deactivate account',
    confirmLabel: 'Deactivate',
    busyLabel: 'Deactivating...',
    question: (user) => (
      <p>
        Deactivate {user.fname} {user.lname}’s account? They are signed out everywhere and cannot sign in until the
        account is reactivated. What they wrote stays.
      </p>
    ),
    run: (user) => changeStaff(user.id, { active: false }),
    done: (user) => `${user.fname} ${user.lname}’s account was deactivated.`,
    errorMessage: 'Failed to deactivate the account.',
  });
  const signOut = useRowAction<StaffUser>({
    title: 'Sign out everywhere',
    confirmLabel: 'Sign out everywhere',
    busyLabel: 'Signing out...',
    question: (user) => (
      <p>
        End every session of {user.fname} {user.lname}? Each browser they use is signed out on its next request.
      </p>
    ),
    run: (user) => endSessionsOf(user.id),
    done: (user) => `Every session of ${user.fname} ${user.lname} has ended.`,
    errorMessage: 'Failed to end the sessions.',
  });
  const reactivate = useRowAction<StaffUser>({
    title: 'Reactivate account',
    confirmLabel: 'Reactivate',
    busyLabel: 'Reactivating...',
    tone: 'primary',
    question: (user) => (
      <p>
        Reactivate {user.fname} {user.lname}’s account? They can sign in again as {roleLabel(user.role).toLowerCase()}.
      </p>
    ),
    run: (user) => changeStaff(user.id, { active: true }),
    done: (user) => `${user.fname} ${user.lname}’s account was reactivated.`,
    errorMessage: 'Failed to reactivate the account.',
  });

  return (
    <>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={tableStyles.tableWrap} aria-label="Users table" tabIndex={0}>
        <table className={tableStyles.table}>
          <caption className="visually-hidden">Users</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Two-factor</th>
              <th scope="col">Last sign-in</th>
              <th scope="col" className={tableStyles.actionsHeader}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const name = `${user.fname} ${user.lname}`;
              const staffRole = STAFF_ROLES.find((role) => role === user.role);
              return (
                <tr key={user.id} className={user.active ? undefined : styles.inactive}>
                  <td className={tableStyles.wrap} data-label="Name">
                    <span>
                      {name}
                      {user.id === me.id ? <span className={styles.you}> (you)</span> : null}
                      {user.active ? null : <span className={styles.state}>Deactivated</span>}
                    </span>
                  </td>
                  <td className={tableStyles.wrap} data-label="Email">
                    {user.email}
                  </td>
                  <td data-label="Role">
                    {staffRole ? (
                      <RoleSelect
                        value={staffRole}
                        label={`Role of ${name}`}
                        disabled={busyId === user.id || !user.active}
                        onChange={(role) => void changeRole(user, role)}
                      />
                    ) : (
                      roleLabel(user.role)
                    )}
                  </td>
                  <td data-label="Two-factor">{user.two_factor_enabled ? 'On' : 'Off'}</td>
                  <td data-label="Last sign-in">
                    {user.last_login_at ? formatSiteTime(user.last_login_at, zone) : 'Never'}
                  </td>
                  <td className={tableStyles.rowActions}>
                    <div className={tableStyles.rowButtons}>
                      {user.active && user.id !== me.id ? (
                        <Button size="sm" variant="ghost" onClick={() => signOut.ask(user)}>
                          Sign out everywhere <span className="visually-hidden">{name}</span>
                        </Button>
                      ) : null}
                      {user.active ? (
                        <Button size="sm" variant="ghost" onClick={() => deactivate.ask(user)}>
                          Deactivate <span className="visually-hidden">{name}</span>
                        </Button>
                      ) : (
                        <Button size="sm" onClick={() => reactivate.ask(user)}>
                          Reactivate <span className="visually-hidden">{name}</span>
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {deactivate.dialog}
      {reactivate.dialog}
      {signOut.dialog}
    </>
  );
}

function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const zone = useSiteTimeZone();
  const withdraw = useRowAction<Invitation>({
    title: 'Withdraw invitation',
    confirmLabel: 'Withdraw',
    busyLabel: 'Withdrawing...',
    question: (invitation) => <p>Withdraw the invitation to {invitation.email}? Its link stops working.</p>,
    run: (invitation) => withdrawInvitation(invitation.id),
    done: (invitation) => `The invitation to ${invitation.email} was withdrawn.`,
    errorMessage: 'Failed to withdraw the invitation.',
  });
  if (invitations.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="users-pending">
      <h2 id="users-pending" className={styles.panelTitle}>
        Invitations not yet accepted
      </h2>
      <ul className={styles.pending}>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <span>
              <strong>{invitation.email}</strong> as {roleLabel(invitation.role).toLowerCase()}
              {invitation.invited_by ? `, invited by ${invitation.invited_by}` : ''}; valid until{' '}
              {formatSiteTime(invitation.expires_at, zone)}
            </span>
            <Button size="sm" variant="ghost" onClick={() => withdraw.ask(invitation)}>
              Withdraw <span className="visually-hidden">the invitation to {invitation.email}</span>
            </Button>
          </li>
        ))}
      </ul>
      {withdraw.dialog}
    </section>
  );
}

/** The users screen (administrators): who may edit the site, with which role, and invitations. */
export function UsersPage({ screen }: ScreenProps<CustomScreen>) {
  const users = useQuery(staffQueries.users());
  const invitations = useQuery(staffQueries.invitations());
  const zone = useSiteTimeZone();

  let body: React.ReactNode;
  if (users.isPending) body = <Loading text="Loading..." />;
  else if (users.isError) body = <FailureAlert failure={describeFailure(users.error, 'Failed to load the users.')} />;
  else body = <UsersTable users={users.data} />;

  return (
    <section className={tableStyles.screen} aria-labelledby="admin-screen-title">
      <PageHeader
        title={screen.title}
        note={`Administrators manage users and settings; editors publish; authors write drafts. Times in ${zone}.`}
      />
      {body}
      <div className={styles.panels}>
        <InviteForm />
        <PendingInvitations invitations={invitations.data ?? []} />
      </div>
    </section>
  );
}
