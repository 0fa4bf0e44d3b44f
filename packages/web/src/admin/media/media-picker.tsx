import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type MediaItem, type MediaKind, mediaQueries } from '../../api/admin/media.ts';
import { Modal } from '../../ui/modal.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { Pager } from '../ui/pager.tsx';
import styles from './media.module.css';
import { factsOf } from './media-format.ts';
import { MediaThumb } from './media-thumb.tsx';

/** Items per page of the picker (fits its dialog in rows of 2, 3 and 4). */
export const PICKER_PER_PAGE = 12;
/** How long typing pauses before the picker searches. */
const SEARCH_DELAY_MS = 300;

const TITLES: Readonly<Record<MediaKind, string>> = {
  image: 'Choose a picture from the library',
  video: 'Choose a video from the library',
};

interface Props {
  kind: MediaKind;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}

/**
 * The library in a dialog, filtered to a field's kind, with a search: choosing an item hands it
 * to the field (which keeps its stored path) and closes the dialog.
 */
export function MediaPicker({ kind, onPick, onClose }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useQuery(mediaQueries.page({ kind, ...(search ? { q: search } : {}) }, page, PICKER_PER_PAGE));
  const items = list.data?.data ?? [];
  const noun = kind === 'image' ? 'pictures' : 'videos';

  let body: React.ReactNode;
  if (list.isPending) body = <Loading text="Loading the library..." />;
  else if (list.isError) body = <FailureAlert failure={describeFailure(list.error, 'Failed to load the library.')} />;
  else if (items.length === 0)
    body = (
      <p className={styles.pickerEmpty}>
        {search ? `No ${noun} match “${search}”.` : `The library has no ${noun} yet: upload one in the Media library.`}
      </p>
    );
  else
    body = (
      <>
        <ul className={styles.pickerGrid} aria-label={`Library ${noun}`} aria-busy={list.isFetching || undefined}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className={styles.pickCard} onClick={() => onPick(item)}>
                <span className="visually-hidden">Choose</span>{' '}
                <span className={styles.thumb}>
                  <MediaThumb item={item} sizes="(min-width: 768px) 180px, 45vw" />
                </span>
                <span className={styles.cardName}>{item.name}</span>
                <span className={styles.cardFacts}>{factsOf(item)}</span>
              </button>
            </li>
          ))}
        </ul>
        <Pager page={page} lastPage={list.data?.last_page ?? 1} onChange={setPage} label="Library pages" />
      </>
    );

  return (
    <Modal title={TITLES[kind]} onClose={onClose} size="lg">
      <div className={styles.pickerSearch}>
        <label htmlFor={`${id}-search`}>Search the library</label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          placeholder="Name, alt text or caption"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {body}
    </Modal>
  );
}
