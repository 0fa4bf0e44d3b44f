import { isFileField } from '@grain/contract/fields';
import type { FormConfig, FormInput, ResourceType } from '../resources/resource-config.ts';

/** A value of the draft data form as the form's input holds it (files: none chosen). */
export function inputOf(def: ResourceType, config: FormConfig, name: string, value: unknown): unknown {
  const field = def.fields[name];
  if (!field) {
    const section = (config.sections ?? []).find((candidate) => candidate.fields.includes(name));
    return section ? (section.initial({ id: 0, [name]: value }) as FormInput)[name] : value;
  }
  if (isFileField(field)) return null;
  if (field.kind === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  if (field.kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/** A field's label (or its name, for a section's list: "Specifications"). */
export function labelOf(def: ResourceType, name: string): string {
  const field = def.fields[name];
  if (field) return field.label;
  const text = name.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
