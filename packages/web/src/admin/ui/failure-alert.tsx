import { Alert } from './alert.tsx';
import type { Failure } from './failure.ts';

export function FailureAlert({ failure, onDismiss }: { failure: Failure | null; onDismiss?: () => void }) {
  if (!failure) return null;
  return (
    <Alert tone="error" onDismiss={onDismiss}>
      <p>
        <strong>{failure.message}</strong>
      </p>
      {failure.details.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
    </Alert>
  );
}
