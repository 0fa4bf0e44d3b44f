import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueries } from '../../api/admin/admin-queries.ts';
import { demoQueries, removeDemoContent } from '../../api/admin/demo.ts';
import { useMay } from '../auth/use-admin-session.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { useToasts } from '../ui/toasts.tsx';
import styles from './dashboard.module.css';

/**
 * While the site still holds demo content: a note and a button that removes it, after a
 * confirmation naming what goes and what stays (the server's own sentences, as the command
 * `npm run demo -- --remove` prints them). Shown only when there is something to remove.
 */
export function DemoPanel() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const plan = useQuery({ ...demoQueries.plan(), enabled: useMay('admin') }).data;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  if (!plan || plan.total === 0) return null;

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await removeDemoContent();
      setAsking(false);
      toasts.success('The demo content was removed.');
      await queryClient.invalidateQueries({ queryKey: adminQueries.all() });
    } catch (error) {
      setFailure(describeFailure(error, 'Failed to remove the demo content'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.demo} aria-labelledby="admin-demo-title">
      <h2 id="admin-demo-title" className={styles.demoTitle}>
        Demo content
      </h2>
      <p className={styles.demoText}>
        The site still shows the demo content it started with ({plan.total} records). Remove it once your own content is
        in place.
      </p>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Remove demo content
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Remove the demo content?"
          confirmLabel="Remove demo content"
          busyLabel="Removing..."
          busy={busy}
          failure={failure}
          onConfirm={remove}
          onCancel={() => {
            setAsking(false);
            setFailure(null);
          }}
        >
          <p>{plan.removes}</p>
          {plan.keeps.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
