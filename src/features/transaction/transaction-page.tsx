import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { HashLine } from '../../components/transactions/hash-line';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { LedgerStep, type PagerWords } from '../../components/explorer/ledger-pager';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { usePageTarget } from '../../components/explorer/use-page-target';
import { useLedgerBounds } from '../../queries/ledger-status/ledger-bounds';
import { PrunedSinceNotice } from '../../components/version-control/pruned-since-notice';
import { transactionQueries } from '../../queries/transactions';
import { ApiError } from '../../core/api/errors';
import type { ApiResponse } from '../../core/api/send-request';
import type { Transaction } from '../../core/api/transaction-body-parse';
import { TransactionDetails } from './transaction-details';

/** `/transactions/by_version/:version` and `/transactions/by_hash/:hash`: one transaction, its call, events and every change. */
export default function TransactionPage() {
  const target = usePageTarget<'transaction' | 'transaction_by_hash'>();
  if (!target.ok) {
    const what = target.param === 'hash' ? 'transaction hash' : 'version';
    return <InvalidParamPage title="Transaction" what={what} message={target.message} />;
  }
  return target.value.kind === 'transaction_by_hash' ? (
    <ByHash hash={target.value.hash} />
  ) : (
    <ByVersion version={BigInt(target.value.version)} />
  );
}

function ByVersion({ version }: { version: bigint }) {
  const { node } = useExplorerParams();
  const query = useQuery(transactionQueries.byVersion(node, version));
  return <TransactionAnswer query={query} version={version} />;
}

function ByHash({ hash }: { hash: string }) {
  const { node } = useExplorerParams();
  const query = useQuery(transactionQueries.byHash(node, hash));
  const committed = query.data?.data.type === 'pending_transaction' ? undefined : query.data?.data.version;
  return <TransactionAnswer query={query} version={committed === undefined ? undefined : BigInt(committed)} />;
}

type TransactionQuery = UseQueryResult<ApiResponse<Transaction>>;

/** The transaction `query` read; `version` once known (a pending one has none). */
function TransactionAnswer({ query, version }: { query: TransactionQuery; version: bigint | undefined }) {
  const { node } = useExplorerParams();
  const ledger = query.data?.ledger ?? (query.error instanceof ApiError ? query.error.ledger : null);
  const { oldest, latest } = useLedgerBounds(node, ledger);
  return (
    <article className="transaction-page">
      <h1 className="page-title">
        Transaction
        {version !== undefined && (
          <>
            {' '}
            <span className="mono">{version.toLocaleString('en')}</span>
          </>
        )}
        <HashLine hash={query.data?.data.hash} copyLabel="Copy hash" />
      </h1>
      <LedgerStep at={version} oldest={oldest} newest={latest} words={VERSION_WORDS} query={query} requestedVersion={version}>
        {({ data }) => (
          <>
            {version !== undefined && <PrunedSinceNotice pinned={version} oldest={oldest} />}
            <TransactionDetails transaction={data} />
          </>
        )}
      </LedgerStep>
    </article>
  );
}

/** Transactions are consecutive versions: the pager steps through versions. */
const VERSION_WORDS: PagerWords = {
  plural: 'Versions',
  one: 'Version',
  newest: 'Latest version',
  oldest: 'Oldest version',
  first: 'Genesis: no version before',
  last: 'The latest version',
  to: (version) => ({ kind: 'transaction', version: version.toString() }),
  what: 'Transaction',
  openNewest: 'Open the latest transaction',
  prunedLead: 'The node no longer holds this transaction: it keeps only a window of recent versions',
  prunedMore: ' An archive node, or another node with a longer window, may still have it.',
  openOldest: (oldest) => `Open the oldest transaction (${oldest.toLocaleString('en')})`,
  reading: 'Reading the transaction…',
};
