import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { usePageTarget } from '../../components/explorer/use-page-target';
import { SlowNodeNotice } from '../../components/slow-node-notice';
import { lazyHistoryTools } from '../../components/time-travel/change-tools';
import { readTimeTravelParams } from '../../components/time-travel/time-travel-params';
import { useOpenOldest } from '../../components/version-control/use-open-oldest';
import { StateKeyShell, TableHandleTitle } from '../../components/version-control/state-key-shell';
import { ApiError } from '../../core/api/errors';
import { KeyBuilder, type KeyDraft } from './key-builder';
import { useFoundChanges } from '../../queries/found-changes';
import { loadStateKeyHistory } from '../../queries/load-state-key-history';
import { useVersionedPage } from '../../queries/use-versioned-page';
import { tableQueries } from './queries';
import { TableItemResult } from './table-item-result';
import { keyFromParams, linkNeedsEncoder, readTableItemParams, writeTableItemParams, type TableItemParams } from './table-params';
import { useTypedKeyEncoder } from './use-typed-key-encoder';
import './table.css';

const TableItemDiff = lazy(() => import('./table-item-diff'));
// the change navigator and the timeline, with the history reads that drive them: after the paint
const HistoryTools = lazyHistoryTools(loadStateKeyHistory);

/** `/tables/:handle/raw_item`: one table item by key, as hex and decoded. */
export default function TableItemPage() {
  const target = usePageTarget<'table'>();
  if (!target.ok) return <InvalidParamPage title="Table item" what="table handle" message={target.message} />;
  // a long-form handle never gets here: the route's loader redirects it to the short form
  return <TableItem handle={target.value.handle} />;
}

function TableItem({ handle }: { handle: string }) {
  const [search, setSearch] = useSearchParams();
  const { node, ledgerVersion } = useExplorerParams();
  const tableParams = readTableItemParams(search);
  const encoder = useTypedKeyEncoder(linkNeedsEncoder(tableParams));
  const key = keyFromParams(tableParams, encoder.status === 'ready' ? encoder.encode : undefined);
  const keyHex = key?.ok === true ? key.value : undefined;
  const read = useCallback(
    (version: bigint | undefined) => tableQueries.item(node, handle, keyHex ?? '0x', version),
    [node, handle, keyHex],
  );
  const page = useVersionedPage({ node, pinned: ledgerVersion, read, enabled: keyHex !== undefined, absentCode: 'table_item_not_found' });
  const { query, shown } = page;
  const openOldest = useOpenOldest(page.readAt);
  const target = useMemo(
    () => (keyHex === undefined ? null : { kind: 'table_item' as const, tableHandle: handle, key: keyHex }),
    [handle, keyHex],
  );
  const found = useFoundChanges(node, target);
  const { compare } = readTimeTravelParams(search);
  const submit = (next: TableItemParams) => setSearch(writeTableItemParams(search, next));
  const [draft, setDraft] = useState<KeyDraft>('pending');

  /** One line on where the lookup stands, above the result. */
  const progress = (): string | null => {
    if (keyHex !== undefined) return query.isPlaceholderData ? `Loading version ${ledgerVersion?.toString() ?? 'latest'}…` : null;
    if (key === undefined) return 'Enter a key to look up an item of this table.';
    return key.ok === 'needs-encoder' && encoder.status === 'loading' ? 'Looking up the item…' : null;
  };
  /** The item of the key in the link: its diff, its value, why there is none, or that it is on its way. */
  const result = (): ReactNode => {
    if (keyHex === undefined) return null;
    if (compare !== null && shown !== undefined) {
      return (
        <Suspense fallback={<p className="muted">Reading both versions…</p>}>
          <TableItemDiff
            node={node}
            handle={handle}
            keyHex={keyHex}
            valueType={tableParams.valueType}
            before={compare}
            after={shown}
            found={found}
          />
        </Suspense>
      );
    }
    if (query.isError && !query.isPlaceholderData) {
      const { error } = query;
      return page.absent && error instanceof ApiError ? (
        <MissingItem handle={handle} keyHex={keyHex} version={shown ?? error.ledger?.ledgerVersion} message={error.message} />
      ) : (
        <ApiErrorView
          error={error}
          requestedVersion={ledgerVersion}
          oldest={page.oldest}
          onRetry={() => void query.refetch()}
          onOpenOldest={openOldest.open}
        />
      );
    }
    if (query.data) {
      return (
        <div className={query.isPlaceholderData ? 'is-stale-version' : undefined} aria-busy={query.isPlaceholderData}>
          <TableItemResult
            bytes={query.data.data}
            valueType={tableParams.valueType}
            node={node}
            version={shown}
            fileName={`${handle}-${keyHex}-${shown?.toString() ?? 'latest'}.bcs`}
          />
        </div>
      );
    }
    return (
      query.isPending && (
        <>
          <p className="muted" aria-live="polite">
            Looking up the item…
          </p>
          <SlowNodeNotice />
        </>
      )
    );
  };

  return (
    <StateKeyShell
      className="table-item-page"
      kind="Table item"
      title={<TableHandleTitle handle={handle} />}
      intro={
        <>
          <p className="table-item-entries-link">
            <ExplorerLink to={{ kind: 'table_entries', handle, keyType: tableParams.keyType, valueType: tableParams.valueType }}>
              All entries of this table
            </ExplorerLink>
          </p>
          {/* the key form is the page's main input: never folded away with the tools, on a phone too */}
          <KeyBuilder key={search.toString()} initial={tableParams} onSubmit={submit} onDraftChange={setDraft} />
        </>
      }
      request={{
        target: { kind: 'table', handle, key: keyHex, valueType: tableParams.valueType },
        read: target === null ? null : { ...target, ledgerVersion },
        ready: target === null || !query.isPending,
      }}
      page={page}
      versionControl={{ openOldest: keyHex === undefined ? undefined : openOldest }}
      history={target === null ? null : { tools: <HistoryTools node={node} target={target} at={page.at} />, timeline: true }}
      notices={
        <>
          {key?.ok === false && (
            <div className="error-view" role="alert">
              <h2>The key in this link is not valid</h2>
              <p>{key.message}</p>
            </div>
          )}
          {key?.ok === 'needs-encoder' && encoder.status === 'failed' && (
            <div className="error-view" role="alert">
              <h2>The key in this link could not be encoded</h2>
              <p>{encoder.message}</p>
            </div>
          )}
          {progress() !== null && (
            <p className="muted" aria-live="polite">
              {progress()}
            </p>
          )}
        </>
      }
      diff={compare !== null}
    >
      <ResultForKey keyHex={keyHex} draft={draft} answered={query.data !== undefined || query.isError}>
        {result()}
      </ResultForKey>
    </StateKeyShell>
  );
}

/**
 * The result of the key in the link. While the key typed above is another one (or not valid yet), the
 * result is dimmed and says whose it is, so it never reads as the answer for what is typed.
 */
function ResultForKey({
  keyHex,
  draft,
  answered,
  children,
}: {
  keyHex: string | undefined;
  draft: KeyDraft;
  answered: boolean;
  children: ReactNode;
}) {
  const typedOther = keyHex !== undefined && draft !== 'pending' && (draft === 'invalid' || draft.keyHex !== keyHex);
  const ref = useRef<HTMLDivElement>(null);
  const broughtIntoView = useRef<string | undefined>(undefined);
  // a key's first answer below the fold (on a phone, under the key form) is scrolled to, once per key
  useEffect(() => {
    const element = ref.current;
    if (!answered || keyHex === undefined || broughtIntoView.current === keyHex || element === null) return;
    broughtIntoView.current = keyHex;
    // less than a few rows of it on screen: bring it up; otherwise the page stays where the user is
    if (element.getBoundingClientRect().top > window.innerHeight - 96) element.scrollIntoView({ block: 'start' });
  }, [answered, keyHex]);
  return (
    <div ref={ref} className="table-item-answer">
      {typedOther ? (
        <section className="result-for-other-key" aria-label={`Result for key ${keyHex}`}>
          <p className="muted" role="status">
            Below: the result for key <span className="mono">{keyHex}</span>, looked up before.{' '}
            {draft === 'invalid' ? 'The key typed above is not valid.' : 'Press Look up for the key typed above.'}
          </p>
          <div className="is-stale-version">{children}</div>
        </section>
      ) : (
        children
      )}
    </div>
  );
}

/** 404 table_item_not_found: the API answers the same for a missing key and for a handle that names no table. */
function MissingItem({
  handle,
  keyHex,
  version,
  message,
}: {
  handle: string;
  keyHex: string;
  version: bigint | undefined;
  message: string;
}) {
  return (
    <div className="error-view" role="alert" data-error-kind="table_item_not_found">
      <h2>No item under this key{version !== undefined ? ` at version ${version.toString()}` : ''}</h2>
      <p>
        Key <span className="mono">{keyHex}</span> is not in table <span className="mono">{handle}</span> at this version — or the handle
        names no table at all: the API answers both the same way (404 <code>table_item_not_found</code>). Items can be added and removed
        over time, so another version may hold it.
      </p>
      <p className="muted">The node said: {message}</p>
    </div>
  );
}
