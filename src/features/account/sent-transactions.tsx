import { Link } from 'react-router-dom';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { lacksTransactionRoutes } from '../../core/api/errors';
import { transactionHref } from '../../components/time-travel/transaction-link';
import { transactionQueries } from '../../queries/transactions';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import { describeTransaction } from '../../core/api/transaction-call';
import type { Transaction } from '../../core/api/transaction-body-parse';
import { OlderItems, useNewestFirst } from './use-newest-first';
import './account-activity.css';

function sequenceOf(transaction: Transaction): bigint | undefined {
  return 'sequence_number' in transaction && typeof transaction.sequence_number === 'string'
    ? BigInt(transaction.sequence_number)
    : undefined;
}

// Loaded lazily by the account page: it brings the transaction client (and zod).

/**
 * What the account sent (GET /accounts/{a}/transactions, the route real nodes serve), newest first, each
 * with its call and a link to its transaction page. What it received shows through its events (the
 * `deposit_events` handle in its `CoinStore`). Nothing is shown when the node lacks the route.
 */
export default function SentTransactions({ node, address }: { node: string; address: string }) {
  const { params } = useExplorerParams();
  const { query, items } = useNewestFirst(
    transactionQueries.ofAccountKey(node, address),
    (page) => transactionQueries.ofAccount(node, address, page),
    sequenceOf,
  );
  const firstFailed = query.isError && query.data === undefined;
  if (firstFailed && lacksTransactionRoutes(query.error)) return null;
  return (
    <section className="account-activity" aria-labelledby="sent-transactions-title">
      <h2 id="sent-transactions-title">Sent transactions</h2>
      {query.isPending && (
        <p className="muted" aria-live="polite">
          Reading the transactions this account sent…
        </p>
      )}
      {firstFailed && <p role="alert">The transactions this account sent could not be read: {query.error.message}</p>}
      {query.isSuccess && items.length === 0 && <p className="muted">This account has sent no transaction (within the node’s window).</p>}
      {items.length > 0 && (
        <ol className="activity-list" aria-label="Transactions this account sent, newest first">
          {items.map((transaction) => {
            const version = 'version' in transaction && typeof transaction.version === 'string' ? BigInt(transaction.version) : undefined;
            const call = describeTransaction(transaction, { sender: false });
            return (
              <li key={transaction.hash}>
                <span className="activity-meta">
                  <span>#{sequenceOf(transaction)?.toString() ?? '?'}</span>
                  {version !== undefined && (
                    <Link to={transactionHref(version, params)}>
                      version <span className="mono">{version.toLocaleString('en-US')}</span>
                    </Link>
                  )}
                  {'timestamp' in transaction && typeof transaction.timestamp === 'string' && (
                    <span className="muted">{formatLedgerTime(BigInt(transaction.timestamp))}</span>
                  )}
                </span>
                <span className={`activity-call mono${call.failed ? ' is-failed' : ''}`} title={call.full}>
                  {call.short}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <OlderItems query={query} what="transactions" />
    </section>
  );
}
