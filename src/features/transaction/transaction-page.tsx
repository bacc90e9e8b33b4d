import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { HashLine } from '../../components/transactions/hash-line';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { LedgerStep, type PagerWords } from '../../components/explorer/ledger-pager';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { useLedgerBounds } from '../../queries/ledger-status/ledger-bounds';
import { PrunedSinceNotice } from '../../components/version-control/pruned-since-notice';
import { transactionQueries } from '../../queries/transactions';
import { ApiError } from '../../core/api/errors';
import type { Transaction } from '../../core/api/transaction-body-parse';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import { TransactionDetails } from './transaction-details';

const HASH = /^(0x)?[0-9a-fA-F]{64}$/;

/** `/transactions/by_version/:version` and `/transactions/by_hash/:hash`: one transaction, its call, events and every change. */
export default function TransactionPage() {
  const { version, hash } = useParams();
  const location = useLocation();
  if (hash !== undefined) {
    if (!HASH.test(hash))
      return (
        <InvalidParamPage
          title="Transaction"
          what="transaction hash"
          message={`${JSON.stringify(hash)} is not a hash: 0x and 64 hex digits.`}
        />
      );
    const normal = `0x${hash.replace(/^0x/i, '').toLowerCase()}`;
    if (normal !== hash) return <Navigate replace to={`/transactions/by_hash/${normal}${location.search}`} />;
    return <ByHash hash={normal} />;
  }
  const parsed = parseLedgerVersionParam(version ?? '');
  if (!parsed.ok) return <InvalidParamPage title="Transaction" what="version" message={parsed.message} />;
  if (parsed.value.toString() !== version)
    return <Navigate replace to={`/transactions/by_version/${parsed.value.toString()}${location.search}`} />;
  return <ByVersion version={parsed.value} />;
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

type TransactionQuery = ReturnType<
  typeof useQuery<{ data: Transaction; ledger: import('../../core/api/ledger-headers').LedgerInfo | null }>
>;

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
