import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { Fact } from '../../components/transactions/fact';
import { HashLine } from '../../components/transactions/hash-line';
import { CallView, entryPayloadOf } from '../../components/transactions/call-view';
import { abbreviated, kindName, shortAddress } from '../../components/transactions/transaction-kind';
import { useFunctionAbi } from '../../queries/move-layouts/use-function-abi';
import { transactionQueries } from '../../queries/transactions';
import { useLedgerBounds } from '../../queries/ledger-status/ledger-bounds';
import '../../components/transactions/transactions.css';
import { ApiError } from '../../core/api/errors';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import type { Block, Transaction } from '../../core/api/transaction-body-parse';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';

/** `/blocks/by_height/:height`: a block's time, proposer, versions and transactions with their calls. */
export default function BlockPage() {
  const { height = '' } = useParams();
  const location = useLocation();
  const parsed = parseLedgerVersionParam(height);
  if (!parsed.ok) return <InvalidParamPage title="Block" what="block height" message={parsed.message} />;
  if (parsed.value.toString() !== height) return <Navigate replace to={`/blocks/by_height/${parsed.value.toString()}${location.search}`} />;
  return <BlockAt height={parsed.value} />;
}

function BlockAt({ height }: { height: bigint }) {
  const { node } = useExplorerParams();
  const query = useQuery(transactionQueries.blockByHeight(node, height, true));
  const ledger = query.data?.ledger ?? (query.error instanceof ApiError ? query.error.ledger : null);
  const { oldestBlock, newestBlock: newestHeight } = useLedgerBounds(node, ledger);
  // from a pruned block, on leads to the first one still answered, not to its pruned neighbour
  const next = oldestBlock !== undefined && height + 1n < oldestBlock ? oldestBlock : height + 1n;
  return (
    <article className="block-page">
      <h1 className="page-title">
        Block <span className="mono">{height.toLocaleString('en')}</span>
        <HashLine hash={query.data?.data.block_hash} copyLabel="Copy block hash" />
      </h1>
      <nav className="pager" aria-label="Blocks">
        {oldestBlock !== undefined && height - 1n < oldestBlock && height > 0n ? (
          <span className="muted">Blocks before {oldestBlock.toLocaleString('en')} are pruned</span>
        ) : height > 0n ? (
          <ExplorerLink className="button" to={{ kind: 'block', height: (height - 1n).toString() }}>
            ← Block {(height - 1n).toLocaleString('en')}
          </ExplorerLink>
        ) : (
          <span className="muted">The first block</span>
        )}
        {newestHeight === undefined || height < newestHeight ? (
          <ExplorerLink className="button" to={{ kind: 'block', height: next.toString() }}>
            {next === oldestBlock ? 'Oldest block' : 'Block'} {next.toLocaleString('en')} →
          </ExplorerLink>
        ) : (
          <span className="muted">The newest block</span>
        )}
      </nav>
      {query.error instanceof ApiError && query.error.kind === 'pruned' ? (
        <div className="error-view" data-error-kind="pruned">
          {/* the alert is the fixed words: the oldest block moves with every poll of a pruning node */}
          <h2 role="alert">Block {height.toLocaleString('en')} was pruned</h2>
          <p>
            The node keeps only a window of recent blocks
            {oldestBlock === undefined ? (
              '.'
            ) : (
              <>
                , from block <span className="mono">{oldestBlock.toLocaleString('en')}</span> on.
              </>
            )}
          </p>
          {oldestBlock !== undefined && (
            <div className="actions">
              <ExplorerLink className="button" to={{ kind: 'block', height: oldestBlock.toString() }}>
                Open the oldest block
              </ExplorerLink>
            </div>
          )}
        </div>
      ) : query.isError ? (
        <ApiErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <p className="muted" aria-live="polite">
          Reading the block…
        </p>
      ) : (
        <BlockDetails block={query.data.data} />
      )}
    </article>
  );
}

function BlockDetails({ block }: { block: Block }) {
  const transactions = block.transactions ?? [];
  const metadata = transactions.find((transaction) => transaction.type === 'block_metadata_transaction');
  const first = BigInt(block.first_version);
  const last = BigInt(block.last_version);
  const count = last - first + 1n;
  return (
    <>
      <dl className="facts" aria-label="Block">
        <Fact label="Time">{formatLedgerTime(BigInt(block.block_timestamp))}</Fact>
        <Fact label="Proposer" width="span2">
          {metadata === undefined ? (
            <span className="muted">{block.first_version === '0' ? 'none (genesis)' : 'not in the answer'}</span>
          ) : (
            <ExplorerLink to={{ kind: 'account', address: shortAddress(metadata.proposer) }}>
              <span className="mono">{shortAddress(metadata.proposer)}</span>
            </ExplorerLink>
          )}
        </Fact>
        {metadata !== undefined && (
          <Fact label="Epoch / round">
            {metadata.epoch} / {metadata.round}
          </Fact>
        )}
        <Fact label="Versions">
          <ExplorerLink to={{ kind: 'transaction', version: block.first_version }}>{first.toLocaleString('en')}</ExplorerLink> to{' '}
          <ExplorerLink to={{ kind: 'transaction', version: block.last_version }}>{last.toLocaleString('en')}</ExplorerLink> (
          {count.toLocaleString('en')} {count === 1n ? 'transaction' : 'transactions'})
        </Fact>
      </dl>
      <section className="tx-section" aria-labelledby="block-transactions">
        <h2 id="block-transactions">Transactions</h2>
        {transactions.length < Number(count) && (
          <p className="notice" role="status">
            The node sent {transactions.length.toLocaleString('en')} of the block’s {count.toLocaleString('en')} transactions (a node sends
            at most its page size with a block).
          </p>
        )}
        <table className="tx-table">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Kind</th>
              <th scope="col">Sender</th>
              <th scope="col">Call</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((transaction, index) => (
              <BlockRow key={index} transaction={transaction} abiAt={last} />
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** `abiAt`: the version every row reads its call's ABI at, one module read per module for the whole block (a node rate-limits a read per row). */
function BlockRow({ transaction, abiAt }: { transaction: Transaction; abiAt: bigint }) {
  const version = transaction.type === 'pending_transaction' ? null : transaction.version;
  const entry = transaction.type === 'user_transaction' ? entryPayloadOf(transaction.payload) : null;
  const { node } = useExplorerParams();
  const abi = useFunctionAbi(node, entry?.function, abiAt);
  return (
    <tr data-version={version ?? undefined}>
      <td className="nowrap">
        {version === null ? '—' : <ExplorerLink to={{ kind: 'transaction', version }}>{BigInt(version).toLocaleString('en')}</ExplorerLink>}
      </td>
      <td className="nowrap">
        {kindName(transaction)}
        {transaction.type !== 'pending_transaction' && transaction.type !== 'unknown' && !transaction.success && (
          <span className="status-failed"> ✗ {transaction.vm_status}</span>
        )}
      </td>
      <td className={transaction.type === 'user_transaction' ? undefined : 'phone-empty'}>
        {transaction.type === 'user_transaction' ? (
          <ExplorerLink to={{ kind: 'account', address: shortAddress(transaction.sender) }} title={shortAddress(transaction.sender)}>
            <span className="mono">{abbreviated(shortAddress(transaction.sender))}</span>
          </ExplorerLink>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td className={entry === null ? 'phone-empty' : undefined}>
        {entry !== null ? (
          <CallView payload={entry} fn={abi.fn} abiUnreadable={abi.unreadable} compact />
        ) : (
          <span className="muted">—</span>
        )}
      </td>
    </tr>
  );
}
