import { useCallback, useEffect, useRef, useState } from 'react';
import { countOf } from '../../core/text/count';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import type { FoundChange } from '../../core/history/key-changes';
import { placeInWindow } from '../../core/history/ledger-window';
import { useSetVersion } from '../version-control/use-set-version';
import type { TransactionCall } from '../../core/api/transaction-call';
import { ChangeCall } from './change-call';
import './time-travel.css';

/** The slider pins the version it rests on after this pause (dragging does not read every version). */
const SCRUB_SETTLE_MS = 350;
/** The pointer rests this long on a tick before its transaction is read. */
const POINT_SETTLE_MS = 150;

/** What the strip shows: the writes around the version on screen, or the changes found so far. */
interface TimelineData {
  changes: readonly FoundChange[];
  /** From the node's index (else found by searches). */
  fromIndex: boolean;
  /** The writes around the previous version, while the new version's load. */
  busy: boolean;
  /** The index answered that it cannot list: null when the node has none, else why it is not used. */
  unindexed: string | null | undefined;
}

export interface TimelineProps {
  node: string;
  version: bigint | undefined;
  oldest: bigint | undefined;
  latest: bigint | undefined;
  /** The writes or changes to show (useStateKeyHistory). */
  data: TimelineData;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The change versions known so far across the window, to click, and a slider to scrub it. */
export function Timeline({ node, version, oldest, latest, data }: TimelineProps) {
  const setVersion = useSetVersion();
  const around = version ?? latest;
  const { changes, fromIndex, unindexed } = data;
  const [scrub, setScrub] = useState<bigint | null>(null);
  // the call behind a tick is read when the pointer or focus rests on it, never for every tick up front
  const [pointed, setPointed] = useState<bigint | undefined>(undefined);
  // the calls read so far, for the ticks' tooltips
  const [calls, setCalls] = useState<ReadonlyMap<bigint, TransactionCall>>(new Map());
  const rememberCall = useCallback(
    (at: bigint, call: TransactionCall) => setCalls((known) => (known.has(at) ? known : new Map(known).set(at, call))),
    [],
  );
  // a pointer sweeping across the strip reads only the tick it stops on
  const pointTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointAt = (at: bigint) => {
    clearTimeout(pointTimer.current);
    pointTimer.current = setTimeout(() => setPointed(at), POINT_SETTLE_MS);
  };
  useEffect(() => () => clearTimeout(pointTimer.current), []);
  useEffect(() => {
    if (scrub === null || scrub === version) return;
    const timer = setTimeout(() => setVersion(scrub), SCRUB_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [scrub, version, setVersion]);
  // the version arrived: done scrubbing, unless the slider moved on meanwhile (a key press while the pin
  // was on its way must not be lost)
  useEffect(() => setScrub((pending) => (pending === version ? null : pending)), [version]);

  if (oldest === undefined || latest === undefined || latest < oldest) return null;
  const visible = changes.filter((change) => change.version >= oldest && change.version <= latest);
  // the index lists writes around one version: on the window's scale they would all sit in a few pixels
  // (100 writes near latest in a window of millions), so the strip spans them alone, and says so; not
  // around a version the window has left (its list may reach into the window): the window's bounds then
  const aroundPlace = around === undefined ? undefined : placeInWindow(around, oldest, latest);
  const inWindow = aroundPlace === 'in';
  const own = fromIndex && inWindow && visible.length > 0 ? ownSpan(visible, version) : null;
  const [from, to] = own ?? [oldest, latest];
  const span = Number(to - from);
  const place = (at: bigint) => (span === 0 ? '50%' : `${(Number(at - from) / span) * 100}%`);
  const shownOnSlider = scrub ?? version ?? latest;
  return (
    // until the writes around the new version arrive, the strip still shows the previous version's: say so
    <div className="timeline" aria-label="Timeline of this value" role="group" aria-busy={data.busy || undefined}>
      <div className="timeline-legend">
        <span>
          {own === null ? 'oldest' : 'from'} <span className="mono">{from.toString()}</span>
        </span>
        <span>
          {around !== undefined && aroundPlace !== 'in'
            ? // no history is read outside the window: a count there would read as "never changed"
              `version ${around.toString()} is ${aroundPlace === 'pruned' ? 'below the window (pruned)' : 'beyond latest'}: no writes are listed there`
            : fromIndex
              ? `${countOf(visible.length, 'write')} around version ${around?.toString() ?? ''} (the node's index), drawn on their own span${
                  own === null
                    ? ''
                    : `, versions ${from.toString()} to ${to.toString()}; the slider spans the window, ${oldest.toString()} to ${latest.toString()}`
                }`
              : `${countOf(visible.length, 'change')} found so far${
                  // only an answer says the node lacks the index: not a page whose value could not be read, nor a list still loading
                  unindexed !== undefined
                    ? ` (${unindexed === null ? 'the node has no write index' : `the node's write index is not used: ${lowerFirst(unindexed)}`}: use Previous / Next change)`
                    : ''
                }`}
        </span>
        <span>
          {own === null ? 'latest' : 'to'} <span className="mono">{to.toString()}</span>
        </span>
      </div>
      <div className="timeline-strip">
        {visible.map((change) => {
          const time = `Version ${change.version.toString()}${change.timestampUsec === null ? '' : ` at ${formatLedgerTime(change.timestampUsec)}`}`;
          const call = calls.get(change.version);
          const label = call === undefined ? time : `${time}: ${call.full}`;
          return (
            <button
              key={change.version.toString()}
              type="button"
              tabIndex={-1}
              className={`timeline-tick${change.version === version ? ' is-current' : ''}`}
              style={{ left: place(change.version) }}
              title={label}
              aria-label={label}
              onClick={() => setVersion(change.version)}
              onMouseEnter={() => pointAt(change.version)}
              onMouseLeave={() => clearTimeout(pointTimer.current)}
              onFocus={() => setPointed(change.version)}
            />
          );
        })}
        {version !== undefined && version >= from && version <= to && <span className="timeline-cursor" style={{ left: place(version) }} />}
      </div>
      <p className="timeline-call" aria-live="polite">
        {pointed !== undefined && <ChangeCall node={node} version={pointed} onCall={rememberCall} />}
      </p>
      <label className="timeline-scrub">
        Scrub
        <input
          type="range"
          min={Number(oldest)}
          max={Number(latest)}
          step={1}
          value={Number(shownOnSlider < oldest ? oldest : shownOnSlider)}
          onChange={(event) => setScrub(BigInt(event.target.value))}
          aria-valuetext={`version ${shownOnSlider.toString()}`}
        />
        <span className="mono">{shownOnSlider.toString()}</span>
      </label>
    </div>
  );
}

/** The versions the listed writes span, and the version on screen among them. */
function ownSpan(writes: readonly FoundChange[], current: bigint | undefined): [bigint, bigint] {
  let low = current ?? (writes[0] as FoundChange).version;
  let high = low;
  for (const write of writes) {
    if (write.version < low) low = write.version;
    if (write.version > high) high = write.version;
  }
  return [low, high];
}
