import { useEffect, useState, type FormEvent } from 'react';
import { afterNextPaint } from '../after-paint';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import { KbdHint } from '../keyboard/kbd-hint';
import { SHORTCUTS } from '../keyboard/shortcuts';
import { PinText } from './pin-text';
import type { OpenOldest } from './use-open-oldest';
import { useSetVersion } from './use-set-version';
import type { VersionSteps } from './use-version-steps';

export interface VersionControlProps {
  /** From the URL: undefined means following latest. */
  pinned: bigint | undefined;
  /** The version the data on screen was read at (for latest: the response's ledger version). */
  shown: bigint | undefined;
  oldest: bigint | undefined;
  latest: bigint | undefined;
  /** Warms the cache for a version the user is likely to open next (the neighbours, after the next paint). */
  prefetch?: (version: bigint) => void;
  /** Opens the oldest version by reading it first (useOpenOldest); without it, Oldest pins the version last seen. */
  openOldest?: OpenOldest;
  /** Following latest: whether refreshes are paused, and the switch (absent: no pause button). */
  paused?: boolean;
  onTogglePause?: () => void;
}

/**
 * The version control's buttons and field: following latest or pinned at N; pin, step, jump to oldest/latest, type a
 * version (issue 4 item 5). Its steps and their keys come from useVersionSteps, which its page holds from the first
 * paint: this bar may load after it (StateKeyShell).
 */
export default function VersionControlBar({
  pinned,
  shown,
  oldest,
  latest,
  prefetch,
  openOldest,
  paused = false,
  onTogglePause,
  steps,
}: VersionControlProps & { steps: VersionSteps }) {
  const setVersion = useSetVersion();
  const { stepBack, stepOn, togglePin } = steps;
  useNeighbourPrefetch(pinned === undefined ? undefined : prefetch, steps.back, steps.on);

  return (
    <div className="version-control" role="group" aria-label="Ledger version">
      <PinText pinned={pinned} shown={shown} paused={paused} />
      {pinned === undefined ? (
        <>
          <button
            type="button"
            className="primary"
            disabled={togglePin === undefined}
            onClick={togglePin}
            aria-keyshortcuts={SHORTCUTS.pin.key}
          >
            Pin this version
            <KbdHint shortcut={SHORTCUTS.pin} />
          </button>
          {onTogglePause !== undefined && (
            <button type="button" aria-pressed={paused} onClick={onTogglePause}>
              {paused ? 'Resume refreshing' : 'Pause refreshing'}
            </button>
          )}
        </>
      ) : (
        <button type="button" onClick={togglePin} aria-keyshortcuts={SHORTCUTS.pin.key}>
          Follow latest
          <KbdHint shortcut={SHORTCUTS.pin} />
        </button>
      )}
      <button
        type="button"
        aria-label="Previous version"
        aria-keyshortcuts={SHORTCUTS.previousVersion.key}
        disabled={stepBack === undefined}
        onClick={stepBack}
      >
        ← N−1
        <KbdHint shortcut={SHORTCUTS.previousVersion} />
      </button>
      <button
        type="button"
        aria-label="Next version"
        aria-keyshortcuts={SHORTCUTS.nextVersion.key}
        disabled={stepOn === undefined}
        onClick={stepOn}
      >
        N+1 →
        <KbdHint shortcut={SHORTCUTS.nextVersion} />
      </button>
      <button
        type="button"
        disabled={oldest === undefined || openOldest?.busy === true}
        onClick={() => oldest !== undefined && (openOldest ? openOldest.open(oldest) : setVersion(oldest))}
      >
        {openOldest?.busy === true ? 'Opening the oldest…' : <>Oldest{oldest !== undefined && ` (${oldest.toString()})`}</>}
      </button>
      <button type="button" disabled={latest === undefined} onClick={() => latest !== undefined && setVersion(latest)}>
        Latest{latest !== undefined && ` (${latest.toString()})`}
      </button>
      <GoToVersion onGo={setVersion} otherError={openOldest?.error} />
    </div>
  );
}

/** Warms the cache for the neighbours of a pinned version, after the frame showing it is painted. */
function useNeighbourPrefetch(prefetch: ((version: bigint) => void) | undefined, back: bigint | undefined, on: bigint | undefined) {
  useEffect(() => {
    if (prefetch === undefined) return;
    // the neighbours' reads must not delay the paint of the version on screen
    if (back !== undefined) afterNextPaint(() => prefetch(back));
    if (on !== undefined) afterNextPaint(() => prefetch(on));
  }, [back, on, prefetch]);
}

/** A typed version to go to; a typo is named under it, as is `otherError` (the oldest's opening). */
function GoToVersion({ onGo, otherError }: { onGo: (version: bigint) => void; otherError: string | null | undefined }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLedgerVersionParam(typed.trim());
    setError(parsed.ok ? null : parsed.message);
    if (parsed.ok) onGo(parsed.value);
  };
  return (
    <>
      <form onSubmit={submit}>
        <input
          aria-label="Go to version"
          placeholder="version"
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit">Go</button>
      </form>
      {otherError != null && (
        <p className="error-text" role="alert">
          {otherError}
        </p>
      )}
      {error !== null && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
