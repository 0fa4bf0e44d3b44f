import { field, fieldSchema } from '@grain/contract/fields';
import { ADMIN_ROLE } from '@grain/contract/roles';
import type { NewUser } from './users.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** The contract's email rule, as the admin's user form and the login apply it. */
const emailSchema = fieldSchema('email', field.email('Email', { required: true }));

/** Why an administrator's email or password cannot be used, or undefined when both can. */
export function adminCredentialsProblem(
  { email, password }: { email: string; password: string },
  names = { email: 'the email', password: 'the password' },
): string | undefined {
  if (!emailSchema.safeParse(email).success) return `${names.email} "${email}" is not a valid email address`;
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `${names.password} must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  return undefined;
}

/**
 * The administrator that ADMIN_EMAIL and ADMIN_PASSWORD name, or undefined when neither is set.
 * Throws on half a pair, a malformed email or a short password: start-up checks this first.
 */
export function adminFromEnv(env: NodeJS.ProcessEnv): NewUser | undefined {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password) {
    throw new Error(
      `ADMIN_EMAIL and ADMIN_PASSWORD go together, but ${email ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'} is not set`,
    );
  }
  const problem = adminCredentialsProblem({ email, password }, { email: 'ADMIN_EMAIL', password: 'ADMIN_PASSWORD' });
  if (problem) throw new Error(problem);
  return {
    email,
    password,
    fname: env.ADMIN_FNAME?.trim() || 'Site',
    lname: env.ADMIN_LNAME?.trim() || 'Administrator',
    role: ADMIN_ROLE,
  };
}
