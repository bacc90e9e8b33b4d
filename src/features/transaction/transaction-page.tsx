import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { HashLine } from '../../components/transactions/hash-line';
import { LedgerStep, type PagerWords } from '../../components/explorer/ledger-pager';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { useLoaderData } from 'react-router-dom';
import { useLedgerBounds } from '../../queries/ledger-status/ledger-bounds';
import { prunedSince } from '../../core/history/ledger-window';
import { transactionQueries } from '../../queries/transactions';
import { ApiError } from '../../core/api/errors';
import type { ApiResponse } from '../../core/api/send-request';
import type { Transaction } from '../../core/api/transaction-body-parse';
import type { Result } from '../../core/result';
import type { PageTarget } from '../../core/search/explorer-pages';
import { TransactionDetails } from './transaction-details';

// An invalid URL's page, and the pruned-since notice (never with the first paint: that version's read would have failed):
// both live in the state-key pages' shared chunk (page-common, ≈ 8 kB gzip), of which a transaction's first paint needs
// nothing else (issue 34)
const InvalidParamPage = lazy(async () => ({ default: (await import('../../components/error-view/invalid-param')).InvalidParamPage }));
const PrunedSinceNotice = lazy(async () => ({
  default: (await import('../../components/version-control/pruned-since-notice')).PrunedSinceNotice,
}));

/** `/transactions/by_version/:version` and `/transactions/by_hash/:hash`: one transaction, its call, events and every change. */
export default function TransactionPage() {
  // usePageTarget's read, written here: that hook's module is in page-common too (its one line: the loader's answer)
  const target = useLoaderData() as Result<PageTarget<'transaction' | 'transaction_by_hash'>, { param: string | undefined }>;
  if (!target.ok) {
    const what = target.param === 'hash' ? 'transaction hash' : 'version';
    return (
      <Suspense>
        <InvalidParamPage title="Transaction" what={what} message={target.message} />
      </Suspense>
    );
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
            {prunedSince(version, oldest) && (
              <Suspense>
                <PrunedSinceNotice pinned={version} oldest={oldest} />
              </Suspense>
            )}
            {/* a tree the details draw (a nested event, a payload without a call) loads with them: the reading state stays meanwhile */}
            <Suspense fallback={<Reading />}>
              <TransactionDetails transaction={data} />
            </Suspense>
          </>
        )}
      </LedgerStep>
    </article>
  );
}

function Reading() {
  return (
    <p className="muted" aria-live="polite">
      {VERSION_WORDS.reading}
    </p>
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
