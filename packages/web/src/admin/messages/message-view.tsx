import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { faNoteSticky } from '@fortawesome/free-solid-svg-icons/faNoteSticky';
import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
  contactNoteLimits,
  contactStatusLabels,
} from '@grain/contract/contact';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  addMessageNote,
  type ContactMessage,
  invalidateMessages,
  messageQueries,
  setMessageRead,
  setMessageStatus,
} from '../../api/admin/messages.ts';
import { Icon } from '../../ui/icon.tsx';
import { formatSiteTime, useSiteTimeZone } from '../editorial/site-time.ts';
import type { CustomScreen } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useToasts } from '../ui/toasts.tsx';
import { MessageStatus, ProductReference, ReplyAction, senderName } from './message-parts.tsx';
import styles from './messages.module.css';

/** The status, set at once when another is chosen. */
function StatusControl({
  message,
  busy,
  onChange,
}: {
  message: ContactMessage;
  busy: boolean;
  onChange: (status: ContactMessageStatus) => void;
}) {
  const id = useId();
  return (
    <div className={styles.statusControl}>
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        value={message.status}
        disabled={busy}
        onChange={(event) => onChange(event.target.value as ContactMessageStatus)}
      >
        {CONTACT_MESSAGE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {contactStatusLabels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The staff's notes on the message, oldest first, and a form to add one. */
function Notes({ message }: { message: ContactMessage }) {
  const id = useId();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const zone = useSiteTimeZone();
  const notes = useQuery(messageQueries.notes(message.id));
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!text.trim()) {
      setFailure({ message: 'Write the note.', details: [], fieldErrors: {} });
      return;
    }
    setSaving(true);
    try {
      await addMessageNote(message.id, text);
      setText('');
      toasts.success('Note added.');
      await queryClient.invalidateQueries({ queryKey: messageQueries.notes(message.id).queryKey });
    } catch (error) {
      setFailure(describeFailure(error, 'Failed to add the note.'));
    } finally {
      setSaving(false);
    }
  };

  let list: React.ReactNode;
  if (notes.isPending) list = <Loading text="Loading notes..." />;
  else if (notes.isError) list = <FailureAlert failure={describeFailure(notes.error, 'Failed to load the notes.')} />;
  else if (notes.data.length === 0) list = <p className={styles.muted}>No notes yet.</p>;
  else
    list = (
      <ol className={styles.notes} aria-label="Notes">
        {notes.data.map((note) => (
          <li key={note.id} className={styles.note}>
            <p className={styles.noteText}>{note.text}</p>
            <p className={styles.noteMeta}>
              {note.author}, <time dateTime={note.created_at}>{formatSiteTime(note.created_at, zone)}</time>
            </p>
          </li>
        ))}
      </ol>
    );

  return (
    <section className={styles.notesSection} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.notesHeading}>
        Notes
      </h2>
      {list}
      <form className={styles.noteForm} onSubmit={submit}>
        <label htmlFor={`${id}-text`}>Add a note</label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={3}
          maxLength={contactNoteLimits.text}
          value={text}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(null);
          }}
        />
        <FailureAlert failure={failure} onDismiss={() => setFailure(null)} />
        <Button type="submit" variant="primary" icon={faNoteSticky} busy={saving} busyText="Saving...">
          Add note
        </Button>
      </form>
    </section>
  );
}

/**
 * One message on its own page: who, when, about which product, its status (set here), Reply,
 * and the staff's notes. A new message opened is read: it is marked so, as a mail program does.
 */
export function MessageView({ id, screen }: { id: number; screen: CustomScreen }) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const zone = useSiteTimeZone();
  const query = useQuery(messageQueries.detail(id));
  const [busy, setBusy] = useState(false);
  const message = query.data;

  const save = async (update: () => Promise<ContactMessage>, done?: (saved: ContactMessage) => string) => {
    setBusy(true);
    try {
      const saved = await update();
      queryClient.setQueryData(messageQueries.detail(id).queryKey, saved);
      if (done) toasts.success(done(saved));
      await invalidateMessages(queryClient);
    } catch (error) {
      toasts.failure(describeFailure(error, 'Failed to update message'));
    } finally {
      setBusy(false);
    }
  };

  // Once per opening, and only for a message that is new when it opens.
  const markedRead = useRef(false);
  const isNew = message?.status === 'new';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the message first shows as new
  useEffect(() => {
    if (!isNew || markedRead.current) return;
    markedRead.current = true;
    void save(() => setMessageRead(id, true));
  }, [isNew]);

  const changeStatus = (status: ContactMessageStatus) =>
    save(
      () => setMessageStatus(id, status),
      (saved) => `Message marked as ${contactStatusLabels[saved.status].toLowerCase()}.`,
    );

  let body: React.ReactNode;
  if (query.isPending) body = <Loading text="Loading message..." />;
  else if (query.isError) body = <FailureAlert failure={describeFailure(query.error, 'Failed to load the message')} />;
  else if (message) {
    const name = senderName(message);
    body = (
      <article className={styles.view} aria-labelledby={`message-${message.id}`}>
        <header className={styles.itemHeader}>
          <h2 id={`message-${message.id}`} className={styles.sender}>
            {message.subject}
          </h2>
          <MessageStatus message={message} />
          <time dateTime={message.created_at} className={styles.date}>
            {formatSiteTime(message.created_at, zone)}
          </time>
        </header>
        <p className={styles.from}>
          From {name},{' '}
          <a href={`mailto:${message.email}`} className={styles.email}>
            {message.email}
          </a>
        </p>
        <ProductReference message={message} />
        <p className={styles.body}>{message.message}</p>
        <div className={styles.actions}>
          <ReplyAction message={message} busy={busy} onMarkReplied={() => void changeStatus('replied')} />
          <StatusControl message={message} busy={busy} onChange={(status) => void changeStatus(status)} />
        </div>
      </article>
    );
  }

  return (
    <section aria-labelledby="admin-screen-title">
      <PageHeader title={message ? `Message from ${senderName(message)}` : screen.title}>
        <Link to={screen.path} className={styles.back}>
          <Icon icon={faArrowLeft} /> All messages
        </Link>
      </PageHeader>
      {body}
      {message ? <Notes message={message} /> : null}
    </section>
  );
}
