import { Alert } from './alert.tsx';
import type { Failure } from './failure.ts';

/** The screen's message in bold, then the server's safe details, one per line. */
export function NoticeText({ failure }: { failure: Pick<Failure, 'message' | 'details'> }) {
  return (
    <>
      <p>
        <strong>{failure.message}</strong>
      </p>
      {failure.details.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
    </>
  );
}

export function FailureAlert({ failure, onDismiss }: { failure: Failure | null; onDismiss?: () => void }) {
  if (!failure) return null;
  return (
    <Alert tone="error" onDismiss={onDismiss}>
      <NoticeText failure={failure} />
    </Alert>
  );
}
