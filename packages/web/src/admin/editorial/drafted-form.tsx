import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import type { ContentRecord } from '../../api/admin/collection.ts';
import { type Draft, readDraft } from '../../api/admin/editorial.ts';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { recordOfDraft } from './draft-data.ts';
import type { EditorialBinding } from './use-draft-editor.ts';

/** What a screen tells the form to edit in draft mode. */
export interface EditorialOptions {
  /** The collection's API path ("banners", "products"). */
  path: string;
  /** A new record's draft to open (from the list's drafts). */
  draftId?: number;
  label: string;
  canUnpublish: boolean;
  onPublished: (record: ContentRecord) => void;
  /** A new record's draft was discarded: nothing is left to edit. */
  onDiscarded: () => void;
}

export interface DraftedProps {
  record?: ContentRecord;
  editorial: EditorialOptions;
}

interface BodyProps {
  record?: ContentRecord;
  binding: EditorialBinding;
  notice?: string;
}

const DISCARDED = 'The draft was discarded. The form shows the published values.';

/**
 * Opens the editor on the record's draft when it has one (else on its live values), and
 * reopens it on a restored draft or the live values after a discard.
 */
export function DraftedForm<P extends DraftedProps>({ Body, props }: { Body: ComponentType<P & BodyProps>; props: P }) {
  const { record, editorial } = props;
  const [opened, setOpened] = useState<{ draft: Draft | null; round: number; notice?: string } | null>(null);
  const loaded = useQuery({
    queryKey: ['admin', 'editorial', 'open-draft', editorial.path, record?.id ?? null, editorial.draftId ?? null],
    queryFn: () =>
      editorial.draftId !== undefined || record
        ? readDraft({ path: editorial.path, recordId: record?.id, draftId: editorial.draftId })
        : Promise.resolve(null),
    staleTime: 0,
    gcTime: 0,
  });
  if (!opened && loaded.isPending) return <Loading text="Loading draft..." />;
  if (!opened && loaded.isError)
    return <FailureAlert failure={describeFailure(loaded.error, 'The draft could not be loaded.')} />;
  const current = opened ?? { draft: loaded.data ?? null, round: 0 };
  const binding: EditorialBinding = {
    target: { path: editorial.path, recordId: record?.id, draftId: current.draft ? undefined : editorial.draftId },
    draft: current.draft,
    label: editorial.label,
    canUnpublish: editorial.canUnpublish,
    onPublished: editorial.onPublished,
    onDiscarded: () => {
      if (!record) editorial.onDiscarded();
      else setOpened({ draft: null, round: current.round + 1, notice: DISCARDED });
    },
    onReload: (draft, notice) => setOpened({ draft, round: current.round + 1, notice }),
  };
  const shown = current.draft ? recordOfDraft(current.draft, record) : record;
  return <Body key={current.round} {...props} record={shown} binding={binding} notice={current.notice} />;
}
