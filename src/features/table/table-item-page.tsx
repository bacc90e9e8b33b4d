import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CopyButton } from '../../components/copy-button';
import { keepPreviousOf } from '../../queries/keep-previous-of';
import { useLedgerBounds } from '../../queries/ledger-status/ledger-bounds';
import { RequestTools } from '../../components/copy-as-code/request-tools';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { SlowNodeNotice } from '../../components/slow-node-notice';
import { ChangeNavigator } from '../../components/time-travel/change-navigator';
import type { StateKeyTarget } from '../../components/time-travel/state-key-history';
import { readTimeTravelParams } from '../../components/time-travel/time-travel-params';
import { Timeline } from '../../components/time-travel/timeline';
import { useOpenOldest } from '../../components/version-control/use-open-oldest';
import { PageTools } from '../../components/version-control/page-tools';
import { PrunedSinceNotice } from '../../components/version-control/pruned-since-notice';
import { VersionControl } from '../../components/version-control/version-control';
import { ApiError } from '../../core/api/errors';
import { formatAddress, parseAddress } from '../../core/move/address';
import { MoveInputError } from '../../core/move/errors';
import { KeyBuilder, type KeyDraft } from './key-builder';
import { tableQueries } from './queries';
import { TableItemResult } from './table-item-result';
import { keyFromParams, linkNeedsEncoder, readTableItemParams, writeTableItemParams } from './table-params';
import type { TableItemParams } from './table-params';
import { useTypedKeyEncoder } from './use-typed-key-encoder';
import './table.css';

const TableItemDiff = lazy(() => import('./table-item-diff'));

function parseHandle(text: string): { ok: true; handle: string } | { ok: false; message: string } {
  try {
    return { ok: true, handle: formatAddress(parseAddress(text)) };
  } catch (error) {
    if (error instanceof MoveInputError) return { ok: false, message: error.message };
    throw error;
  }
}

/** `/tables/:tableHandle/raw_item`: one table item by key, as hex and decoded. */
export default function TableItemPage() {
  const { tableHandle = '' } = useParams();
  const handle = parseHandle(tableHandle);
  if (!handle.ok) {
    return (
      <article>
        <h1 className="page-title">Table item</h1>
        <div className="error-view" role="alert">
          <h2>This table handle is not valid</h2>
          <p>{handle.message}</p>
        </div>
      </article>
    );
  }
  // a long-form handle never gets here: the route's loader (tableLoader) redirects it to the short form
  return <TableItem handle={handle.handle} />;
}

function TableItem({ handle }: { handle: string }) {
  const [search, setSearch] = useSearchParams();
  const { node, ledgerVersion } = useExplorerParams();
  const queryClient = useQueryClient();
  const tableParams = readTableItemParams(search);
  const encoder = useTypedKeyEncoder(linkNeedsEncoder(tableParams));
  const key = keyFromParams(tableParams, encoder.status === 'ready' ? encoder.encode : undefined);
  const keyHex = key?.ok === true ? key.value : undefined;

  const itemQuery = tableQueries.item(node, handle, keyHex ?? '0x', ledgerVersion);
  const query = useQuery({
    ...itemQuery,
    enabled: keyHex !== undefined,
    // while a new version loads, keep showing this node's item of the same key (every part of the key but the version)
    placeholderData: keepPreviousOf(itemQuery.queryKey.slice(0, -1)),
  });
  const prefetch = useCallback(
    (version: bigint) => {
      if (keyHex !== undefined) void queryClient.prefetchQuery(tableQueries.item(node, handle, keyHex, version));
    },
    [queryClient, node, handle, keyHex],
  );
  const readAt = useCallback(
    // staleTime 0: asked now, so a cached read of a version pruned since does not count as "readable"
    (version: bigint) => queryClient.fetchQuery({ ...tableQueries.item(node, handle, keyHex ?? '0x', version), staleTime: 0 }),
    [queryClient, node, handle, keyHex],
  );
  const openOldest = useOpenOldest(readAt);
  const target = useMemo((): StateKeyTarget | null => (keyHex === undefined ? null : { kind: 'table_item', tableHandle: handle, key: keyHex }), [handle, keyHex]);
  const { compare } = readTimeTravelParams(search);
  const ledger = query.data?.ledger ?? (query.error instanceof ApiError ? query.error.ledger : null);
  const { oldest, latest } = useLedgerBounds(node, ledger);
  // following latest, the version on screen is the one its answer names; a placeholder (the version
  // before, dimmed) may be a pinned read, whose headers name the latest of its time, not the version shown
  const shown = ledgerVersion ?? (query.isPlaceholderData ? undefined : query.data?.ledger?.ledgerVersion);
  const submit = (next: TableItemParams) => setSearch(writeTableItemParams(search, next));
  const [draft, setDraft] = useState<KeyDraft>('pending');

  return (
    <article className="table-item-page">
      <h1 className="page-title">
        <span className="muted">Table item</span>
        <br />
        <span className="mono" data-testid="table-handle">{handle}</span> <CopyButton label="Copy table handle" text={handle}>Copy</CopyButton>
      </h1>
      {/* the key form is the page's main input: never folded away with the tools, on a phone too */}
      <KeyBuilder key={search.toString()} initial={tableParams} onSubmit={submit} onDraftChange={setDraft} />
      <PageTools pinned={ledgerVersion} shown={shown}>
        <RequestTools target={{ kind: 'table', handle, key: keyHex, valueType: tableParams.valueType }} read={keyHex === undefined ? null : { kind: 'table_item', tableHandle: handle, key: keyHex, ledgerVersion }} shown={shown} />
        <VersionControl
          pinned={ledgerVersion}
          shown={shown}
          oldest={oldest}
          latest={latest}
          prefetch={prefetch}
          openOldest={keyHex === undefined ? undefined : openOldest}
        />
        {target !== null && (
          <>
            <ChangeNavigator node={node} target={target} version={shown} oldest={oldest} latest={latest} />
            <Timeline node={node} target={target} version={shown} oldest={oldest} latest={latest} enabled={query.data !== undefined || (query.error instanceof ApiError && query.error.errorCode === 'table_item_not_found')} />
          </>
        )}
      </PageTools>
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
      {keyHex === undefined ? (
        key === undefined ? (
          <p className="muted">Enter a key to look up an item of this table.</p>
        ) : (
          key.ok === 'needs-encoder' && encoder.status === 'loading' && <p className="muted" aria-live="polite">Looking up the item…</p>
        )
      ) : query.isPlaceholderData ? (
        <p className="muted" aria-live="polite">Loading version {ledgerVersion?.toString() ?? 'latest'}…</p>
      ) : null}
      {keyHex !== undefined && query.isSuccess && !query.isPlaceholderData && compare === null && <PrunedSinceNotice pinned={ledgerVersion} oldest={oldest} />}
      <ResultForKey keyHex={keyHex} draft={draft} answered={query.data !== undefined || query.isError}>
        {keyHex !== undefined && compare !== null && shown !== undefined ? (
          <Suspense fallback={<p className="muted">Reading both versions…</p>}>
            <TableItemDiff node={node} handle={handle} keyHex={keyHex} valueType={tableParams.valueType} before={compare} after={shown} />
          </Suspense>
        ) : keyHex !== undefined && query.isError && !query.isPlaceholderData ? (
          query.error instanceof ApiError && query.error.errorCode === 'table_item_not_found' ? (
            <MissingItem handle={handle} keyHex={keyHex} version={shown ?? query.error.ledger?.ledgerVersion} message={query.error.message} />
          ) : (
            <ApiErrorView error={query.error} requestedVersion={ledgerVersion} onRetry={() => void query.refetch()} onOpenOldest={openOldest.open} />
          )
        ) : query.data ? (
          <div className={query.isPlaceholderData ? 'is-stale-version' : undefined} aria-busy={query.isPlaceholderData}>
            <TableItemResult bytes={query.data.data} valueType={tableParams.valueType} node={node} version={shown} fileName={`${handle}-${keyHex ?? ''}-${shown?.toString() ?? 'latest'}.bcs`} />
          </div>
        ) : (
          keyHex !== undefined &&
          query.isPending && (
            <>
              <p className="muted" aria-live="polite">Looking up the item…</p>
              <SlowNodeNotice />
            </>
          )
        )}
      </ResultForKey>
    </article>
  );
}

/**
 * The result of the key in the link. While the key typed above is another one (or not valid yet), the
 * result is dimmed and says whose it is, so it never reads as the answer for what is typed.
 */
function ResultForKey({ keyHex, draft, answered, children }: { keyHex: string | undefined; draft: KeyDraft; answered: boolean; children: ReactNode }) {
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
function MissingItem({ handle, keyHex, version, message }: { handle: string; keyHex: string; version: bigint | undefined; message: string }) {
  return (
    <div className="error-view" role="alert" data-error-kind="table_item_not_found">
      <h2>No item under this key{version !== undefined ? ` at version ${version.toString()}` : ''}</h2>
      <p>
        Key <span className="mono">{keyHex}</span> is not in table <span className="mono">{handle}</span> at this version — or the handle names no
        table at all: the API answers both the same way (404 <code>table_item_not_found</code>). Items can be added and removed over time, so
        another version may hold it.
      </p>
      <p className="muted">The node said: {message}</p>
    </div>
  );
}
