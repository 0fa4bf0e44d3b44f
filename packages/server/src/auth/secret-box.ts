import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived from TWO_FACTOR_KEY when it is set
 * (`gcm:` prefix), else kept as they are (`plain:` prefix) and never sent out after enrolment.
 * The prefix lets a key be added later: plain secrets keep working and new ones are sealed.
 */
export function sealSecret(secret: string, key: string | undefined): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(key), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `gcm:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${sealed.toString('base64url')}`;
}

/** The secret, or null when it cannot be opened (sealed under a key that is no longer set). */
export function openSecret(stored: string, key: string | undefined): string | null {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  const [kind, iv, tag, sealed] = stored.split(':');
  if (kind !== 'gcm' || !key || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const derivedKey = (key: string) => createHash('sha256').update(`grain-totp:${key}`).digest();
