import { useState } from 'react';
import { describeFailure, type Failure } from '../ui/failure.ts';

/**
 * One action at a time among a screen's buttons: which one runs (its key), and the failure of
 * the last, described with the screen's message and the server's reason.
 */
export function useBusyAction<K extends string | number>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = async (key: K, work: () => Promise<void>, errorMessage: string) => {
    setBusy(key);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(describeFailure(error, errorMessage));
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, setFailure, run };
}
