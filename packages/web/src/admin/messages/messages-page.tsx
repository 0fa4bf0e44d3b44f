import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ContactMessage,
  deleteMessage,
  invalidateMessages,
  messageQueries,
  setMessageRead,
} from '../../api/admin/messages.ts';
import { formatDate } from '../resources/display.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import styles from './messages.module.css';

const PER_PAGE = 20;

/** Messages sent through the contact form: newest first, unread marked, read state and delete. */
export function MessagesPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useQuery({ ...messageQueries.list(page, PER_PAGE, unreadOnly), placeholderData: keepPreviousData });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ContactMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<Failure | null>(null);

  const toggleRead = async (message: ContactMessage) => {
    setBusyId(message.id);
    setFailure(null);
    try {
      await setMessageRead(message.id, !message.is_read);
      await invalidateMessages(queryClient);
    } catch (error) {
      setFailure(describeFailure(error, 'Failed to update message'));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (message: ContactMessage) => {
    setDeleting(true);
    setDeleteFailure(null);
    try {
      await deleteMessage(message.id);
      setConfirming(null);
      setSuccess('Message deleted successfully.');
      if (list.data && list.data.data.length === 1 && page > 1) setPage(page - 1);
      await invalidateMessages(queryClient);
    } catch (error) {
      setDeleteFailure(describeFailure(error, 'Failed to delete message'));
    } finally {
      setDeleting(false);
    }
  };

  const messages = list.data?.data ?? [];
  return (
    <section aria-labelledby="admin-screen-title">
      <PageHeader
        title="Messages"
        note={
          list.data
            ? `${list.data.total} ${unreadOnly ? 'unread ' : ''}message${list.data.total === 1 ? '' : 's'}`
            : undefined
        }
      >
        <fieldset className={styles.filter}>
          <legend className="visually-hidden">Show</legend>
          <label className={!unreadOnly ? styles.filterOn : undefined}>
            <input
              type="radio"
              name="message-filter"
              checked={!unreadOnly}
              onChange={() => {
                setUnreadOnly(false);
                setPage(1);
              }}
            />
            All
          </label>
          <label className={unreadOnly ? styles.filterOn : undefined}>
            <input
              type="radio"
              name="message-filter"
              checked={unreadOnly}
              onChange={() => {
                setUnreadOnly(true);
                setPage(1);
              }}
            />
            Unread only
          </label>
        </fieldset>
      </PageHeader>

      {success ? (
        <Alert tone="success" onDismiss={() => setSuccess(null)}>
          {success}
        </Alert>
      ) : null}
      <FailureAlert failure={failure} onDismiss={() => setFailure(null)} />

      {list.isPending ? (
        <Loading text="Loading messages..." />
      ) : list.isError ? (
        <FailureAlert failure={describeFailure(list.error, 'Failed to load messages')} />
      ) : messages.length === 0 ? (
        <p className={styles.empty}>{unreadOnly ? 'No unread messages.' : 'No messages yet.'}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Contact messages, newest first">
            {messages.map((message) => {
              const name = `${message.first_name} ${message.last_name}`;
              return (
                <li key={message.id} className={`${styles.item} ${message.is_read ? '' : styles.unread}`}>
                  <article aria-labelledby={`message-${message.id}`}>
                    <header className={styles.itemHeader}>
                      <h2 id={`message-${message.id}`} className={styles.sender}>
                        {message.is_read ? null : <span className={styles.newBadge}>New</span>}
                        {name}
                        {message.is_read ? null : <span className="visually-hidden"> (unread)</span>}
                      </h2>
                      <a href={`mailto:${message.email}`} className={styles.email}>
                        {message.email}
                      </a>
                      <time dateTime={message.created_at} className={styles.date}>
                        {formatDate(message.created_at)}
                      </time>
                    </header>
                    <p className={styles.body}>{message.message}</p>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        icon={message.is_read ? 'fa-regular fa-envelope' : 'fa-regular fa-envelope-open'}
                        busy={busyId === message.id}
                        busyText="Saving..."
                        onClick={() => toggleRead(message)}
                        aria-label={`${message.is_read ? 'Mark as unread' : 'Mark as read'}: message from ${name}`}
                      >
                        {message.is_read ? 'Mark as unread' : 'Mark as read'}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className={styles.delete}
                        icon="fa-solid fa-trash-can"
                        onClick={() => setConfirming(message)}
                        aria-label={`Delete message from ${name}`}
                      >
                        Delete
                      </Button>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
          <Pager page={page} lastPage={list.data.last_page} onChange={setPage} label="Message pages" />
        </>
      )}

      {confirming ? (
        <ConfirmDialog
          title="Confirm Delete"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deleting}
          failure={deleteFailure}
          onConfirm={() => remove(confirming)}
          onCancel={() => {
            setConfirming(null);
            setDeleteFailure(null);
          }}
        >
          <p>Are you sure you want to delete this message?</p>
          <p>
            From <strong>{`${confirming.first_name} ${confirming.last_name}`}</strong> ({confirming.email}),{' '}
            {formatDate(confirming.created_at)}.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
