import type { PreviewLink } from '@grain/contract/preview';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { draftQueries, withdrawPreviewLink } from '../../api/admin/drafts.ts';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import uiStyles from '../ui/ui.module.css';
import styles from './editorial.module.css';
import { formatSiteTime, useSiteTimeZone } from './site-time.ts';

interface Props {
  draftId: number;
  link: PreviewLink;
  onClose: () => void;
}

/** The full address of a link the API answers as a path. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * A draft's preview: the page as visitors would see it with the draft, at a signed link that
 * anyone holding it may open until it expires or is withdrawn.
 */
export function PreviewDialog({ draftId, link, onClose }: Props) {
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const links = useQuery(draftQueries.previews(draftId));
  const [copied, setCopied] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const address = absolute(link.url);

  const copy = async () => {
    await navigator.clipboard?.writeText(address).catch(() => undefined);
    setCopied(true);
  };
  const withdraw = async (id: number) => {
    setFailure(null);
    try {
      await withdrawPreviewLink(id);
      await queryClient.invalidateQueries({ queryKey: draftQueries.previews(draftId).queryKey });
    } catch (error) {
      setFailure(describeFailure(error, 'The link could not be withdrawn.'));
    }
  };

  return (
    <Modal title="Preview" onClose={onClose} size="md">
      <div className={styles.dialogBody}>
        <p>
          <a href={address} target="_blank" rel="noopener" className={`${uiStyles.button} ${uiStyles.primary}`}>
            Open preview<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <p>
          Anyone with this link can see the draft until {formatSiteTime(link.expires_at, zone)}. It shows the page as
          visitors will see it once the draft is published.
        </p>
        <div className={styles.link}>
          <label className="visually-hidden" htmlFor="preview-link">
            Preview link
          </label>
          <input id="preview-link" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
          <Button size="sm" onClick={copy}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
        <FailureAlert failure={failure} />
        {links.data && links.data.length > 0 ? (
          <section aria-labelledby="preview-links-title">
            <h3 id="preview-links-title" className={styles.legend}>
              Links of this draft
            </h3>
            <ul className={styles.links}>
              {links.data.map((each) => (
                <li key={each.id}>
                  <span>
                    {each.path} · until {formatSiteTime(each.expires_at, zone)}
                  </span>
                  <Button size="sm" variant="ghost" onClick={() => withdraw(each.id)}>
                    Withdraw
                    <span className="visually-hidden"> the link made {formatSiteTime(each.created_at, zone)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
    </Modal>
  );
}
