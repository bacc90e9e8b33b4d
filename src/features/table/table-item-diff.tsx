import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { useMoveLayouts } from '../../queries/move-layouts/use-move-layouts';
import JsonDiffView from '../../components/time-travel/json-diff-view';
import { DiffChangeCall } from '../../components/time-travel/change-call';
import type { ShapeSource } from '../../core/move/type-shape';
import { searchWith } from '../../components/time-travel/time-travel-params';
import { ApiError } from '../../core/api/errors';
import type { FoundChange } from '../../core/history/key-changes';
import { useLastChange } from '../../queries/use-state-key-history';
import { diffBytes } from '../../core/history/byte-diff';
import { formatHexBytes } from '../../core/move/hex';
import { decodeTableValue } from './decode-table-value';
import { tableQueries } from './queries';

interface TableItemDiffProps {
  node: string;
  handle: string;
  keyHex: string;
  valueType: string | undefined;
  before: bigint;
  after: bigint;
  /** The changes the page's searches found (useStateKeyHistory): without the node's index, they name the change. */
  found: readonly FoundChange[];
}

/** Runs shown in the byte list; the summary counts them all. */
const SHOWN_RUNS = 200;

/** An item absent at a version is an empty side; other failures are shown as such. */
function sideOf(query: { data?: { data: Uint8Array } | undefined; error: unknown }): Uint8Array | null | undefined {
  if (query.data) return query.data.data;
  if (query.error instanceof ApiError && query.error.errorCode === 'table_item_not_found') return null;
  return undefined;
}

function decodedContainer(bytes: Uint8Array | null, valueType: string | undefined, layouts: ShapeSource | undefined) {
  if (bytes === null) return null;
  const decoded = decodeTableValue(bytes, valueType ?? '', layouts);
  if (decoded.kind !== 'decoded') return undefined;
  const value = decoded.value;
  // the tree diff wants a container: a scalar value is wrapped under its type
  return typeof value === 'object' && value !== null ? value : { value };
}

/** `?ledger_version=N&compare=M` on a table item: the bytes that differ, and the decoded diff with a value type. */
export default function TableItemDiff({ node, handle, keyHex, valueType, before, after, found }: TableItemDiffProps) {
  const [search] = useSearchParams();
  const older = useQuery(tableQueries.item(node, handle, keyHex, before));
  const newer = useQuery(tableQueries.item(node, handle, keyHex, after));
  // the newer version's layouts read both sides: a module upgrade never changes an existing struct's layout
  const layouts = useMoveLayouts(node, valueType, after);
  const shapes = layouts.status === 'ready' ? layouts.layouts : undefined;
  const beforeBytes = sideOf(older);
  const afterBytes = sideOf(newer);
  // the call behind the newest change between the two versions (either may be the older), once the diff is shown
  const change = useLastChange(
    node,
    { kind: 'table_item', tableHandle: handle, key: keyHex },
    before < after ? before : after,
    before < after ? after : before,
    found,
    beforeBytes !== undefined && afterBytes !== undefined,
  );
  const failed = [older, newer].find((query) => query.isError && sideOf(query) === undefined);
  const close = (
    <p className="toolbar">
      <Link className="button" to={{ search: searchWith(search, 'compare', null) }}>
        Close the diff
      </Link>
    </p>
  );
  if (failed !== undefined) {
    return (
      <>
        {close}
        <ApiErrorView error={failed.error} requestedVersion={failed === older ? before : after} onRetry={() => void failed.refetch()} />
      </>
    );
  }
  if (beforeBytes === undefined || afterBytes === undefined)
    return (
      <p className="muted" aria-live="polite">
        Reading both versions…
      </p>
    );
  const bytes = diffBytes(beforeBytes ?? new Uint8Array(), afterBytes ?? new Uint8Array());
  const beforeValue = decodedContainer(beforeBytes, valueType, shapes);
  const afterValue = decodedContainer(afterBytes, valueType, shapes);
  return (
    <div className="table-item-diff">
      {close}
      {beforeValue !== undefined && afterValue !== undefined && (
        <JsonDiffView
          before={beforeValue}
          after={afterValue}
          beforeVersion={before}
          afterVersion={after}
          ariaLabel="Differences of the decoded value"
          changedBy={{ node, change }}
        />
      )}
      <section aria-label="Byte differences" className="table-item-section">
        <h2>BCS bytes</h2>
        {/* without a decoded diff (no value type), the call behind the change is named here */}
        {(beforeValue === undefined || afterValue === undefined) && <DiffChangeCall node={node} change={change} />}
        <p>
          {beforeBytes === null ? 'absent' : `${beforeBytes.length} bytes`} at <span className="mono">{before.toString()}</span>,{' '}
          {afterBytes === null ? 'absent' : `${afterBytes.length} bytes`} at <span className="mono">{after.toString()}</span>:{' '}
          {bytes.runs.length === 0 ? (
            <strong>identical</strong>
          ) : (
            <>
              <strong>
                {bytes.runs.length}
                {bytes.truncated ? '+' : ''}
              </strong>{' '}
              {bytes.runs.length === 1 && !bytes.truncated ? 'run of bytes differs' : 'runs of bytes differ'}
            </>
          )}
          .
        </p>
        {bytes.runs.length > 0 && (
          <table className="byte-diff">
            <thead>
              <tr>
                <th scope="col">bytes</th>
                <th scope="col">at {before.toString()}</th>
                <th scope="col">at {after.toString()}</th>
              </tr>
            </thead>
            <tbody>
              {bytes.runs.slice(0, SHOWN_RUNS).map((run) => (
                <tr key={run.start}>
                  <td className="mono">{run.end - run.start === 1 ? run.start : `${run.start}–${run.end - 1}`}</td>
                  <td className="mono diff-old-cell">{formatHexBytes((beforeBytes ?? new Uint8Array()).subarray(run.start, run.end))}</td>
                  <td className="mono diff-new-cell">{formatHexBytes((afterBytes ?? new Uint8Array()).subarray(run.start, run.end))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
