import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { IndexerPager } from '../../components/indexer/indexer-pager';
import { IndexerProvenance } from '../../components/indexer/indexer-provenance';
import { transactionHref } from '../../components/time-travel/transaction-link';
import { ACTIVITY_PAGE } from '../../core/api/indexer-reads';
import { formatAddress, longAddress, parseAddress } from '../../core/move/address';
import { IndexerFailure } from '../../components/indexer/indexer-failure';
import { indexerQueries } from '../../queries/indexer-queries';
import { useIndexerStatus } from '../../queries/use-indexer-status';

// Loaded lazily by the module page: it brings the indexer's client (and zod).

/** Who called each entry function of the module (the indexer's user_transactions), newest first, paged. */
export default function ModuleCallers({
  address,
  moduleName,
  entryFunctions,
}: {
  address: string;
  moduleName: string;
  entryFunctions: string[];
}) {
  const { node, indexer, ledgerVersion, params } = useExplorerParams();
  const source = { node, indexer };
  const [chosen, setChosen] = useState(entryFunctions[0] ?? '');
  const [page, setPage] = useState(0);
  const status = useIndexerStatus(source);
  // indexers write a call's address short (0x1) or long: ask for both
  const ids = [`${address}::${moduleName}::${chosen}`, `${longAddress(parseAddress(address))}::${moduleName}::${chosen}`];
  const callers = useQuery({
    ...indexerQueries.callers(source, ids, page, ledgerVersion),
    enabled: chosen !== '' && status.indexed !== undefined,
    placeholderData: (previous) => previous,
  });
  if (entryFunctions.length === 0) return null;
  const pages = callers.data === undefined ? 1 : Math.max(1, Math.ceil(callers.data.total / ACTIVITY_PAGE));
  const failed: unknown = status.problem ?? callers.error;
  return (
    <section className="tx-section" aria-labelledby="callers-title" data-testid="module-callers">
      <h2 id="callers-title">Callers</h2>
      <p className="indexer-pager" role="group" aria-label="Entry function">
        {entryFunctions.map((fn) => (
          <button
            key={fn}
            type="button"
            aria-pressed={fn === chosen}
            onClick={() => {
              setChosen(fn);
              setPage(0);
            }}
          >
            {fn}
          </button>
        ))}
      </p>
      {failed !== null && failed !== undefined ? (
        <IndexerFailure error={failed} what="who called these functions" />
      ) : callers.data === undefined || status.figures === undefined ? (
        <p className="muted" aria-live="polite">
          Asking the indexer…
        </p>
      ) : (
        <>
          <IndexerProvenance figures={status.figures} pinned={ledgerVersion} chainUnchecked={status.chainUnchecked} atPinned />
          <p className="muted">
            {callers.data.total.toLocaleString('en-US')} transactions called <span className="mono">{ids[0]}</span>, newest first.
          </p>
          <ol className="indexer-list" aria-label={`Transactions that called ${chosen}, newest first`}>
            {callers.data.rows.map((row) => (
              <li key={row.version} data-testid="module-caller">
                <span className="indexer-meta">
                  <Link to={transactionHref(BigInt(row.version), params)}>
                    version <span className="mono">{BigInt(row.version).toLocaleString('en-US')}</span>
                  </Link>
                  <span className="muted">{row.timestamp.replace('T', ' ')} UTC</span>
                </span>
                <span>
                  sent by{' '}
                  <ExplorerLink to={{ kind: 'account', address: row.sender }}>
                    <span className="mono">{formatAddress(parseAddress(row.sender))}</span>
                  </ExplorerLink>
                </span>
              </li>
            ))}
          </ol>
          <IndexerPager label="Caller pages" page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
