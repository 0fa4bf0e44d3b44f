/**
 * What a visitor did on the server's page before the app started: text typed, choices checked,
 * answers and menus opened. The app hydrates the page and keeps all of it; but when the page
 * changed between its HTML and its state (an admin's write, a picture's variants made meanwhile),
 * the app renders the page anew, and this carries the visitor's input over to the new render.
 */
export type VisitorInput = {
  fields: { key: string; value?: string; checked?: boolean }[];
  /** Every `<details>` by its key, open or not: only those found again in the new render are set. */
  details: [key: string, open: boolean][];
  openPopovers: string[];
};

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');

/** A field by its form, its name and, for a choice, its value: the same in both renders. */
const fieldKey = (field: Field) =>
  [field.form?.getAttribute('action') ?? '', field.name, isChoice(field) ? field.value : ''].join('|');

/** A `<details>` by its group and its summary's text. */
const detailsKey = (details: HTMLDetailsElement) =>
  `${details.getAttribute('name') ?? ''}|${details.querySelector('summary')?.textContent?.trim() ?? ''}`;

const fieldsOf = (root: HTMLElement) =>
  [...root.querySelectorAll<Field>('input[name], textarea[name], select[name]')].filter(
    (field) => field.type !== 'hidden' && field.type !== 'file',
  );

function openPopoversOf(root: HTMLElement): HTMLElement[] {
  try {
    return [...root.querySelectorAll<HTMLElement>('[popover][id]:popover-open')];
  } catch {
    return []; // A browser without popovers has none open.
  }
}

function changedField(field: Field): VisitorInput['fields'][number] | null {
  const key = fieldKey(field);
  if (isChoice(field)) return field.checked === field.defaultChecked ? null : { key, checked: field.checked };
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0];
    return !chosen || chosen.defaultSelected ? null : { key, value: field.value };
  }
  return field.value === field.defaultValue ? null : { key, value: field.value };
}

/** Reads what the visitor changed on the page in `root`. */
export function takeVisitorInput(root: HTMLElement): VisitorInput {
  return {
    fields: fieldsOf(root)
      .map(changedField)
      .filter((field) => field !== null),
    details: [...root.querySelectorAll<HTMLDetailsElement>('details')].map((details) => [
      detailsKey(details),
      details.open,
    ]),
    openPopovers: openPopoversOf(root).map((popover) => popover.id),
  };
}

/** Puts the visitor's input back on the page newly rendered in `root`. */
export function giveBackVisitorInput(root: HTMLElement, input: VisitorInput): void {
  const byKey = new Map(input.fields.map((field) => [field.key, field]));
  for (const field of fieldsOf(root)) {
    const carried = byKey.get(fieldKey(field));
    if (!carried) continue;
    if (isChoice(field) && carried.checked !== undefined) field.checked = carried.checked;
    else if (carried.value !== undefined) field.value = carried.value;
  }
  const wasOpen = new Map(input.details);
  for (const details of root.querySelectorAll<HTMLDetailsElement>('details')) {
    const open = wasOpen.get(detailsKey(details));
    if (open !== undefined && details.open !== open) details.open = open;
  }
  for (const id of input.openPopovers) {
    const popover = document.getElementById(id);
    if (popover && root.contains(popover) && !popover.matches(':popover-open')) popover.showPopover();
  }
}
