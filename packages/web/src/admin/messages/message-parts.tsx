import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faReply } from '@fortawesome/free-solid-svg-icons/faReply';
import { contactStatusLabels } from '@grain/contract/contact';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ContactMessage, ContactMessageStatus } from '../../api/admin/messages.ts';
import { Icon } from '../../ui/icon.tsx';
import { Button } from '../ui/button.tsx';
import styles from './messages.module.css';

export const senderName = (message: ContactMessage) => `${message.first_name} ${message.last_name}`;

/** An address as a mailto: link takes it: what would end the address or start a header is encoded. */
const mailtoAddress = (email: string) =>
  encodeURI(email).replace(/[?#&]/g, (character) => encodeURIComponent(character));

/** The visitor's mail program, on a new mail to them, its subject "Re: {subject}" (RFC 6068). */
export const replyHref = (message: Pick<ContactMessage, 'email' | 'subject'>) =>
  `mailto:${mailtoAddress(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

/** The screen of a product, where an enquiry about it links. */
export const productEditPath = (productId: number) => `/admin/products?edit=${productId}`;

const statusClass: Record<ContactMessageStatus, string | undefined> = {
  new: styles.statusNew,
  read: undefined,
  replied: styles.statusReplied,
  spam: styles.statusSpam,
  archived: undefined,
};

/** "New" (highlighted), "Read", "Replied", "Spam" or "Archived". */
export function MessageStatus({ message }: { message: ContactMessage }) {
  return (
    <span className={[styles.statusBadge, statusClass[message.status]].filter(Boolean).join(' ')}>
      {contactStatusLabels[message.status]}
    </span>
  );
}

/** "About: {product}", linked to the product while the catalogue has it. */
export function ProductReference({ message }: { message: ContactMessage }) {
  if (!message.product_name) return null;
  return (
    <p className={styles.product}>
      About:{' '}
      {message.product_id === null ? (
        <>
          {message.product_name} <span className={styles.muted}>(no longer in the catalogue)</span>
        </>
      ) : (
        <Link to={productEditPath(message.product_id)}>{message.product_name}</Link>
      )}
    </p>
  );
}

/**
 * Reply: the staff member's mail program, on a mail to the visitor. Whether it is sent is
 * known only to them, so the message is not marked replied by the click: once the link is used
 * the screen offers to (an inbox marks a message replied when the reply goes, not when a
 * draft opens).
 */
export function ReplyAction({
  message,
  busy,
  onMarkReplied,
}: {
  message: ContactMessage;
  busy: boolean;
  onMarkReplied: () => void;
}) {
  const [used, setUsed] = useState(false);
  const name = senderName(message);
  return (
    <>
      <a
        className={styles.reply}
        href={replyHref(message)}
        onClick={() => setUsed(true)}
        aria-label={`Reply to ${name} by email`}
      >
        <Icon icon={faReply} />
        Reply
      </a>
      {used && message.status !== 'replied' ? (
        <span className={styles.offer} role="status">
          Sent your reply?
          <Button
            size="sm"
            variant="primary"
            icon={faCheck}
            busy={busy}
            busyText="Saving..."
            onClick={onMarkReplied}
            aria-label={`Mark as replied: message from ${name}`}
          >
            Mark as replied
          </Button>
        </span>
      ) : null}
    </>
  );
}
