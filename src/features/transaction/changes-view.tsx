import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { AfterPaint } from '../../components/after-paint-gate';
import { ApiError } from '../../core/api/errors';
import type { TransactionChange } from '../../core/api/transaction-body-parse';
import { parseHexBytes } from '../../core/move/hex';
import type { JsonValue } from '../../core/move/json';
import { shortAddress } from '../../components/transactions/transaction-kind';
import { resourceQuery } from '../../queries/resource-query';
import { TypeName } from '../../components/explorer/type-name';
import { explorerHref, type ExplorerTarget } from '../../core/search/explorer-location';
import { errorMessage } from '../../core/error-message';
import { TreeAfterPaint } from './later-json-tree';

const JsonDiffView = lazy(() => import('../../components/time-travel/json-diff-view'));
// a table write's hex dump, folded under its summary, loads once the changes are painted (issue 34)
const HexView = lazy(async () => ({ default: (await import('../../components/hex-view/hex-view')).HexView }));

/** Changes shown at first; a genesis write set has thousands. */
const FIRST_CHANGES = 40;
/** Diffs opened at first (each reads the value at the version before). */
const OPEN_DIFFS = 12;

type ResourceData = { [key: string]: JsonValue };

/** Every write of the transaction at `version`: resources as diffs against the version before, table items with their bytes. */
export function ChangesView({ changes, version }: { changes: readonly TransactionChange[]; version: bigint }) {
  const [shown, setShown] = useState(FIRST_CHANGES);
  return (
    <section className="tx-section" aria-labelledby="changes-title">
      <h2 id="changes-title">
        Changes <span className="muted">({changes.length.toLocaleString('en')})</span>
      </h2>
      {changes.length === 0 && <p className="muted">This transaction wrote nothing.</p>}
      <ol className="card-list">
        {changes.slice(0, shown).map((change, index) => (
          <li key={index} className="card" data-change={change.type}>
            <ChangeCard change={change} version={version} open={index < OPEN_DIFFS} />
          </li>
        ))}
      </ol>
      {changes.length > shown && (
        <button type="button" onClick={() => setShown((count) => count + FIRST_CHANGES * 5)}>
          Show {Math.min(FIRST_CHANGES * 5, changes.length - shown).toLocaleString('en')} more of{' '}
          {(changes.length - shown).toLocaleString('en')}
        </button>
      )}
    </section>
  );
}

function ChangeCard({ change, version, open }: { change: TransactionChange; version: bigint; open: boolean }) {
  const { params } = useExplorerParams();
  switch (change.type) {
    case 'write_resource':
    case 'delete_resource': {
      const address = shortAddress(change.address);
      const type = change.type === 'write_resource' ? change.data.type : change.resource;
      const after = change.type === 'write_resource' ? change.data.data : null;
      return (
        <>
          <h3>
            <span className="tag">{change.type === 'write_resource' ? 'resource written' : 'resource deleted'}</span>
            <TypeName type={type} /> at <ExplorerLink to={{ kind: 'account', address }}>{address}</ExplorerLink>{' '}
            <span className="muted">
              (
              <ExplorerLink
                to={{ kind: 'resource', address, resourceType: type }}
                params={{ ...params, ledgerVersion: version.toString() }}
              >
                its page at {version.toString()}
              </ExplorerLink>
              )
            </span>
          </h3>
          <ResourceDiff address={address} type={type} after={after} version={version} open={open} />
        </>
      );
    }
    case 'write_table_item':
    case 'delete_table_item': {
      const table = shortAddress(change.handle);
      const data = change.data ?? null;
      const valueType = change.type === 'write_table_item' ? change.data?.value_type : undefined;
      const value = change.type === 'write_table_item' ? change.data?.value : undefined;
      const tableTarget: ExplorerTarget = {
        kind: 'table',
        handle: table,
        key: change.key,
        ...(data === null ? {} : { keyType: data.key_type }),
        ...(valueType === undefined ? {} : { valueType }),
      };
      return (
        <>
          <h3>
            <span className="tag">{change.type === 'write_table_item' ? 'table item written' : 'table item deleted'}</span>
            in table{' '}
            <ExplorerLink to={tableTarget} params={{ ...params, ledgerVersion: version.toString() }}>
              <span className="mono">{table}</span>
            </ExplorerLink>
          </h3>
          <dl className="kv">
            <dt>key</dt>
            <dd>
              {data === null ? (
                change.key
              ) : (
                <>
                  {JSON.stringify(data.key)} <span className="muted">: {data.key_type}</span>
                </>
              )}
            </dd>
            {data !== null && (
              <>
                <dt>key bytes</dt>
                <dd>{change.key}</dd>
              </>
            )}
            {value !== undefined && (typeof value !== 'object' || value === null) && (
              <>
                <dt>value</dt>
                <dd>
                  {JSON.stringify(value)} <span className="muted">: {valueType}</span>
                </dd>
              </>
            )}
            {change.type === 'write_table_item' && data === null && (
              <>
                <dt>value</dt>
                <dd className="muted">not decoded by the node: open the item to decode it with a value type</dd>
              </>
            )}
          </dl>
          {value !== undefined && typeof value === 'object' && value !== null && (
            <TreeAfterPaint value={value} ariaLabel="Table item value" height={160} />
          )}
          {change.type === 'write_table_item' && <ValueBytes hex={change.value} />}
          {version > 0n && (
            <p>
              {/* the item's page decodes the value before with the value type and diffs it, as a resource's is here */}
              <Link
                to={`${explorerHref(tableTarget, { ...params, ledgerVersion: version.toString() })}&compare=${(version - 1n).toString()}`}
              >
                The value before and the diff against version {(version - 1n).toString()}
              </Link>
            </p>
          )}
        </>
      );
    }
    case 'write_module':
    case 'delete_module': {
      const address = shortAddress(change.address);
      const name = change.type === 'write_module' ? (change.data.abi?.name ?? null) : change.module;
      return (
        <h3>
          <span className="tag">{change.type === 'write_module' ? 'module published' : 'module deleted'}</span>
          {name === null ? (
            <>a module without its ABI at {address}</>
          ) : (
            <ExplorerLink to={{ kind: 'module', address, moduleName: name }}>
              <span className="mono">
                {address}::{name}
              </span>
            </ExplorerLink>
          )}
        </h3>
      );
    }
    case 'unknown':
      return (
        <>
          <h3>
            <span className="tag">{change.sentType}</span> a write this explorer does not know
          </h3>
          <TreeAfterPaint value={change as unknown as JsonValue} ariaLabel="Change" height={160} />
        </>
      );
  }
}

function ValueBytes({ hex }: { hex: string }) {
  let bytes: Uint8Array;
  try {
    bytes = parseHexBytes(hex);
  } catch {
    return <p className="muted">value bytes: {hex}</p>;
  }
  return (
    <details>
      <summary>Value bytes ({bytes.length.toLocaleString('en')})</summary>
      <AfterPaint>
        <HexView bytes={bytes} ariaLabel="Value bytes" height={120} />
      </AfterPaint>
    </details>
  );
}

/** The resource as it was at the version before, beside what this transaction wrote (null: deleted); read once opened. */
function ResourceDiff({
  address,
  type,
  after,
  version,
  open,
}: {
  address: string;
  type: string;
  after: ResourceData | null;
  version: bigint;
  open: boolean;
}) {
  const [opened, setOpened] = useState(open);
  const { node } = useExplorerParams();
  const previous = version === 0n ? undefined : version - 1n;
  const query = useQuery({
    // the account and resource pages' read: a value one of them already read is not asked again
    ...resourceQuery(node, address, type, previous ?? 0n),
    enabled: opened && previous !== undefined,
    retry: false,
  });
  const absent = previous === undefined || (query.error instanceof ApiError && query.error.errorCode === 'resource_not_found');
  const body = () => {
    if (query.isError && !absent) {
      const pruned = query.error instanceof ApiError && query.error.kind === 'pruned';
      return (
        <>
          <p className="muted">
            {pruned
              ? `Version ${String(previous)} is pruned: the value before cannot be read. What was written:`
              : `The value before could not be read (${errorMessage(query.error)}). What was written:`}
          </p>
          {after !== null && <TreeAfterPaint value={after} ariaLabel={`${type} as written`} height={200} />}
        </>
      );
    }
    if (!absent && query.data === undefined) return <p className="muted">Reading the value before…</p>;
    return (
      <Suspense fallback={<p className="muted">Loading the diff…</p>}>
        <JsonDiffView
          before={absent ? null : (query.data?.data.data ?? null)}
          after={after}
          beforeVersion={previous ?? 0n}
          afterVersion={version}
          ariaLabel={`Differences of ${type}`}
        />
      </Suspense>
    );
  };
  return (
    <details open={open} onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary>Diff against version {version === 0n ? '(none: genesis)' : (version - 1n).toString()}</summary>
      {opened && body()}
    </details>
  );
}
