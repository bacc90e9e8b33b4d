import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeDirection, ChangeSearchProgress } from '../../core/history/change-search';
import type { ChangeAnswer, ChangeQuery } from '../../core/history/key-changes';
import { errorMessage } from '../../core/error-message';

export type ChangeSearchState =
  | { status: 'idle' }
  | { status: 'searching'; direction: ChangeDirection; purpose: ChangePurpose; progress: ChangeSearchProgress | null }
  | { status: 'done'; direction: ChangeDirection; purpose: ChangePurpose; from: bigint; answer: ChangeAnswer }
  | { status: 'failed'; message: string };

/** Open the change itself, or the diff of the value on screen with the value before its last change. */
export type ChangePurpose = 'open' | 'diff';

/** Runs a change search of the page's state key (useStateKeyHistory); a new `find` is another key or node. */
export type FindChange = (query: ChangeQuery) => Promise<ChangeAnswer>;

/** Runs one change search at a time (a new one, another key, or leaving the page cancels the running one). */
export function useChangeSearch(
  find: FindChange,
  oldest: bigint | undefined,
  latest: bigint | undefined,
  onFound: (answer: ChangeAnswer & { kind: 'found' }, purpose: ChangePurpose, from: bigint) => void,
) {
  const [state, setState] = useState<ChangeSearchState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);
  // another key or node: a result about the old one would mislead
  useEffect(() => cancel, [cancel, find]);

  const start = useCallback(
    (direction: ChangeDirection, from: bigint, purpose: ChangePurpose) => {
      if (oldest === undefined || latest === undefined) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'searching', direction, purpose, progress: null });
      find({
        direction,
        from,
        oldest,
        latest,
        signal: controller.signal,
        onProgress: (progress) => {
          if (running.current === controller) setState({ status: 'searching', direction, purpose, progress });
        },
      }).then(
        (answer) => {
          if (running.current !== controller) return;
          running.current = null;
          setState({ status: 'done', direction, purpose, from, answer });
          if (answer.kind === 'found') onFound(answer, purpose, from);
        },
        (error: unknown) => {
          if (running.current !== controller) return;
          running.current = null;
          setState({ status: 'failed', message: errorMessage(error) });
        },
      );
    },
    [find, oldest, latest, onFound],
  );

  return { state, start, cancel };
}
