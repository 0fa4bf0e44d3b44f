import type { Draft } from '@grain/contract/editorial';
import { slugify } from '@grain/contract/slug';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ContentRecord, ContentValues } from '../../api/admin/collection.ts';
import { draftQueries, publishDraft } from '../../api/admin/drafts.ts';
import { ApiError, api, type UploadOptions } from '../../api/client.ts';
import { useMay } from '../auth/use-admin-session.tsx';
import { ConflictPanel } from '../editorial/conflict-panel.tsx';
import { EditorialBar } from '../editorial/editorial-bar.tsx';
import { HistoryDialog } from '../editorial/history-dialog.tsx';
import {
  currentValues,
  fileUrlsOf,
  type RecordEditorial,
  recordWithDraft,
  versionTag,
} from '../editorial/record-editorial.ts';
import { useDraftEditor } from '../editorial/use-draft-editor.ts';
import { SearchSharingPanel } from '../seo/search-sharing-panel.tsx';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { UploadProgress } from '../ui/upload-progress.tsx';
import { FieldControl } from './field-control.tsx';
import { formFieldNames, formGroups, formSchema, initialValues } from './form-model.ts';
import styles from './resource.module.css';
import type { FormConfig, FormInput, ResourceType } from './resource-config.ts';

export interface RecordFormProps {
  def: ResourceType;
  config: FormConfig;
  /** The record being edited; none on create. */
  record?: ContentRecord;
  /** How many records exist (defaults such as "count + 1"). */
  count: number;
  submitLabel: string;
  busyLabel: string;
  /** The message shown when the save fails (spec admin §8). */
  errorMessage: string;
  /**
   * Saves the validated values; a thrown ApiError is shown and its field errors placed. With
   * files, `upload` reports their progress and cancels them (and carries the version the edit
   * is based on). With a draft, `publish` is the write: it makes the draft live.
   */
  onSubmit: (values: ContentValues, upload: UploadOptions, publish?: () => Promise<ContentRecord>) => Promise<void>;
  onCancel: () => void;
  /** Told whenever the form turns dirty or clean (closing a dirty form asks first). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Runs before sending; a returned text blocks the save and is shown (token checks). */
  precheck?: () => string | null;
  /** `modal` keeps the buttons visible at the bottom of a scrolling dialog. */
  variant?: 'modal' | 'inline';
  /** Drafts, preview, schedule and conflict checks of the record being edited (issue 45). */
  editorial?: RecordEditorial;
  /** The draft of a new record being edited (no record yet): publishing creates it. */
  newDraft?: Draft;
  /** On create: keeps the values as the draft of a new record instead of publishing. */
  onSaveDraft?: (values: ContentValues) => Promise<void>;
}

/** The whole form's schema: the fields' contract schemas, then each section's values and checks. */
function recordSchema(def: ResourceType, config: FormConfig, names: string[], record?: ContentRecord) {
  const sections = config.sections ?? [];
  return formSchema(def, names, record)
    .extend(Object.assign({}, ...sections.map((section) => section.shape(record))) as Record<string, z.ZodType>)
    .superRefine((values, context) => {
      for (const section of sections) section.refine?.(values, context, record);
    });
}

function useRecordResolver(def: ResourceType, config: FormConfig, names: string[], record?: ContentRecord) {
  return useMemo(() => {
    const schema = zodResolver(recordSchema(def, config, names, record)) as unknown as Resolver<FieldValues>;
    const prepare = config.prepare;
    const prepared: Resolver<FieldValues> = prepare
      ? (values, context, options) => schema(prepare(values), context, options)
      : schema;
    return prepared as unknown as Resolver<FormInput>;
  }, [def, config, names, record]);
}

function startingValues(
  def: ResourceType,
  config: FormConfig,
  names: string[],
  record: ContentRecord | undefined,
  count: number,
) {
  return Object.assign(
    initialValues(def, names, record, count),
    record ? {} : config.createValues,
    ...(config.sections ?? []).map((section) => section.initial(record)),
  ) as FormInput;
}

/** The validated values as the save takes them: each section turns its own into the API's shape. */
const outputOf = (config: FormConfig, values: FormInput): ContentValues =>
  Object.assign({ ...values }, ...(config.sections ?? []).map((section) => section.output?.(values) ?? {}));

const isFile = (value: unknown) => typeof File !== 'undefined' && value instanceof File;
const carriesFiles = (values: ContentValues) =>
  Object.values(values).some((value) => isFile(value) || (Array.isArray(value) && value.some(isFile)));

const CANCELLED: Failure = { message: 'The upload was cancelled; nothing was saved.', details: [], fieldErrors: {} };

/** A save's upload: its progress (null when no file is sent) and the way to cancel it. */
function useUpload() {
  const [fraction, setFraction] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const start = (values: ContentValues): UploadOptions => {
    controller.current = new AbortController();
    if (!carriesFiles(values)) return { signal: controller.current.signal };
    setFraction(0);
    return {
      signal: controller.current.signal,
      onUploadProgress: ({ loaded, total }) => setFraction(total > 0 ? loaded / total : 0),
    };
  };
  const finish = () => {
    controller.current = null;
    setFraction(null);
  };
  const cancel = () => controller.current?.abort();
  // A form closed mid-upload stops sending.
  useEffect(() => () => controller.current?.abort(), []);
  return { fraction, start, finish, cancel };
}

/** The live record an edit began from, its draft, and the version a publish is based on. */
interface Editing {
  /** None for the draft of a new record. */
  live?: ContentRecord;
  draft: Draft | null;
  /** Told when the form must start again: a discarded draft, the published version taken. */
  restart: (start?: { live?: ContentRecord; draft?: Draft | null }) => void;
}

/**
 * The one record form: fields, labels and validation come from the type's definition (the
 * same zod schemas the server uses); the config groups them and adds the sections a type
 * needs beyond its fields (a product's lines and gallery). An edit with `editorial` opens the
 * record's draft where it has one, and keeps its changes as a draft as they are typed.
 */
export function RecordForm(props: RecordFormProps) {
  const { editorial, record } = props;
  const [live, setLive] = useState(record);
  const [generation, setGeneration] = useState(0);
  const draft = useQuery({
    ...draftQueries.ofRecord(editorial?.path ?? '', record?.id ?? 0),
    enabled: Boolean(editorial && record),
  });
  const queryClient = useQueryClient();
  const draftKey = draftQueries.ofRecord(editorial?.path ?? '', record?.id ?? 0).queryKey;
  const restart = useCallback(
    (start: { live?: ContentRecord; draft?: Draft | null } = {}) => {
      if (start.live) setLive(start.live);
      queryClient.setQueryData(draftKey, start.draft ?? null);
      setGeneration((value) => value + 1);
    },
    [queryClient, draftKey],
  );
  if (editorial && props.newDraft) {
    const start = recordWithDraft({ id: 0 }, props.newDraft);
    return <RecordFormBody {...props} record={start} editing={{ draft: props.newDraft, restart }} />;
  }
  if (!editorial || !live) return <RecordFormBody {...props} />;
  if (draft.isPending) return <Loading text="Loading..." />;
  // Without its draft (the read failed) the form edits the published record: nothing is lost.
  const current = draft.data ?? null;
  const shown = current ? recordWithDraft(live, current) : live;
  return <RecordFormBody key={generation} {...props} record={shown} editing={{ live, draft: current, restart }} />;
}

/** Why an author sees no publishing button. */
export const AUTHOR_NOTE = 'Authors save drafts; an editor or administrator publishes them.';

function RecordFormBody({
  def,
  config,
  record,
  count,
  submitLabel,
  busyLabel,
  errorMessage,
  onSubmit,
  onCancel,
  onDirtyChange,
  precheck,
  variant = 'modal',
  editorial,
  editing,
  onSaveDraft,
}: RecordFormProps & { editing?: Editing }) {
  const idPrefix = useId();
  const mayPublish = useMay('editor');
  const names = useMemo(() => formFieldNames(def, config), [def, config]);
  const groups = useMemo(() => formGroups(def, config), [def, config]);
  const form = useForm<FormInput>({
    resolver: useRecordResolver(def, config, names, record),
    defaultValues: startingValues(def, config, names, record, count),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const upload = useUpload();
  const topRef = useRef<HTMLDivElement>(null);
  const { isDirty, isSubmitting } = form.formState;
  const values = useCallback(() => outputOf(config, form.getValues()), [config, form]);
  const editor = useDraftEditor({
    editorial: editing ? editorial : undefined,
    recordId: editing?.live?.id,
    initialDraft: editing?.draft ?? null,
    fields: def.fields,
    values,
    isDirty: () => form.formState.isDirty,
  });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [savingDraft, setSavingDraft] = useState(false);
  const [conflict, setConflict] = useState<{ theirs: ContentRecord; mine: ContentValues } | null>(null);
  const basedOn = useRef(editing?.draft?.base_updated_at ?? editing?.live?.updated_at);
  const force = useRef(false);

  // Every change the person makes (not a reset) starts the autosave's wait.
  useEffect(() => {
    if (!editing) return;
    const subscription = form.watch((_, { name }) => {
      if (name !== undefined) editor.changed();
    });
    return () => subscription.unsubscribe();
  }, [editing, form, editor.changed]);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  // A form that is gone (saved, or switched back to the view) holds no changes any more.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  // Typing in the slug's source fills the slug while the slug still follows it (spec admin §4).
  const slugSource = useRef(String(form.getValues(config.slugFrom ?? '') ?? ''));
  const onSourceTyped = (value: string) => {
    const slug = String(form.getValues('slug') ?? '');
    if (!slug || slug === slugify(slugSource.current)) {
      form.setValue('slug', slugify(value), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
    slugSource.current = value;
  };

  const showFailure = (error: unknown) => {
    const sectionFields = (config.sections ?? []).flatMap((section) => section.fields);
    const described = describeFailure(error, errorMessage, [...names, ...sectionFields]);
    setFailure(described);
    const fields = Object.entries(described.fieldErrors);
    for (const [name, message] of fields) form.setError(name, { type: 'server', message });
    const focusable = fields.find(([name]) => names.includes(name));
    if (focusable) form.setFocus(focusable[0]);
    else topRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  /** With a draft, the publish saves the form's values into it (files too), then makes it live. */
  const publisher = () => {
    if (!editor.draft) return undefined;
    return async () => {
      const draft = await editor.save({ manual: false });
      const published = await publishDraft(draft?.id ?? 0, force.current);
      return published.record as ContentRecord;
    };
  };

  /** A new record kept as a draft: half-done values are fine, types are checked by the server. */
  const saveNewDraft = async () => {
    if (!onSaveDraft) return;
    setSavingDraft(true);
    setFailure(null);
    try {
      await onSaveDraft(values());
    } catch (error) {
      showFailure(error);
    } finally {
      setSavingDraft(false);
    }
  };

  /** A stale save: the record as it is live now beside the form's values. */
  const showConflict = async (mine: ContentValues) => {
    if (!editing?.live || !editorial) return;
    const theirs = await api<ContentRecord>(`/${editorial.path}/${editing.live.id}`).catch(() => null);
    if (theirs) setConflict({ theirs, mine });
  };

  const keepMine = () => {
    if (!conflict) return;
    basedOn.current = conflict.theirs.updated_at;
    force.current = true;
    void submit();
  };

  const takeTheirs = async () => {
    if (!conflict || !editing) return;
    if (editor.draft) await editor.discard().catch(() => undefined);
    editing.restart({ live: conflict.theirs });
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const blocked = precheck?.();
      if (blocked) {
        setFailure({ message: blocked, details: [], fieldErrors: {} });
        topRef.current?.scrollIntoView?.({ block: 'nearest' });
        return;
      }
      const output = outputOf(config, values);
      await editor.settle();
      setConflict(null);
      try {
        const options = upload.start(output);
        const version = versionTag(basedOn.current);
        if (version) options.ifMatch = version;
        const publish = publisher();
        await (publish ? onSubmit(output, options, publish) : onSubmit(output, options));
      } catch (error) {
        editor.resume();
        if ((error as Error).name === 'AbortError') setFailure(CANCELLED);
        else showFailure(error);
        if (error instanceof ApiError && error.status === 409) await showConflict(output);
      } finally {
        upload.finish();
      }
    },
    () => setFailure(null),
  );

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <div ref={topRef} />
      <FailureAlert failure={failure} />
      {groups.map((group) => {
        if (group.panel === 'seo') return null;
        const fields = group.fields
          .filter((name) => name in def.fields)
          .map((name) => (
            <FieldControl
              key={name}
              name={name}
              field={def.fields[name]}
              form={form}
              idPrefix={idPrefix}
              record={record}
              config={config}
              onTyped={config.slugFrom === name ? onSourceTyped : undefined}
            />
          ));
        return group.legend ? (
          <fieldset key={group.legend} className={styles.group}>
            <legend>{group.legend}</legend>
            <div className={styles.grid}>{fields}</div>
          </fieldset>
        ) : (
          <div key="fields" className={styles.grid}>
            {fields}
          </div>
        );
      })}
      {(config.sections ?? []).map((section) => (
        <section.Component key={section.fields.join()} form={form} record={record} idPrefix={idPrefix} />
      ))}
      {groups
        .filter((group) => group.panel === 'seo')
        .map((group) => (
          // Last, after the sections: how the page shows elsewhere, once its content is written.
          <SearchSharingPanel
            key={group.legend}
            fields={group.fields.filter((name) => name in def.fields)}
            def={def}
            form={form}
            idPrefix={idPrefix}
            record={record}
            config={config}
          />
        ))}
      {conflict ? (
        <ConflictPanel
          fields={def.fields}
          theirs={conflict.theirs}
          mine={conflict.mine}
          busy={isSubmitting}
          onKeepMine={keepMine}
          onTakeTheirs={takeTheirs}
        />
      ) : null}
      {editing && editorial ? (
        <EditorialBar
          editor={editor}
          editorial={editorial}
          recordId={editing.live?.id}
          draftId={editor.draft?.id}
          noun={def.singular}
          disabled={isSubmitting}
          onSaved={() => form.reset(form.getValues())}
          onDiscarded={() => {
            if (editing.live) return editing.restart();
            // A new record's draft is gone: nothing is left to edit.
            form.reset();
            onCancel();
          }}
        >
          {editing.live ? (
            <Button size="sm" onClick={() => setHistoryOpen(true)} disabled={isSubmitting}>
              History
            </Button>
          ) : null}
        </EditorialBar>
      ) : null}
      {historyOpen && editing?.live && editorial && record ? (
        <HistoryDialog
          path={editorial.path}
          recordId={editing.live.id}
          fields={def.fields}
          current={currentValues(def.fields, record, values())}
          currentFiles={fileUrlsOf(record)}
          onRestored={(draft) => editing.restart({ draft })}
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
      {upload.fraction === null ? null : <UploadProgress fraction={upload.fraction} onCancel={upload.cancel} />}
      <div className={`${styles.actions} ${variant === 'modal' ? styles.stickyActions : ''}`}>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting || savingDraft}>
          Cancel
        </Button>
        {onSaveDraft && !record ? (
          <Button
            variant="secondary"
            onClick={saveNewDraft}
            busy={savingDraft}
            busyText="Saving..."
            disabled={isSubmitting}
          >
            Save as draft
          </Button>
        ) : null}
        {mayPublish ? (
          <Button type="submit" variant="primary" busy={isSubmitting} busyText={busyLabel}>
            {submitLabel}
          </Button>
        ) : (
          <p className={styles.roleNote}>{AUTHOR_NOTE}</p>
        )}
      </div>
    </form>
  );
}
