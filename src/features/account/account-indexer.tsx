import { useQuery } from '@tanstack/react-query';
import { IndexerFailure } from '../../components/indexer/indexer-failure';
import { useIndexerStatus } from '../../queries/use-indexer-status';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { transactionHref } from '../../components/time-travel/transaction-link';
import { ACTIVITY_PAGE, type AssetRow } from '../../core/api/indexer-reads';
import { longAddress, parseAddress } from '../../core/move/address';
import { tryParse } from '../../core/move/errors';
import { abbreviated, shortAddress, shownAddress } from '../../components/transactions/transaction-kind';
import { formatCoinAmount } from '../../core/move/coin-amount';
import { IndexerPager } from '../../components/indexer/indexer-pager';
import { IndexerProvenance } from '../../components/indexer/indexer-provenance';
import { indexerQueries, type IndexerSource } from '../../queries/indexer-queries';
import './account-activity.css';
import './account-indexer.css';

// Loaded lazily by the account page: it brings the indexer's client (and zod).

interface Props {
  node: string;
  address: string;
  /** The page's pinned version, if any. */
  pinned: bigint | undefined;
}

/** What only an index can answer: every asset the account holds, every transaction that touched it. */
export default function AccountIndexer(props: Props) {
  const { indexer } = useExplorerParams();
  const source = { node: props.node, indexer };
  const status = useIndexerStatus(source);
  return (
    <>
      <IndexerAssets {...props} source={source} status={status} />
      <IndexerActivity {...props} source={source} status={status} />
    </>
  );
}

function IndexerAssets({
  address,
  pinned,
  source,
  status,
}: Props & { source: IndexerSource; status: ReturnType<typeof useIndexerStatus> }) {
  const { indexed, figures } = status;
  // pinned at a version the index has reached: the balances then, where the activities allow (else current, and why)
  const pinnedAnswer = pinned !== undefined && indexed !== undefined && pinned <= indexed;
  // asked beside the status and the chain, not after them (one round trip less before the rows show:
  // bench:app); shown only once both are known
  const current = useQuery({
    ...indexerQueries.assets(source, address),
    enabled: pinned === undefined || (indexed !== undefined && !pinnedAnswer),
  });
  const atPinnedQuery = useQuery({ ...indexerQueries.assetsAt(source, address, pinned ?? 0n), enabled: pinnedAnswer });
  const assets = pinnedAnswer
    ? { data: atPinnedQuery.data?.rows, error: atPinnedQuery.error }
    : { data: current.data, error: current.error };
  const atPinned = atPinnedQuery.data === undefined ? undefined : atPinnedQuery.data.atPinned || atPinnedQuery.data.why;
  const error: unknown = status.problem ?? assets.error;
  return (
    <section className="account-activity" aria-labelledby="indexer-assets-title" data-testid="indexer-assets">
      <h2 id="indexer-assets-title">Assets</h2>
      {/* a failed refresh too: a list kept from before must not look current and complete */}
      {error !== null && error !== undefined ? (
        <IndexerFailure error={error} what="the assets this account holds">
          The balances above are the node’s reads of the assets the explorer knows; other assets this account may hold are not listed.
        </IndexerFailure>
      ) : assets.data === undefined || figures === undefined ? (
        <p className="muted" aria-live="polite">
          Asking the indexer…
        </p>
      ) : (
        <>
          <IndexerProvenance
            figures={figures}
            pinned={pinned}
            chainUnchecked={status.chainUnchecked}
            atPinned={pinnedAnswer ? atPinned : undefined}
          />
          {assets.data.length === 0 ? (
            <p className="muted">The indexer knows no fungible asset or coin store of this account.</p>
          ) : (
            <ul className="asset-list" aria-label="Fungible assets and coins the indexer knows for this account">
              {assets.data.map((row) => (
                <AssetItem key={row.storage_id} row={row} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function AssetItem({ row }: { row: AssetRow }) {
  const decimals = row.metadata === null ? null : Number(row.metadata.decimals);
  const readable = decimals === null ? null : formatCoinAmount(row.amount, decimals);
  const isCoin = row.token_standard === 'v1';
  const metadataAddress = isCoin ? (row.asset_type.split('::')[0] ?? row.asset_type) : row.asset_type;
  return (
    <li data-testid="indexer-asset">
      <span className="asset-head">
        <strong>{row.metadata?.symbol ?? '?'}</strong> <span>{row.metadata?.name ?? row.asset_type}</span>
        <span className="muted">
          {' '}
          · {isCoin ? 'coin' : 'fungible asset'} · {decimals ?? '?'} decimals
        </span>
      </span>
      <span className="asset-amount">
        {readable !== null && (
          <span className="mono" data-testid="indexer-asset-readable">
            {readable} {row.metadata?.symbol}
          </span>
        )}{' '}
        <span className="mono muted" data-testid="indexer-asset-raw" title="The exact amount, in base units">
          ({row.amount} base units)
        </span>
      </span>
      <span className="asset-store">
        {row.is_primary ? 'primary store' : <strong>secondary store</strong>}{' '}
        {isCoin ? (
          <span className="muted">(a CoinStore resource of the account)</span>
        ) : (
          <ExplorerLink to={{ kind: 'account', address: row.storage_id }} title="The store object">
            <span className="mono">{row.storage_id}</span>
          </ExplorerLink>
        )}
        {row.is_frozen && <strong> · frozen</strong>} ·{' '}
        <ExplorerLink
          to={{ kind: 'account', address: metadataAddress }}
          title={`The asset’s ${isCoin ? 'coin type’s publisher' : 'metadata object'} (${row.asset_type})`}
        >
          {isCoin ? row.asset_type : 'metadata'}
        </ExplorerLink>
      </span>
    </li>
  );
}

function IndexerActivity({
  address,
  pinned,
  source,
  status,
}: Props & { source: IndexerSource; status: ReturnType<typeof useIndexerStatus> }) {
  const [page, setPage] = useState(0);
  const { params } = useExplorerParams();
  const { indexed, figures } = status;
  // asked once the indexer's status and chain are known: another chain's history is never asked for
  // pinned: the transactions up to the pinned version (the rows carry their versions)
  const activity = useQuery({
    ...indexerQueries.activity(source, address, page, pinned),
    enabled: indexed !== undefined,
    placeholderData: (previous) => previous,
  });
  const pages = activity.data === undefined ? 1 : Math.max(1, Math.ceil(activity.data.total / ACTIVITY_PAGE));
  // the indexer's own failure (its status, its chain) says why this list is missing too, as Assets does
  const error: unknown = status.problem ?? activity.error;
  return (
    <section className="account-activity" aria-labelledby="indexer-activity-title" data-testid="indexer-activity">
      <h2 id="indexer-activity-title">Activity</h2>
      {error !== null && error !== undefined ? (
        <IndexerFailure error={error} what="the transactions that touched this account" />
      ) : activity.data === undefined || figures === undefined ? (
        <p className="muted" aria-live="polite">
          Asking the indexer…
        </p>
      ) : (
        <>
          <IndexerProvenance figures={figures} pinned={pinned} chainUnchecked={status.chainUnchecked} atPinned />
          <p className="muted">
            {activity.data.total.toLocaleString('en-US')} transactions touched this account (sent, received, or its state written)
            {pinned === undefined ? '' : ` up to version ${pinned.toLocaleString('en-US')}`}, newest first.
          </p>
          <ol className="activity-list" aria-label="Transactions that touched this account, newest first">
            {activity.data.rows.map((row) => {
              const version = BigInt(row.transaction_version);
              const call = row.user_transaction;
              return (
                <li key={row.transaction_version} data-testid="indexer-activity-item">
                  <span className="activity-meta">
                    <Link to={transactionHref(version, params)}>
                      version <span className="mono">{version.toLocaleString('en-US')}</span>
                    </Link>
                    {call !== null && <span className="muted">{call.timestamp.replace('T', ' ')} UTC</span>}
                    {call !== null && <SentBy sender={call.sender} account={address} />}
                  </span>
                  <span className="activity-call mono" title={call?.entry_function_id_str}>
                    {call === null ? 'not a user transaction (genesis or block metadata)' : shortCall(call.entry_function_id_str)}
                  </span>
                </li>
              );
            })}
          </ol>
          <IndexerPager label="Activity pages" page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/** Who sent a row's transaction: this account, or the sender named and linked as the block page lists senders. */
function SentBy({ sender, account }: { sender: string; account: string }) {
  const parsed = tryParse(() => longAddress(parseAddress(sender)));
  if (parsed.ok && parsed.value === longAddress(parseAddress(account))) return <span className="muted">sent by this account</span>;
  return (
    <span className="muted" data-testid="indexer-activity-sender">
      sent by{' '}
      {parsed.ok ? (
        <ExplorerLink to={{ kind: 'account', address: shortAddress(sender) }} title={shownAddress(sender)}>
          <span className="mono">{abbreviated(shortAddress(sender))}</span>
        </ExplorerLink>
      ) : (
        // an indexer's row is not trusted to hold an address: shown as sent, not linked
        <span className="mono">{sender}</span>
      )}
    </span>
  );
}

/** `0x1::coin::transfer` as the transaction page names a call: module::function, its address shortened. */
function shortCall(id: string): string {
  const [address = '', module = '', fn = ''] = id.split('::');
  const short = address.replace(/^0x0*(?=[0-9a-f])/, '0x');
  return `${short}::${module}::${fn}`;
}
