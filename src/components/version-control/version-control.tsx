import { useEffect, useState, type FormEvent } from 'react';
import { afterNextPaint } from '../after-paint';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import { KbdHint } from '../keyboard/kbd-hint';
import { SHORTCUTS } from '../keyboard/shortcuts';
import { useKeyShortcut } from '../keyboard/use-key-shortcut';
import type { OpenOldest } from './use-open-oldest';
import { useSetVersion } from './use-set-version';
import { versionSteps } from '../../core/history/ledger-window';

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

/** Following latest or pinned at N; pin, step, jump to oldest/latest, type a version (issue 4 item 5). */
export function VersionControl({
  pinned,
  shown,
  oldest,
  latest,
  prefetch,
  openOldest,
  paused = false,
  onTogglePause,
}: VersionControlProps) {
  const setVersion = useSetVersion();
  const current = pinned ?? shown;
  const { back, on } = versionSteps(current, oldest, latest);

  useNeighbourPrefetch(pinned === undefined ? undefined : prefetch, back, on);

  // `current` as where the step starts from: an open diff follows the step (following latest, the URL does not say it)
  const stepBack = back !== undefined ? () => setVersion(back, current) : undefined;
  const stepOn = on !== undefined ? () => setVersion(on, current) : undefined;
  const togglePin = pinned !== undefined ? () => setVersion(undefined) : shown !== undefined ? () => setVersion(shown, shown) : undefined;
  useKeyShortcut(SHORTCUTS.previousVersion, stepBack);
  useKeyShortcut(SHORTCUTS.nextVersion, stepOn);
  useKeyShortcut(SHORTCUTS.pin, togglePin);

  return (
    <div className="version-control" role="group" aria-label="Ledger version">
      <PinState pinned={pinned} shown={shown} paused={paused} togglePin={togglePin} onTogglePause={onTogglePause} />
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

interface PinStateProps extends Pick<VersionControlProps, 'pinned' | 'shown' | 'paused' | 'onTogglePause'> {
  togglePin: (() => void) | undefined;
}

/** Following latest (with Pin and Pause) or pinned (with Follow latest). */
function PinState({ pinned, shown, paused, togglePin, onTogglePause }: PinStateProps) {
  return pinned === undefined ? (
    <>
      <span>
        {paused ? 'Paused on latest' : 'Following latest'}
        {shown !== undefined && (
          <>
            {' '}
            — showing version <strong className="mono">{shown.toString()}</strong>
          </>
        )}
      </span>
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
    <>
      <span>
        Pinned at <strong className="mono">{pinned.toString()}</strong>
      </span>
      <button type="button" onClick={togglePin} aria-keyshortcuts={SHORTCUTS.pin.key}>
        Follow latest
        <KbdHint shortcut={SHORTCUTS.pin} />
      </button>
    </>
  );
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
