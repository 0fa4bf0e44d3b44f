import { PUBLIC_RECORD_PAGES } from '@grain/contract/redirects';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createRedirect, invalidateRedirects } from '../../api/admin/redirects.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { useToasts } from '../ui/toasts.tsx';
import { PathField } from './redirect-form.tsx';
import styles from './redirects.module.css';

/**
 * After a record with a page of its own is deleted: "Redirect /blog/12 to…", a path prefilled
 * with the list the record was shown in, and one button that makes the redirect (301).
 */
function RedirectOffer({ from, to, onClose }: { from: string; to: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [target, setTarget] = useState(to);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  // The delete's dialog has closed: the focus comes here, to the offer's one field.
  useEffect(() => inputRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const saved = await createRedirect({ from, to: target, status: 301 });
      toasts.success(`${saved.from} now redirects to ${saved.to}.`);
      await invalidateRedirects(queryClient);
      onClose();
    } catch (error) {
      setFailure(describeFailure(error, 'Failed to create the redirect.', ['to']));
    } finally {
      setBusy(false);
    }
  };

  const otherError = failure && !failure.fieldErrors.to ? [failure.message, ...failure.details].join(' ') : null;
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.offerTitle}>
        Redirect <code>{from}</code> to…
      </h2>
      <p className={styles.help}>
        Its page is gone: visitors and search engines that come to it can be sent on. Should you restore it from the
        trash, delete the redirect on the Redirects screen.
      </p>
      <form className={styles.offerForm} onSubmit={submit} noValidate>
        <PathField
          label={`New address for ${from}`}
          name="to"
          value={target}
          onChange={setTarget}
          error={failure?.fieldErrors.to}
          inputRef={inputRef}
        />
        <Button type="submit" variant="primary" busy={busy} busyText="Creating...">
          Create redirect
        </Button>
        <Button variant="ghost" onClick={onClose}>
          No thanks
        </Button>
      </form>
      {otherError ? (
        <p className={styles.error} role="alert">
          {otherError}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The offer to redirect the address of a record just deleted, for the collections whose records
 * have a page (contract/redirects' PUBLIC_RECORD_PAGES); nothing for the others.
 */
export function useRedirectOffer(collectionPath: string) {
  const pages = PUBLIC_RECORD_PAGES[collectionPath];
  const [from, setFrom] = useState<string | null>(null);
  const offer = useCallback((id: number) => setFrom(pages ? pages.page(id) : null), [pages]);
  const element =
    from && pages ? <RedirectOffer key={from} from={from} to={pages.list} onClose={() => setFrom(null)} /> : null;
  return { offer, element };
}
