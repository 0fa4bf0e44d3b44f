import { faEnvelope as faEnvelopeRegular } from '@fortawesome/free-regular-svg-icons/faEnvelope';
import { faEnvelopeOpen as faEnvelopeOpenRegular } from '@fortawesome/free-regular-svg-icons/faEnvelopeOpen';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { CONTACT_MESSAGE_SORTS } from '@grain/contract/contact';
import { DEFAULT_PER_PAGE, type ListOrder } from '@grain/contract/list-query';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import {
  type ContactMessage,
  deleteMessage,
  invalidateMessages,
  messageQueries,
  setMessageRead,
} from '../../api/admin/messages.ts';
import { formatDate } from '../resources/display.ts';
import { ListSearch, SearchControl } from '../resources/list-search.tsx';
import type { ListOptions } from '../resources/list-state.ts';
import resourceStyles from '../resources/resource.module.css';
import type { SearchField } from '../resources/resource-config.ts';
import { useListShortcuts } from '../resources/use-list-shortcuts.ts';
import { useAddressChoice, useListState, usePageWithin } from '../resources/use-list-state.ts';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import { useToasts } from '../ui/toasts.tsx';
import { useDeleteFlow } from '../ui/use-delete-flow.tsx';
import styles from './messages.module.css';

/** The orders a message list can be in: the first is the server's own (newest first). */
const ORDERS: { label: string; sort?: string; order?: ListOrder; listName: string }[] = [
  { label: 'Newest first', listName: 'newest first' },
  { label: 'Oldest first', sort: 'created_at', order: 'asc', listName: 'oldest first' },
  { label: 'Sender name (A–Z)', sort: 'first_name', order: 'asc', listName: 'by sender name' },
  { label: 'Email (A–Z)', sort: 'email', order: 'asc', listName: 'by email' },
  { label: 'Unread first', sort: 'is_read', order: 'asc', listName: 'unread first' },
];

const orderKey = (sort?: string, order?: ListOrder) => (sort ? `${sort}:${order ?? 'asc'}` : '');

const search: SearchField[] = [{ kind: 'text', name: 'q', label: 'Search', placeholder: 'Name, email or text...' }];

const listOptions: ListOptions = {
  filters: ['q', 'unread'],
  perPage: DEFAULT_PER_PAGE,
  sorts: CONTACT_MESSAGE_SORTS,
};

function UnreadFilter({ unreadOnly, onChange }: { unreadOnly: boolean; onChange: (unreadOnly: boolean) => void }) {
  const [shown, choose] = useAddressChoice(unreadOnly, onChange);
  return (
    <fieldset className={styles.filter}>
      <legend className="visually-hidden">Show</legend>
      <label className={!shown ? styles.filterOn : undefined}>
        <input type="radio" name="message-filter" checked={!shown} onChange={() => choose(false)} />
        All
      </label>
      <label className={shown ? styles.filterOn : undefined}>
        <input type="radio" name="message-filter" checked={shown} onChange={() => choose(true)} />
        Unread only
      </label>
    </fieldset>
  );
}

type Order = (typeof ORDERS)[number];

function OrderSelect({ current, onChange }: { current: Order; onChange: (order: Order) => void }) {
  const id = useId();
  const [shown, choose] = useAddressChoice(current, onChange);
  return (
    <SearchControl id={id} label="Sort by">
      <select
        id={id}
        value={shown.label}
        onChange={(event) => choose(ORDERS.find((option) => option.label === event.target.value) ?? ORDERS[0])}
      >
        {ORDERS.map((option) => (
          <option key={option.label}>{option.label}</option>
        ))}
      </select>
    </SearchControl>
  );
}

function MessageItem({
  message,
  busy,
  onToggleRead,
  onDelete,
}: {
  message: ContactMessage;
  busy: boolean;
  onToggleRead: () => void;
  onDelete: () => void;
}) {
  const name = `${message.first_name} ${message.last_name}`;
  return (
    <li className={`${styles.item} ${message.is_read ? '' : styles.unread}`}>
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
            icon={message.is_read ? faEnvelopeRegular : faEnvelopeOpenRegular}
            busy={busy}
            busyText="Saving..."
            onClick={onToggleRead}
            aria-label={`${message.is_read ? 'Mark as unread' : 'Mark as read'}: message from ${name}`}
          >
            {message.is_read ? 'Mark as unread' : 'Mark as read'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={styles.delete}
            icon={faTrashCan}
            onClick={onDelete}
            aria-label={`Delete message from ${name}`}
          >
            Delete
          </Button>
        </div>
      </article>
    </li>
  );
}

/**
 * Messages sent through the contact form: newest first unless sorted otherwise, searchable,
 * unread marked, read state and the shared delete flow; list state in the address.
 */
export function MessagesPage({ screen }: ScreenProps<CustomScreen>) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const list = useListState(listOptions);
  const { page, sort, order, filters } = list.query;
  const unreadOnly = filters.unread === '1';
  const messages = useQuery({ ...messageQueries.list(list.query), placeholderData: keepPreviousData });
  const [busyId, setBusyId] = useState<number | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts(searchRef);
  const items = messages.data?.data ?? [];
  const current = ORDERS.find((option) => orderKey(option.sort, option.order) === orderKey(sort, order)) ?? ORDERS[0];

  const lastPage = messages.data?.last_page;
  const paging = usePageWithin(list, lastPage);

  const toggleRead = async (message: ContactMessage) => {
    setBusyId(message.id);
    try {
      await setMessageRead(message.id, !message.is_read);
      await invalidateMessages(queryClient);
    } catch (error) {
      toasts.failure(describeFailure(error, 'Failed to update message'));
    } finally {
      setBusyId(null);
    }
  };

  const deletion = useDeleteFlow<ContactMessage>({
    remove: (message) => deleteMessage(message.id),
    question: (message) => (
      <>
        <p>Are you sure you want to delete this message?</p>
        <p>
          From <strong>{`${message.first_name} ${message.last_name}`}</strong> ({message.email}),{' '}
          {formatDate(message.created_at)}.
        </p>
      </>
    ),
    deleted: () => 'Message deleted successfully.',
    errorMessage: 'Failed to delete message',
    onDeleted: async () => {
      paging.afterDelete(items.length);
      await invalidateMessages(queryClient);
    },
  });

  let body: ReactNode;
  if (messages.isPending) body = <Loading text="Loading messages..." />;
  else if (messages.isError)
    body = <FailureAlert failure={describeFailure(messages.error, 'Failed to load messages')} />;
  else if (items.length === 0) {
    const empty = filters.q?.trim()
      ? 'No messages match your search.'
      : unreadOnly
        ? 'No unread messages.'
        : 'No messages yet.';
    body = <p className={resourceStyles.empty}>{empty}</p>;
  } else {
    body = (
      <>
        <ul
          className={styles.list}
          aria-label={`Contact messages, ${current.listName}`}
          aria-busy={messages.isFetching || undefined}
        >
          {items.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              busy={busyId === message.id}
              onToggleRead={() => toggleRead(message)}
              onDelete={() => deletion.ask(message)}
            />
          ))}
        </ul>
        <Pager page={page} lastPage={lastPage ?? 1} onChange={list.setPage} label="Message pages" />
      </>
    );
  }

  const total = messages.data?.total;
  return (
    <section aria-labelledby="admin-screen-title">
      <PageHeader
        title={screen.title}
        note={
          total === undefined ? undefined : `${total} ${unreadOnly ? 'unread ' : ''}message${total === 1 ? '' : 's'}`
        }
      >
        <UnreadFilter unreadOnly={unreadOnly} onChange={(unread) => list.filter({ unread: unread ? '1' : '' })} />
      </PageHeader>
      <ListSearch
        label="Search messages"
        fields={search}
        values={filters}
        onSearch={(values) => list.filter(values)}
        searchRef={searchRef}
      >
        <OrderSelect current={current} onChange={(chosen) => list.sortTo(chosen.sort, chosen.order)} />
      </ListSearch>
      {body}
      {deletion.dialog}
    </section>
  );
}
