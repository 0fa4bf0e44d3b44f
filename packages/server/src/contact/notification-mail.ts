import type { MailMessage } from './mailer.ts';
import type { ContactMessageRow } from './messages-repository.ts';

/** Line breaks in a header would let a sender add headers of their own. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The email that tells the company a visitor wrote; replying answers the visitor. */
export function notificationMail(row: ContactMessageRow, recipient: string, siteName?: string): MailMessage {
  const name = oneLine(`${row.first_name} ${row.last_name}`);
  return {
    ...(siteName ? { fromName: `${oneLine(siteName)} website` } : {}),
    to: recipient,
    replyTo: { name, address: row.email },
    subject: `New contact message from ${name}`,
    text: [
      'A visitor sent a message through the contact form of the website.',
      '',
      `Name: ${name}`,
      `Email: ${row.email}`,
      `Sent: ${new Date(row.created_at).toUTCString()}`,
      '',
      row.message,
      '',
      'Reply to this email to answer the visitor.',
    ].join('\n'),
  };
}
