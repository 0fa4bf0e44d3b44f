import { faSquarePlus as faSquarePlusRegular } from '@fortawesome/free-regular-svg-icons/faSquarePlus';
import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import type { ContentTypeDef } from '@grain/contract/content-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  adminContentQueries,
  type ContentRecord,
  type ContentValues,
  contentEditorial,
  invalidateContent,
  saveContentRecord,
} from '../../api/admin/content.ts';
import { readToken } from '../../api/admin/session.ts';
import type { UploadOptions } from '../../api/client.ts';
import { Icon } from '../../ui/icon.tsx';
import { RecordStateBadge, useRecordStates } from '../editorial/record-state-badge.tsx';
import { RecordForm } from '../resources/record-form.tsx';
import type { FormConfig } from '../resources/resource-config.ts';
import { useDiscardGuard } from '../resources/use-discard-guard.tsx';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import styles from './single.module.css';

export const TOKEN_MISSING = 'Authentication token not found. Please login again.';

export interface SingleRecordTexts {
  loading: string;
  loadError: string;
  updateError: string;
  createError: string;
  /** Shown in an alert after a save (spec admin §8). */
  updated: string;
  created: string;
  emptyTitle: string;
  emptyText: string;
  editButton: string;
  createButton: string;
  editHeading: string;
  createHeading: string;
}

interface Props {
  def: ContentTypeDef;
  title: string;
  texts: SingleRecordTexts;
  form: FormConfig;
  /** The read-only view of the record. */
  view: (record: ContentRecord) => ReactNode;
  /** Extra buttons beside Edit (Check Token). */
  actions?: ReactNode;
}

/**
 * A section kept as one record (counter, mission & vision): a read-only view that switches
 * to an inline form; when no record exists yet, a prompt creates it. Saves need a stored
 * token (spec admin §5) and end with an alert.
 */
export function SingleRecordScreen({ def, title, texts, form, view, actions }: Props) {
  const queryClient = useQueryClient();
  const list = useQuery(adminContentQueries(def).list());
  const record = list.data?.[0];
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const guard = useDiscardGuard(() => setMode('view'));
  const formHeading = useRef<HTMLHeadingElement>(null);
  const states = useRecordStates(def.path);

  // The inline form replaces the view: move the focus to it so keyboard users land there.
  useEffect(() => {
    if (mode === 'edit') formHeading.current?.focus();
  }, [mode]);

  const save = async (values: ContentValues, upload: UploadOptions, publish?: () => Promise<ContentRecord>) => {
    if (publish) await publish();
    else await saveContentRecord(def, values, record?.id, upload);
    await invalidateContent(queryClient, def);
    setMode('view');
    window.alert(record ? texts.updated : texts.created);
  };

  let body: ReactNode;
  if (list.isPending) body = <Loading text={texts.loading} />;
  else if (list.isError) body = <FailureAlert failure={describeFailure(list.error, texts.loadError)} />;
  else if (mode === 'edit') {
    body = (
      <div className={styles.panel}>
        <h2 ref={formHeading} tabIndex={-1} className={styles.panelTitle}>
          {record ? texts.editHeading : texts.createHeading}
        </h2>
        <RecordForm
          def={def}
          config={form}
          record={record}
          count={list.data.length}
          submitLabel={record ? 'Save Changes' : 'Create'}
          busyLabel="Saving..."
          errorMessage={record ? texts.updateError : texts.createError}
          precheck={() => (readToken() ? null : TOKEN_MISSING)}
          onSubmit={save}
          onCancel={guard.requestClose}
          onDirtyChange={guard.onDirtyChange}
          variant="inline"
          editorial={record ? contentEditorial(def) : undefined}
        />
        {guard.dialog}
      </div>
    );
  } else if (!record) {
    body = (
      <div className={styles.emptyPrompt}>
        <Icon icon={faSquarePlusRegular} />
        <h2>{texts.emptyTitle}</h2>
        <p>{texts.emptyText}</p>
        <Button variant="primary" icon={faPlus} onClick={() => setMode('edit')}>
          {texts.createButton}
        </Button>
      </div>
    );
  } else {
    body = view(record);
  }

  return (
    <section aria-labelledby="admin-screen-title">
      <PageHeader
        title={title}
        note={record ? <RecordStateBadge entry={states.get(record.id)} showPublished /> : undefined}
      >
        {actions}
        {record && mode === 'view' ? (
          <Button variant="primary" icon={faPen} onClick={() => setMode('edit')}>
            {texts.editButton}
          </Button>
        ) : null}
      </PageHeader>
      {body}
    </section>
  );
}

/** One labelled value of a record view. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
