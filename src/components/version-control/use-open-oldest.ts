import { useCallback, useState } from 'react';
import { useSetVersion } from './use-set-version';
import { errorMessage } from '../../core/error-message';

export interface OpenOldest {
  /** Reads the page's data at the oldest version (following the window forward), then pins what was read. */
  open: (oldest: bigint) => void;
  busy: boolean;
  error: string | null;
}

/**
 * The oldest version of a live window moves on several times a second: it is resolved when the user
 * asks, by reading there (`readAt` fills the page's query cache, so the pinned page shows at once).
 */
export function useOpenOldest(readAt: (version: bigint) => Promise<unknown>): OpenOldest {
  const setVersion = useSetVersion();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = useCallback(
    (oldest: bigint) => {
      setBusy(true);
      setError(null);
      // its code loads when asked: no part of a page's first paint
      import('../../core/history/follow-window')
        .then(({ readFollowingWindow }) => readFollowingWindow(oldest, readAt))
        .then(
          (version) => {
            setBusy(false);
            setVersion(version);
          },
          (failure: unknown) => {
            setBusy(false);
            setError(`Could not open the oldest version: ${errorMessage(failure)}`);
          },
        );
    },
    [readAt, setVersion],
  );
  return { open, busy, error };
}
