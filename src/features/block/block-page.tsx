import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState } from 'react';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { LedgerStep, type PagerWords } from '../../components/explorer/ledger-pager';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { usePageTarget } from '../../components/explorer/use-page-target';
import { Fact } from '../../components/transactions/fact';
import { HashLine } from '../../components/transactions/hash-line';
import { CallView } from '../../components/transactions/call-view';
import { abbreviated, kindName, shortAddress, shownAddress } from '../../components/transactions/transaction-kind';
import { useFunctionAbi } from '../../queries/move-layouts/use-function-abi';
import { transactionQueries } from '../../queries/transactions';
import { useLedgerBounds } from '../../queries/ledger-status/ledger-bounds';
import '../../components/transactions/transactions.css';
import { ApiError } from '../../core/api/errors';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import type { Block, Transaction } from '../../core/api/transaction-body-parse';
import { isEntryFunctionCall } from '../../core/api/entry-function-call';

/** `/blocks/by_height/:height`: a block's time, proposer, versions and transactions with their calls. */
export default function BlockPage() {
  const target = usePageTarget<'block'>();
  if (!target.ok) return <InvalidParamPage title="Block" what="block height" message={target.message} />;
  return <BlockAt height={BigInt(target.value.height)} />;
}

const BLOCK_WORDS: PagerWords = {
  plural: 'Blocks',
  one: 'Block',
  newest: 'Newest block',
  oldest: 'Oldest block',
  first: 'The first block',
  last: 'The newest block',
  to: (height) => ({ kind: 'block', height: height.toString() }),
  what: 'Block',
  openNewest: 'Open the newest block',
  prunedLead: 'The node keeps only a window of recent blocks',
  openOldest: () => 'Open the oldest block',
  reading: 'Reading the block…',
};

function BlockAt({ height }: { height: bigint }) {
  const { node } = useExplorerParams();
  const query = useQuery(transactionQueries.blockByHeight(node, height, true));
  const ledger = query.data?.ledger ?? (query.error instanceof ApiError ? query.error.ledger : null);
  const { oldestBlock, newestBlock: newestHeight } = useLedgerBounds(node, ledger);
  return (
    <article className="block-page">
      <h1 className="page-title">
        Block <span className="mono">{height.toLocaleString('en')}</span>
        <HashLine hash={query.data?.data.block_hash} copyLabel="Copy block hash" />
      </h1>
      <LedgerStep at={height} oldest={oldestBlock} newest={newestHeight} words={BLOCK_WORDS} query={query}>
        {({ data }) => <BlockDetails block={data} />}
      </LedgerStep>
    </article>
  );
}

function BlockDetails({ block }: { block: Block }) {
  const transactions = block.transactions ?? [];
  const metadata = transactions.find((transaction) => transaction.type === 'block_metadata_transaction');
  const first = BigInt(block.first_version);
  const last = BigInt(block.last_version);
  const count = last - first + 1n;
  // a list keeps to what it asked for: a block's transactions are its versions, no more
  const shown = transactions.length > Number(count) ? transactions.slice(0, Number(count)) : transactions;
  return (
    <>
      <dl className="facts" aria-label="Block">
        <Fact label="Time">{formatLedgerTime(BigInt(block.block_timestamp))}</Fact>
        <Fact label="Proposer" width="span2">
          {metadata === undefined ? (
            <span className="muted">{block.first_version === '0' ? 'none (genesis)' : 'not in the answer'}</span>
          ) : (
            <ExplorerLink to={{ kind: 'account', address: shortAddress(metadata.proposer) }}>
              <span className="mono">{shownAddress(metadata.proposer)}</span>
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
        {transactions.length > Number(count) && (
          <p className="notice" role="status">
            The node sent {transactions.length.toLocaleString('en')} transactions with a block of {count.toLocaleString('en')}: showing the
            first {count.toLocaleString('en')}.
          </p>
        )}
        <BlockRows transactions={shown} abiAt={last} />
      </section>
    </>
  );
}

/**
 * Rows drawn in the page's flow up to this many; past it, in a scrolling window where only the rows in
 * view exist and read their call's ABI (issue 30: 10,000 rows stalled the tab for 9–10 s, and asked up to
 * 10,000 modules).
 */
const IN_FLOW = 100;
const ROW_ESTIMATE = 34;
/** Modules a block page reads ABIs from, at most: rows calling others show their call without argument names. */
const MAX_BLOCK_MODULES = 64;

function BlockRows({ transactions, abiAt }: { transactions: readonly Transaction[]; abiAt: bigint }) {
  const modules = useModuleBudget(MAX_BLOCK_MODULES);
  const scrollRef = useRef<HTMLDivElement>(null);
  const windowed = transactions.length > IN_FLOW;
  const virtualizer = useVirtualizer({
    count: windowed ? transactions.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 6,
  });
  const head = (
    <thead>
      <tr>
        <th scope="col">Version</th>
        <th scope="col">Kind</th>
        <th scope="col">Sender</th>
        <th scope="col">Call</th>
      </tr>
    </thead>
  );
  const row = (transaction: Transaction, index: number) => (
    <BlockRow
      key={index}
      index={index}
      transaction={transaction}
      abiAt={abiAt}
      modules={modules}
      measure={windowed ? virtualizer.measureElement : undefined}
    />
  );
  const budgetNotice = modules.overBudget && (
    <p className="notice" role="status">
      The block calls more than {MAX_BLOCK_MODULES} modules: argument names and types were read for the first {MAX_BLOCK_MODULES} only.
    </p>
  );
  if (!windowed)
    return (
      <>
        {budgetNotice}
        <table className="tx-table">
          {head}
          <tbody>{transactions.map(row)}</tbody>
        </table>
      </>
    );
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {budgetNotice}
      <p className="muted">Drawn as you scroll: only the rows in view are on the page, and only they read their call’s module.</p>
      <div ref={scrollRef} className="row-window" tabIndex={0} role="region" aria-label="Transactions of the block, scrollable">
        <table className="tx-table">
          {head}
          <tbody>
            {before > 0 && <Spacer height={before} />}
            {items.map((item) => {
              const transaction = transactions[item.index];
              return transaction === undefined ? null : row(transaction, item.index);
            })}
            {after > 0 && <Spacer height={after} />}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className="row-spacer">
      <td colSpan={4} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** The modules a page has read ABIs from, up to `max`: `allows(module)` says whether a row may read its own. */
function useModuleBudget(max: number) {
  const asked = useRef(new Set<string>());
  const [overBudget, setOverBudget] = useState(false);
  const allows = useCallback(
    (module: string) => {
      if (asked.current.has(module)) return true;
      if (asked.current.size >= max) {
        if (!overBudget) queueMicrotask(() => setOverBudget(true));
        return false;
      }
      asked.current.add(module);
      return true;
    },
    [max, overBudget],
  );
  return { allows, overBudget };
}

/** `abiAt`: the version every row reads its call's ABI at, one module read per module for the whole block (a node rate-limits a read per row). */
function BlockRow({
  transaction,
  abiAt,
  index,
  modules,
  measure,
}: {
  transaction: Transaction;
  abiAt: bigint;
  index: number;
  modules: { allows: (module: string) => boolean };
  measure: ((element: Element | null) => void) | undefined;
}) {
  const version = transaction.type === 'pending_transaction' ? null : transaction.version;
  const entry = transaction.type === 'user_transaction' && isEntryFunctionCall(transaction.payload) ? transaction.payload : null;
  const { node } = useExplorerParams();
  const module = entry === null ? undefined : entry.function.split('::').slice(0, 2).join('::');
  const abi = useFunctionAbi(node, module !== undefined && modules.allows(module) ? entry?.function : undefined, abiAt);
  return (
    <tr data-version={version ?? undefined} data-index={index} ref={measure}>
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
          <ExplorerLink to={{ kind: 'account', address: shortAddress(transaction.sender) }} title={shownAddress(transaction.sender)}>
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
