import type { MailMessage } from './mailer.ts';
import type { ContactMessageRow } from './messages-repository.ts';

/** Line breaks in a header would let a sender add headers of their own. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The email that tells the company a visitor wrote. Its Reply-To is the visitor's address, so
 * replying answers the visitor; a product enquiry names its product in the subject and text.
 */
export function notificationMail(row: ContactMessageRow, recipient: string, siteName?: string): MailMessage {
  const name = oneLine(`${row.first_name} ${row.last_name}`);
  const product = row.product_name ? oneLine(row.product_name) : null;
  return {
    ...(siteName ? { fromName: `${oneLine(siteName)} website` } : {}),
    to: recipient,
    replyTo: { name, address: row.email },
    subject: product ? `New enquiry about ${product} from ${name}` : `New contact message from ${name}`,
    text: [
      'A visitor sent a message through the contact form of the website.',
      '',
      `Name: ${name}`,
      `Email: ${row.email}`,
      ...(product ? [`About: ${product}`] : []),
      `Sent: ${new Date(row.created_at).toUTCString()}`,
      '',
      row.message,
      '',
      'Reply to this email to answer the visitor.',
    ].join('\n'),
  };
}
