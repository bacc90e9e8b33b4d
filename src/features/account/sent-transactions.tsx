import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { olderPage } from '../../core/api/newest-first';
import { valueAtPath } from '../../core/history/value-series';
import type { JsonValue } from '../../core/move/json';
import { accountQueries } from './queries';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { ApiError, lacksRoute } from '../../core/api/errors';
import { ACCOUNT_TRANSACTIONS } from '../../core/api/endpoints';
import { transactionHref } from '../../components/time-travel/transaction-link';
import { transactionQueries } from '../../queries/transactions';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import { describeTransaction } from '../../core/api/transaction-call';
import type { Transaction } from '../../core/api/transaction-body-parse';
import { OlderItems, useNewestFirst } from './use-newest-first';
import './account-activity.css';
import { ACCOUNT_TYPE } from './well-known-types';

function sequenceOf(transaction: Transaction): bigint | undefined {
  return 'sequence_number' in transaction && typeof transaction.sequence_number === 'string'
    ? BigInt(transaction.sequence_number)
    : undefined;
}

// Loaded lazily by the account page: it brings the transaction client.

/**
 * What the account sent (GET /accounts/{a}/transactions, the route real nodes serve), newest first, each
 * with its call and a link to its transaction page. What it received shows through its events (the
 * `deposit_events` handle in its `CoinStore`). Nothing is shown when the node lacks the route.
 */
export default function SentTransactions({
  node,
  address,
  pinned,
  listedAccount,
}: {
  node: string;
  address: string;
  pinned: bigint | undefined;
  /** The `Account` resource's value as the page's list carries it (a JSON list) at the same version, if it does. */
  listedAccount?: JsonValue;
}) {
  const sentBy = useSentBy(node, address, pinned, listedAccount);
  if (pinned === undefined) return <SentList node={node} address={address} />;
  if (sentBy.count === undefined)
    return (
      <SentSection>
        {sentBy.error === null ? (
          <p className="muted" aria-live="polite">
            Reading how many transactions this account had sent by version {pinned.toLocaleString('en-US')}…
          </p>
        ) : (
          <p role="alert">
            The transactions this account had sent by version {pinned.toLocaleString('en-US')} could not be told apart from later ones: its
            sequence number there could not be read ({sentBy.error.message}).
          </p>
        )}
      </SentSection>
    );
  if (sentBy.count === 0n)
    return (
      <SentSection>
        <p className="muted" data-sent-by={pinned.toString()}>
          By version {pinned.toLocaleString('en-US')}, this account had sent no transaction.
        </p>
      </SentSection>
    );
  return <SentList node={node} address={address} pinned={{ version: pinned, count: sentBy.count }} />;
}

/**
 * How many transactions the account had sent by the pinned version: its `Account` resource's
 * `sequence_number` there (the same read as the overview's). An account without one at that version
 * has sent none.
 */
function useSentBy(
  node: string,
  address: string,
  pinned: bigint | undefined,
  listedAccount: JsonValue | undefined,
): { count: bigint | undefined; error: Error | null } {
  // as the overview does: a value the list already carries is not read again
  const account = useQuery({
    ...accountQueries.resource(node, address, ACCOUNT_TYPE, pinned),
    enabled: pinned !== undefined && listedAccount === undefined,
    refetchInterval: false,
  });
  if (account.isError) {
    const { error } = account;
    if (error instanceof ApiError && error.kind === 'not_found') return { count: 0n, error: null };
    return { count: undefined, error: error instanceof Error ? error : new Error(String(error)) };
  }
  const sequenceNumber = valueAtPath(listedAccount ?? account.data?.data.data, ['sequence_number']);
  if (typeof sequenceNumber === 'string' && /^\d+$/.test(sequenceNumber)) return { count: BigInt(sequenceNumber), error: null };
  if (account.isSuccess) return { count: undefined, error: new Error('the Account resource has no sequence_number') };
  return { count: undefined, error: null };
}

function SentSection({ children }: { children: ReactNode }) {
  return (
    <section className="account-activity" aria-labelledby="sent-transactions-title">
      <h2 id="sent-transactions-title">Sent transactions</h2>
      {children}
    </section>
  );
}

/**
 * The list, newest first. Pinned: cut at the pinned version, i.e. the `count` transactions with a sequence
 * number below the `Account`'s there (each was committed by that version; later ones were not).
 */
function SentList({ node, address, pinned }: { node: string; address: string; pinned?: { version: bigint; count: bigint } }) {
  const { params } = useExplorerParams();
  const { query, items } = useNewestFirst(
    pinned === undefined
      ? transactionQueries.ofAccountKey(node, address)
      : [...transactionQueries.ofAccountKey(node, address), 'sent-by', pinned.count.toString()],
    // the newest page of a pinned list ends below the sequence number at that version, not at latest
    (page) =>
      transactionQueries.ofAccount(
        node,
        address,
        pinned !== undefined && page.start === undefined ? (olderPage(pinned.count, page.limit ?? 10) ?? page) : page,
      ),
    sequenceOf,
  );
  const firstFailed = query.isError && query.data === undefined;
  if (firstFailed && lacksRoute(ACCOUNT_TRANSACTIONS, query.error)) return null;
  return (
    <SentSection>
      {pinned !== undefined && (
        <p className="muted" data-sent-by={pinned.version.toString()}>
          By version {pinned.version.toLocaleString('en-US')}, this account had sent {pinned.count.toLocaleString('en-US')} transactions
          (its sequence number there), newest first.
        </p>
      )}
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
    </SentSection>
  );
}
