import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCircleExclamation } from '@fortawesome/free-solid-svg-icons/faCircleExclamation';
import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { faPaperPlane } from '@fortawesome/free-solid-svg-icons/faPaperPlane';
import { faRulerCombined } from '@fortawesome/free-solid-svg-icons/faRulerCombined';
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_FIELDS,
  CONTACT_FORM_ANCHOR,
  CONTACT_FORM_PATH,
  CONTACT_PRODUCT_FIELD,
  type ContactFieldName,
  type ContactFormRefusal,
  type ContactProduct,
  contactLimits,
  contactTexts,
} from '@grain/contract/contact-rules';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { sendContactMessage } from '../../api/contact.ts';
import { Icon } from '../../ui/icon.tsx';
import section from '../shared/section.module.css';
import styles from './contact-form-section.module.css';

type FieldName = ContactFieldName;

const EMPTY: Record<FieldName, string> = { first_name: '', last_name: '', email: '', message: '' };

/** The form's texts (spec public §5), the same the server answers with. */
export const contactFormTexts = contactTexts;

const MAX_LENGTH: Record<FieldName, number> = {
  first_name: contactLimits.name,
  last_name: contactLimits.name,
  email: contactLimits.email,
  message: contactLimits.message,
};

type Validation =
  | { ok: true; values: Record<FieldName, string> }
  | { ok: false; message: string; invalid: FieldName[] };

/** Blank fields (after trimming) first, then the email's shape. */
export function validateContactForm(values: Record<FieldName, string>): Validation {
  const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as Record<
    FieldName,
    string
  >;
  const blank = CONTACT_FIELDS.filter((name) => trimmed[name] === '');
  if (blank.length > 0) return { ok: false, message: contactFormTexts.allFieldsRequired, invalid: blank };
  if (!CONTACT_EMAIL_PATTERN.test(trimmed.email)) {
    return { ok: false, message: contactFormTexts.invalidEmail, invalid: ['email'] };
  }
  return { ok: true, values: trimmed };
}

/** The form's own values: what is in its fields, typed before the app started or after. */
const formValues = (form: HTMLFormElement) => {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    fields: Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(name)])) as Record<FieldName, string>,
    website: text('website'),
    product: text(CONTACT_PRODUCT_FIELD),
  };
};

/** Empties the fields once a message is sent, those the server filled in again included. */
function clearForm(form: HTMLFormElement): void {
  form.reset();
  for (const name of [...CONTACT_FIELDS, 'website']) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = '';
  }
}

/** How long the success notice stays (spec public §9). */
export const SUCCESS_NOTICE_MS = 5000;

export const SEND_FAILED = 'Failed to send message. Please try again.';
export const SEND_FAILED_HINT = 'If the problem persists, please try again or contact us directly.';

interface Failure {
  message: string;
  /** Request failures add the "If the problem persists…" hint (spec public §8). */
  hint: boolean;
}

/**
 * Spec public §8: an answer that arrived but was not a success shows its own message (or the
 * default); a failed request shows the server's message, the error text or the default, plus
 * the hint.
 */
function describeFailure(error: unknown): Failure {
  if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
    const generic = /^Request failed with status/.test(error.message);
    return { message: error.message && !generic ? error.message : SEND_FAILED, hint: false };
  }
  const message = error instanceof Error && error.message.trim() ? error.message : SEND_FAILED;
  return { message, hint: true };
}

const FIELDS: Array<{ name: FieldName; label: string; type: string; autoComplete: string; wide?: boolean }> = [
  { name: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', wide: true },
];

/**
 * The contact form (spec public §4, §5). Without the app it is a plain form posted to the
 * contact page, whose server answers a refusal with the page (`refusal`: the error and the
 * values kept) and a message taken with the confirmation (`sent`). The app enhances the same
 * form: idle → submitting ("Sending...", disabled) → success (notice for 5 s, form cleared) or
 * error (message shown until any field changes). Its fields keep their own values, so what was
 * typed before the app started is what is sent. Used on the home, about and contact pages.
 */
export function ContactFormSection({
  id = CONTACT_FORM_ANCHOR,
  refusal = null,
  sent = false,
  product = null,
}: {
  id?: string;
  /** The form the server refused (the contact page answering a post). */
  refusal?: ContactFormRefusal | null;
  /** The server's confirmation that a posted message was taken. */
  sent?: boolean;
  /** A product enquiry's product: named above the fields, its id sent in a hidden field. */
  product?: ContactProduct | null;
}) {
  const uid = useId();
  const [failure, setFailure] = useState<Failure | null>(refusal && { message: refusal.message, hint: false });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set(refusal?.invalid));
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(sent);
  const send = useMutation({ mutationFn: sendContactMessage });
  const initial = refusal?.values ?? EMPTY;

  useEffect(() => {
    if (sentAt === null) return;
    const timer = setTimeout(() => setSentAt(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [sentAt]);

  const edited = () => {
    if (failure === null && invalid.size === 0) return;
    setFailure(null);
    setInvalid(new Set());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const form = event.currentTarget;
    setSentAt(null);
    setConfirmed(false);
    const { fields, website, product: productId } = formValues(form);
    const checked = validateContactForm(fields);
    if (!checked.ok) {
      setFailure({ message: checked.message, hint: false });
      setInvalid(new Set(checked.invalid));
      return;
    }
    setFailure(null);
    setInvalid(new Set());
    send.mutate(
      { ...checked.values, website, ...(productId ? { product_id: Number(productId) } : {}) },
      {
        onSuccess: () => {
          clearForm(form);
          setSentAt(Date.now());
        },
        onError: (error) => setFailure(describeFailure(error)),
      },
    );
  };

  const errorId = `${uid}-error`;
  const fieldProps = (name: FieldName) => ({
    id: `${uid}-${name}`,
    name,
    defaultValue: initial[name],
    required: true,
    maxLength: MAX_LENGTH[name],
    'aria-invalid': invalid.has(name) || undefined,
    'aria-describedby': failure ? errorId : undefined,
    // The page answering a refused post puts the visitor in the first field to fix (natively,
    // before any script), the error read with it through aria-describedby.
    autoFocus: refusal?.invalid[0] === name || undefined,
    className: styles.input,
  });

  return (
    <section className={styles.section} id={id} aria-labelledby={`${uid}-heading`}>
      <div className={styles.container}>
        <div className={styles.intro}>
          <p className={section.eyebrow}>Contact Us</p>
          <h2 className={section.title} id={`${uid}-heading`}>
            Let’s Build Something Beautiful Together
          </h2>
          <p className={`${section.lead} ${styles.lead}`}>
            Tell us about the piece, the room or the floor you have in mind. Our craftsmen read every message and will
            get back to you with ideas, timing and an honest quote.
          </p>
          <ul className={styles.points}>
            <li>
              <Icon icon={faCouch} /> Custom furniture and joinery
            </li>
            <li>
              <Icon icon={faRulerCombined} /> Wooden floors supplied and fitted
            </li>
            <li>
              <Icon icon={faHammer} /> Renovation and restoration work
            </li>
          </ul>
        </div>

        {/*
          The browser's own checks are off: the same rules, with the spec's texts, apply in the app or on
          the server. No fragment in the action: a page at a fragment skips autofocus, which puts the
          visitor in the field to fix; the confirmation's address carries the fragment instead.
        */}
        <form
          className={styles.form}
          method="post"
          action={CONTACT_FORM_PATH}
          onSubmit={submit}
          onChange={edited}
          noValidate
          aria-label="Contact form"
        >
          {product ? (
            <p className={styles.about}>
              About: <strong>{product.name}</strong>
              <input type="hidden" name={CONTACT_PRODUCT_FIELD} value={product.id} />
            </p>
          ) : null}
          <div className={styles.grid}>
            {FIELDS.map((field) => (
              <div key={field.name} className={field.wide ? styles.wide : undefined}>
                <label className={styles.label} htmlFor={`${uid}-${field.name}`}>
                  {field.label}{' '}
                  <span className={styles.required} aria-hidden="true">
                    *
                  </span>
                </label>
                <input {...fieldProps(field.name)} type={field.type} autoComplete={field.autoComplete} />
              </div>
            ))}
            <div className={styles.wide}>
              <label className={styles.label} htmlFor={`${uid}-message`}>
                Message{' '}
                <span className={styles.required} aria-hidden="true">
                  *
                </span>
              </label>
              <textarea {...fieldProps('message')} rows={6} />
            </div>
          </div>

          {/* Spam trap: hidden from people and assistive technology, filled in by bots. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={`${uid}-website`}>Website</label>
            <input id={`${uid}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>

          {failure && (
            <div className={styles.error} role="alert" id={errorId}>
              <Icon icon={faCircleExclamation} />
              <div>
                <p>{failure.message}</p>
                {failure.hint && <p className={styles.hint}>{SEND_FAILED_HINT}</p>}
              </div>
            </div>
          )}
          <div aria-live="polite">
            {(sentAt !== null || confirmed) && (
              <p className={styles.success}>
                <Icon icon={faCircleCheck} /> {contactFormTexts.sent}
              </p>
            )}
          </div>

          <button type="submit" className={styles.button} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
            {!send.isPending && <Icon icon={faPaperPlane} />}
          </button>
        </form>
      </div>
    </section>
  );
}
