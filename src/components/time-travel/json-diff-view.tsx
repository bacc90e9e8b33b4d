import { useMemo } from 'react';
import { diffJson, NEW_KEY, OLD_KEY, UNCHANGED_KEY, type JsonDiff } from '../../core/history/json-diff';
import type { LastChange } from '../../core/history/key-changes';
import type { JsonValue } from '../../core/move/json';
import { JsonTree, type TreeRow } from '../json-tree/json-tree';
import { DiffChangeCall } from './change-call';
import './time-travel.css';

type Container = { [key: string]: JsonValue } | JsonValue[];

export interface JsonDiffViewProps {
  /** The value at the older version; null when it did not exist there. */
  before: Container | null;
  after: Container | null;
  beforeVersion: bigint;
  afterVersion: bigint;
  /** Both sides are known equal without walking them (the same ETag): nothing is walked, nor when both are one object. */
  identical?: boolean;
  ariaLabel: string;
  height?: number | 'fill';
  /** The newest change between the two versions (useLastChange) and its node: the diff names its call. */
  changedBy?: { node: string; change: LastChange | undefined };
}

const NO_DIFFERENCE: JsonDiff = { changes: [], tree: {} };

function rowClassName(row: TreeRow): string | undefined {
  if (row.key === UNCHANGED_KEY) return 'diff-unchanged';
  if (row.path.includes(OLD_KEY)) return 'diff-old';
  if (row.path.includes(NEW_KEY)) return 'diff-new';
  return undefined;
}

/** The changed paths between two versions of a value, old and new side by side, in the JSON tree. */
export default function JsonDiffView(props: JsonDiffViewProps) {
  const { before, after, beforeVersion, afterVersion, identical = false, ariaLabel, height, changedBy } = props;
  // a 4 MB value walked for nothing costs ≈ 150 ms (bench:app, the diff of Large)
  const result = useMemo(
    () => (identical || (before !== null && before === after) ? NO_DIFFERENCE : diffJson(before ?? {}, after ?? {})),
    [identical, before, after],
  );
  const counts = { changed: 0, added: 0, removed: 0 };
  for (const change of result.changes) counts[change.kind]++;
  return (
    <section className="json-diff" aria-label="Differences">
      <p className="json-diff-summary">
        From version <span className="mono">{beforeVersion.toString()}</span> to <span className="mono">{afterVersion.toString()}</span>:{' '}
        {result.changes.length === 0 ? (
          <strong>no difference</strong>
        ) : (
          <>
            <strong>{counts.changed}</strong> changed, <strong>{counts.added}</strong> added, <strong>{counts.removed}</strong> removed{' '}
            {result.changes.length === 1 ? 'path' : 'paths'}
          </>
        )}
        {before === null && <> (the value did not exist at {beforeVersion.toString()})</>}
        {after === null && <> (the value does not exist at {afterVersion.toString()})</>}.{' '}
        <span className="muted">
          {OLD_KEY} old, {NEW_KEY} new, {UNCHANGED_KEY} unchanged members left out.
        </span>
      </p>
      {changedBy !== undefined && <DiffChangeCall {...changedBy} />}
      {result.changes.length > 0 && (
        <JsonTree value={result.tree} ariaLabel={ariaLabel} initialDepth={8} rowClassName={rowClassName} height={height} />
      )}
    </section>
  );
}
