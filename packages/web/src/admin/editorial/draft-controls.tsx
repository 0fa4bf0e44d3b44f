import type { UseFormReturn } from 'react-hook-form';
import type { ContentRecord } from '../../api/admin/collection.ts';
import type { FormConfig, FormInput, ResourceType } from '../resources/resource-config.ts';
import { DraftBar } from './draft-bar.tsx';
import { liveData, liveFiles } from './draft-data.ts';
import { labelOf } from './form-input.ts';
import { type EditorialBinding, useDraftEditor } from './use-draft-editor.ts';

interface Props {
  form: UseFormReturn<FormInput>;
  def: ResourceType;
  config: FormConfig;
  names: string[];
  binding: EditorialBinding;
  /** The record as the form opened it (the live one, or the draft over it). */
  record?: ContentRecord;
  showFailure: (error: unknown) => void;
  clearFailure: () => void;
  precheck?: () => string | null;
  block: (text: string) => void;
  upload: Parameters<typeof useDraftEditor>[0]['upload'];
  onCancel: () => void;
  publishLabel: string;
  publishingLabel: string;
}

/** The record form's draft mode: its autosave and its bar of actions and dialogs. */
export function DraftControls({ record, onCancel, publishLabel, publishingLabel, ...options }: Props) {
  const { def, binding } = options;
  const editor = useDraftEditor(options);
  const current = () => {
    const draft = editor.draft();
    if (draft) return { data: draft.data, files: draft.files, isDraft: true };
    return { data: liveData(record ?? {}), files: liveFiles(record ?? {}), isDraft: false };
  };
  return (
    <DraftBar
      editor={editor}
      binding={binding}
      current={current}
      labelOf={(name) => labelOf(def, name)}
      onCancel={onCancel}
      publishLabel={publishLabel}
      publishingLabel={publishingLabel}
    />
  );
}
