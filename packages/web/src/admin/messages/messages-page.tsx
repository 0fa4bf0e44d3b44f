import { faEnvelope as faEnvelopeRegular } from '@fortawesome/free-regular-svg-icons/faEnvelope';
import { faEnvelopeOpen as faEnvelopeOpenRegular } from '@fortawesome/free-regular-svg-icons/faEnvelopeOpen';
import { faFileExport } from '@fortawesome/free-solid-svg-icons/faFileExport';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import {
  CONTACT_MESSAGE_FILTERS,
  CONTACT_MESSAGE_SORTS,
  CONTACT_MESSAGE_STATUSES,
  contactStatusLabels,
} from '@grain/contract/contact';
import { DEFAULT_PER_PAGE, type ListOrder } from '@grain/contract/list-query';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import {
  type ContactMessage,
  type ContactMessageStatus,
  deleteMessage,
  downloadMessagesCsv,
  invalidateMessages,
  messageQueries,
  setMessageRead,
  setMessageStatus,
  setMessagesStatus,
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
import { MessageStatus, ProductReference, ReplyAction, senderName } from './message-parts.tsx';
import { MessageView } from './message-view.tsx';
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

const search: SearchField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'Name, email, subject or text...' },
];

const listOptions: ListOptions = {
  // The spec's `unread=1` still reads as a filter (the new messages) from an address that has it.
  filters: [...CONTACT_MESSAGE_FILTERS, 'unread'],
  perPage: DEFAULT_PER_PAGE,
  sorts: CONTACT_MESSAGE_SORTS,
};

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

/** A filter of the address chosen at once: a status, a product or a day. */
function FilterControl({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The select's options; none makes it a date input. */
  children?: ReactNode;
}) {
  const id = useId();
  const [shown, choose] = useAddressChoice(value, onChange);
  return (
    <SearchControl id={id} label={label}>
      {children ? (
        <select id={id} value={shown} onChange={(event) => choose(event.target.value)}>
          {children}
        </select>
      ) : (
        <input id={id} type="date" value={shown} onChange={(event) => choose(event.target.value)} />
      )}
    </SearchControl>
  );
}

function ProductOptions({ chosen }: { chosen: string }) {
  const products = useQuery(messageQueries.products()).data ?? [];
  const known = products.some((product) => String(product.product_id) === chosen);
  return (
    <>
      <option value="">All messages</option>
      {products.map((product) => (
        <option key={product.product_id} value={String(product.product_id)}>
          {product.product_name} ({product.messages})
        </option>
      ))}
      {chosen && !known ? <option value={chosen}>Product #{chosen}</option> : null}
    </>
  );
}

/** Marks the messages chosen on the page shown with one status, in one call. */
function BulkStatus({
  count,
  busy,
  onApply,
  onClear,
}: {
  count: number;
  busy: boolean;
  onApply: (status: ContactMessageStatus) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<ContactMessageStatus>('read');
  if (count === 0) return null;
  return (
    <section className={resourceStyles.bulkBar} aria-label="Selected messages">
      <span aria-live="polite">{count} selected</span>
      <label htmlFor={id}>Set status</label>
      <select id={id} value={status} onChange={(event) => setStatus(event.target.value as ContactMessageStatus)}>
        {CONTACT_MESSAGE_STATUSES.map((option) => (
          <option key={option} value={option}>
            {contactStatusLabels[option]}
          </option>
        ))}
      </select>
      <Button size="sm" variant="primary" busy={busy} busyText="Saving..." onClick={() => onApply(status)}>
        Apply
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}

function MessageItem({
  message,
  base,
  busy,
  selected,
  onSelect,
  onToggleRead,
  onMarkReplied,
  onDelete,
}: {
  message: ContactMessage;
  base: string;
  busy: boolean;
  selected: boolean;
  onSelect: () => void;
  onToggleRead: () => void;
  onMarkReplied: () => void;
  onDelete: () => void;
}) {
  const name = senderName(message);
  const unread = message.status === 'new';
  return (
    <li className={`${styles.item} ${unread ? styles.unread : ''}`}>
      <article aria-labelledby={`message-${message.id}`}>
        <header className={styles.itemHeader}>
          <input
            type="checkbox"
            className={styles.select}
            checked={selected}
            onChange={onSelect}
            aria-label={`Select the message from ${name}`}
          />
          <h2 id={`message-${message.id}`} className={styles.sender}>
            {unread ? <span className={styles.newBadge}>New</span> : null}
            <Link to={`${base}/${message.id}`}>{name}</Link>
            {unread ? <span className="visually-hidden"> (unread)</span> : null}
          </h2>
          {unread ? null : <MessageStatus message={message} />}
          <a href={`mailto:${message.email}`} className={styles.email}>
            {message.email}
          </a>
          <time dateTime={message.created_at} className={styles.date}>
            {formatDate(message.created_at)}
          </time>
        </header>
        <ProductReference message={message} />
        <p className={styles.body}>{message.message}</p>
        <div className={styles.actions}>
          <ReplyAction message={message} busy={busy} onMarkReplied={onMarkReplied} />
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
          <Link className={styles.open} to={`${base}/${message.id}`} aria-label={`Open the message from ${name}`}>
            Open
          </Link>
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
 * Messages sent through the contact form: newest first unless sorted otherwise, searched and
 * filtered (status, product, days) on the server with the state in the address, exported as
 * CSV with the same filters; read state, statuses (one or several at once), Reply and the
 * shared delete flow. A message opens on its own page with its notes.
 */
function MessageList({ screen }: ScreenProps<CustomScreen>) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const list = useListState(listOptions);
  const { page, sort, order, filters } = list.query;
  const messages = useQuery({ ...messageQueries.list(list.query), placeholderData: keepPreviousData });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  useListShortcuts(searchRef);
  const items = messages.data?.data ?? [];
  const current = ORDERS.find((option) => orderKey(option.sort, option.order) === orderKey(sort, order)) ?? ORDERS[0];

  const lastPage = messages.data?.last_page;
  const paging = usePageWithin(list, lastPage);

  // Another page, search, filter or sort shows other messages: the choice starts again.
  const shown = items.map((message) => message.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids shown name what the choice was among
  useEffect(() => setSelected(new Set()), [shown]);

  const change = async (message: ContactMessage, update: () => Promise<unknown>) => {
    setBusyId(message.id);
    try {
      await update();
      await invalidateMessages(queryClient);
    } catch (error) {
      toasts.failure(describeFailure(error, 'Failed to update message'));
    } finally {
      setBusyId(null);
    }
  };

  const applyBulk = async (status: ContactMessageStatus) => {
    setBulkBusy(true);
    try {
      const { updated } = await setMessagesStatus([...selected], status);
      toasts.success(
        `${updated} ${updated === 1 ? 'message' : 'messages'} marked as ${contactStatusLabels[status].toLowerCase()}.`,
      );
      setSelected(new Set());
      await invalidateMessages(queryClient);
    } catch (error) {
      toasts.failure(describeFailure(error, 'Failed to update the messages'));
    } finally {
      setBulkBusy(false);
    }
  };

  const exportCsv = async () => {
    try {
      await downloadMessagesCsv(filters);
    } catch (error) {
      toasts.failure(describeFailure(error, 'Failed to export the messages.'));
    }
  };

  const deletion = useDeleteFlow<ContactMessage>({
    remove: (message) => deleteMessage(message.id),
    question: (message) => (
      <>
        <p>Are you sure you want to delete this message?</p>
        <p>
          From <strong>{senderName(message)}</strong> ({message.email}), {formatDate(message.created_at)}.
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

  const filtered = Object.values(filters).some((value) => value.trim());
  const allSelected = items.length > 0 && items.every((message) => selected.has(message.id));
  let body: ReactNode;
  if (messages.isPending) body = <Loading text="Loading messages..." />;
  else if (messages.isError)
    body = <FailureAlert failure={describeFailure(messages.error, 'Failed to load messages')} />;
  else if (items.length === 0) {
    const empty = filters.q?.trim()
      ? 'No messages match your search.'
      : filtered
        ? 'No messages match these filters.'
        : 'No messages yet.';
    body = <p className={resourceStyles.empty}>{empty}</p>;
  } else {
    body = (
      <>
        <div className={styles.listTools}>
          <label>
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((message) => message.id)))}
            />{' '}
            Select all on this page
          </label>
        </div>
        <BulkStatus
          count={selected.size}
          busy={bulkBusy}
          onApply={(status) => void applyBulk(status)}
          onClear={() => setSelected(new Set())}
        />
        <ul
          className={styles.list}
          aria-label={`Contact messages, ${current.listName}`}
          aria-busy={messages.isFetching || undefined}
        >
          {items.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              base={screen.path}
              busy={busyId === message.id}
              selected={selected.has(message.id)}
              onSelect={() =>
                setSelected((chosen) => {
                  const next = new Set(chosen);
                  if (!next.delete(message.id)) next.add(message.id);
                  return next;
                })
              }
              onToggleRead={() => change(message, () => setMessageRead(message.id, !message.is_read))}
              onMarkReplied={() => change(message, () => setMessageStatus(message.id, 'replied'))}
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
        note={total === undefined ? undefined : `${total} message${total === 1 ? '' : 's'}`}
      >
        <Button icon={faFileExport} onClick={exportCsv}>
          Export CSV
        </Button>
      </PageHeader>
      <ListSearch
        label="Search messages"
        fields={search}
        values={filters}
        onSearch={(values) => list.filter(values)}
        searchRef={searchRef}
      >
        <FilterControl
          label="Status"
          value={filters.status || (filters.unread === '1' ? 'new' : '')}
          onChange={(status) => list.filter({ status, unread: '' })}
        >
          <option value="">All statuses</option>
          {CONTACT_MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {contactStatusLabels[status]}
            </option>
          ))}
        </FilterControl>
        <FilterControl
          label="Product"
          value={filters.product_id ?? ''}
          onChange={(product_id) => list.filter({ product_id })}
        >
          <ProductOptions chosen={filters.product_id ?? ''} />
        </FilterControl>
        <FilterControl label="From" value={filters.from ?? ''} onChange={(from) => list.filter({ from })} />
        <FilterControl label="To" value={filters.to ?? ''} onChange={(to) => list.filter({ to })} />
        <OrderSelect current={current} onChange={(chosen) => list.sortTo(chosen.sort, chosen.order)} />
      </ListSearch>
      {body}
      {deletion.dialog}
    </section>
  );
}

/** The message a path under the screen names: /admin/messages/12 → 12; the list itself → null. */
export function messageIdOf(pathname: string, base: string): number | null | 'unknown' {
  const rest = pathname.slice(base.length).replace(/\/+$/, '');
  if (rest === '') return null;
  const match = /^\/([1-9]\d{0,9})$/.exec(rest);
  return match ? Number(match[1]) : 'unknown';
}

/** The inbox (issue 48): the list at /admin/messages, a message with its notes at /admin/messages/{id}. */
export function MessagesPage(props: ScreenProps<CustomScreen>) {
  const { pathname } = useLocation();
  const id = messageIdOf(pathname, props.screen.path);
  if (id === 'unknown') return <Navigate to={props.screen.path} replace />;
  if (id === null) return <MessageList {...props} />;
  return <MessageView key={id} id={id} screen={props.screen} />;
}
