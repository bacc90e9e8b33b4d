import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ChangeDirection } from '../../core/history/change-search';
import type { ChangeAnswer } from '../../core/history/key-changes';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import { KbdHint } from '../keyboard/kbd-hint';
import { SHORTCUTS } from '../keyboard/shortcuts';
import { useKeyShortcut } from '../keyboard/use-key-shortcut';
import { ChangeCall } from './change-call';
import { useChangeSearch, type ChangePurpose, type ChangeSearchState, type FindChange } from './use-change-search';
import './time-travel.css';

export interface ChangeNavigatorProps {
  node: string;
  /** The version whose value is on screen. */
  version: bigint | undefined;
  oldest: bigint | undefined;
  latest: bigint | undefined;
  /** The page's change search (a new function starts over). */
  find: FindChange;
  /** The version is in the window: a pruned one, or one beyond latest, has no change search (its answer would be about versions the node cannot read). */
  searchable: boolean;
  /** The page is pinned where the value changed: that version. */
  changedHere: bigint | undefined;
}

/** Previous / next change of the value on screen, and the diff with the value before its last change. */
export function ChangeNavigator({ node, version, oldest, latest, find, searchable, changedHere }: ChangeNavigatorProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const open = useCallback(
    (answer: ChangeAnswer & { kind: 'found' }, purpose: ChangePurpose, from: bigint) => {
      const next = new URLSearchParams(search);
      if (purpose === 'open') {
        next.set('ledger_version', answer.version.toString());
        next.delete('compare');
      } else {
        // from = shown + 1: the value on screen appeared at answer.version; compare with the one before it
        next.set('ledger_version', (from - 1n).toString());
        next.set('compare', (answer.version - 1n).toString());
      }
      navigate({ search: `?${next.toString()}` });
    },
    [search, navigate],
  );
  const { state, start, cancel } = useChangeSearch(find, oldest, latest, open);
  const ready = searchable && version !== undefined && oldest !== undefined && latest !== undefined;
  const searching = state.status === 'searching';
  const found = state.status === 'done' && state.answer.kind === 'found' ? state.answer.version : undefined;
  const run = (direction: ChangeDirection, purpose: ChangePurpose) => {
    if (version === undefined) return;
    // older from version: the change before it; for the diff, the change that made the value on screen
    start(direction, direction === 'older' && purpose === 'diff' ? version + 1n : version, purpose);
  };

  const canOlder = ready && !searching && version > oldest;
  const canNewer = ready && !searching && version < latest;
  useKeyShortcut(SHORTCUTS.previousChange, canOlder ? () => run('older', 'open') : undefined);
  useKeyShortcut(SHORTCUTS.nextChange, canNewer ? () => run('newer', 'open') : undefined);

  return (
    <div className="change-navigator" role="group" aria-label="Changes of this value">
      <button type="button" disabled={!canOlder} onClick={() => run('older', 'open')} aria-keyshortcuts={SHORTCUTS.previousChange.key}>
        ← Previous change
        <KbdHint shortcut={SHORTCUTS.previousChange} />
      </button>
      <button type="button" disabled={!canNewer} onClick={() => run('newer', 'open')} aria-keyshortcuts={SHORTCUTS.nextChange.key}>
        Next change →
        <KbdHint shortcut={SHORTCUTS.nextChange} />
      </button>
      <button type="button" disabled={!ready || searching} onClick={() => run('older', 'diff')}>
        Diff with previous change
      </button>
      {searching && (
        <button type="button" onClick={cancel}>
          Cancel
        </button>
      )}
      <p className="change-status muted" aria-live="polite">
        <ChangeStatus state={state} />
      </p>
      {(found !== undefined || changedHere !== undefined) && (
        <p className="change-calls">
          {found !== undefined && found !== changedHere && (
            <ChangeCall
              node={node}
              version={found}
              lead={state.status === 'done' && state.purpose === 'diff' ? 'Last changed at' : 'Changed at'}
            />
          )}
          {changedHere !== undefined && <ChangeCall node={node} version={changedHere} lead="This value changed at" />}
        </p>
      )}
    </div>
  );
}

function ChangeStatus({ state }: { state: ChangeSearchState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'searching': {
      const where = state.direction === 'older' ? 'older' : 'newer';
      const progress = state.progress;
      return progress === null ? (
        <>Looking for a {where} change…</>
      ) : (
        <>
          Looking for a {where} change: {progress.reads} reads, between versions <span className="mono">{progress.low.toString()}</span> and{' '}
          <span className="mono">{progress.high.toString()}</span>…
        </>
      );
    }
    case 'failed':
      return <span role="alert">The search stopped: {state.message}</span>;
    case 'done': {
      const { answer } = state;
      if (answer.kind === 'pruned') {
        const oldest = <span className="mono">{answer.oldest.toString()}</span>;
        // one read: the version searched from was gone; more: the window moved past the change while searching
        return answer.requests <= 1 ? (
          <>
            Version <span className="mono">{state.from.toString()}</span> has been pruned by the node (its oldest version is now {oldest}):
            no search from there.
          </>
        ) : (
          <>
            The node pruned the versions searched while the search ran, after {answer.requests} reads (its oldest version is now {oldest}):
            no answer.
          </>
        );
      }
      const how =
        answer.how === 'index'
          ? "from the node's index of writes, 1 request"
          : `by reading ${answer.requests} versions — the nearest version with a different value as read; a value that changed and changed back between two reads can be missed`;
      if (answer.kind === 'none') {
        return state.direction === 'older' ? (
          <>
            No change found back to the oldest version in the window, <span className="mono">{answer.bound.toString()}</span> ({how}).
          </>
        ) : (
          <>
            No change found up to the latest version, <span className="mono">{answer.bound.toString()}</span> ({how}).
          </>
        );
      }
      const time = answer.timestampUsec === null ? '' : ` at ${formatLedgerTime(answer.timestampUsec)}`;
      return (
        <>
          {state.purpose === 'diff' ? 'Last changed' : state.direction === 'older' ? 'Previous change' : 'Next change'}: version{' '}
          <span className="mono">{answer.version.toString()}</span>
          {time} ({how}).
        </>
      );
    }
  }
}
