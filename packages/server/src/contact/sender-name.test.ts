import { describe, expect, it } from 'vitest';
import { senderAddress } from './mailer.ts';
import type { ContactMessageRow } from './messages-repository.ts';
import { notificationMail } from './notification-mail.ts';

const row = {
  id: 1,
  first_name: 'Hazel',
  last_name: 'Birch',
  email: 'hazel@example.com',
  message: 'Hello.',
  created_at: '2026-11-28T10:00:00.000Z',
} as ContactMessageRow;

describe("the contact email's sender", () => {
  it("goes out in the site's name, on one line", () => {
    expect(notificationMail(row, 'shop@example.com', 'Oak &\nAsh').fromName).toBe('Oak & Ash website');
  });

  it("keeps MAIL_FROM's address whatever its name", () => {
    expect(senderAddress('Grain website <no-reply@grain.local>')).toBe('no-reply@grain.local');
    expect(senderAddress(' no-reply@grain.local ')).toBe('no-reply@grain.local');
  });
});
