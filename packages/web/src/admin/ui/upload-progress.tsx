import { Button } from './button.tsx';
import styles from './upload-progress.module.css';

interface Props {
  /** Sent so far, 0 to 1. */
  fraction: number;
  onCancel: () => void;
}

/** A file on its way to the server: how much is sent, and a way to stop it. */
export function UploadProgress({ fraction, onCancel }: Props) {
  const percent = Math.round(fraction * 100);
  return (
    <div className={styles.upload}>
      <progress className={styles.bar} max={100} value={percent} aria-label="Upload progress" />
      <span className={styles.percent} aria-live="polite">
        {percent < 100 ? `Uploading ${percent}%` : 'Uploaded, processing...'}
      </span>
      <Button size="sm" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}
