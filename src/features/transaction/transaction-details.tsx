import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { AfterPaint } from '../../components/after-paint-gate';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { Fact } from '../../components/transactions/fact';
import { CallView } from '../../components/transactions/call-view';
import { kindName, shortAddress, shownAddress, timestampOf } from '../../components/transactions/transaction-kind';
import { transactionQueries } from '../../queries/transactions';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import type { Transaction } from '../../core/api/transaction-body-parse';
import { isEntryFunctionCall } from '../../core/api/entry-function-call';
import type { ApiEvent } from '../../core/api/transaction-schemas';
import type { JsonValue } from '../../core/move/json';
import { ChangesView } from './changes-view';
import { EventsView } from './events-view';
import { TreeWithData } from './later-json-tree';

// the ABI's read (its hook, its module reader) once the changes beside it are painted: the call shows untyped until then
const CallWithAbi = lazy(() => import('./call-with-abi'));

const amount = (text: string) => BigInt(text).toLocaleString('en');

/** Everything one transaction says: its facts, its call, its events and its changes. */
export function TransactionDetails({ transaction }: { transaction: Transaction }) {
  const { params } = useExplorerParams();
  const committed = transaction.type !== 'pending_transaction';
  const version = committed ? BigInt(transaction.version) : undefined;
  const time = timestampOf(transaction);
  const events: ApiEvent[] = 'events' in transaction && Array.isArray(transaction.events) ? (transaction.events as ApiEvent[]) : [];
  const at = version === undefined ? params : { ...params, ledgerVersion: version.toString() };
  return (
    <>
      <dl className="facts" aria-label="Transaction">
        <Fact label="Kind">{kindName(transaction)}</Fact>
        <Fact label="Status">
          {!committed ? (
            <span className="muted">pending: not committed yet</span>
          ) : transaction.type !== 'unknown' && transaction.success ? (
            <span className="status-ok">✓ {transaction.vm_status}</span>
          ) : transaction.type !== 'unknown' ? (
            <span className="status-failed">✗ failed: {transaction.vm_status}</span>
          ) : (
            <span className="muted">unknown</span>
          )}
        </Fact>
        {version !== undefined && <Fact label="Version">{version.toLocaleString('en')}</Fact>}
        {version !== undefined && <BlockFact version={version} />}
        {time !== undefined && <Fact label="Time">{formatLedgerTime(time)}</Fact>}
        {(transaction.type === 'user_transaction' || transaction.type === 'pending_transaction') && (
          <>
            <Fact label="Sender" width="span2">
              <ExplorerLink to={{ kind: 'account', address: shortAddress(transaction.sender) }} params={at}>
                <span className="mono">{shownAddress(transaction.sender)}</span>
              </ExplorerLink>
            </Fact>
            {/* an orderless transaction has a nonce instead; its sequence number is a placeholder (u64::MAX) */}
            {transaction.replay_protection_nonce != null ? (
              <Fact label="Replay nonce (orderless)">{transaction.replay_protection_nonce}</Fact>
            ) : (
              <Fact label="Sequence number">{transaction.sequence_number}</Fact>
            )}
          </>
        )}
        {transaction.type === 'user_transaction' && (
          <Fact label="Gas" width="span2">
            {amount(transaction.gas_used)} used × {amount(transaction.gas_unit_price)} per unit ={' '}
            <strong>{(BigInt(transaction.gas_used) * BigInt(transaction.gas_unit_price)).toLocaleString('en')}</strong> (of at most{' '}
            {amount(transaction.max_gas_amount)} units)
          </Fact>
        )}
        {transaction.type === 'block_metadata_transaction' && (
          <>
            <Fact label="Proposer" width="span2">
              <ExplorerLink to={{ kind: 'account', address: shortAddress(transaction.proposer) }} params={at}>
                <span className="mono">{shownAddress(transaction.proposer)}</span>
              </ExplorerLink>
            </Fact>
            <Fact label="Epoch / round">
              {transaction.epoch} / {transaction.round}
            </Fact>
          </>
        )}
      </dl>
      {transaction.type === 'user_transaction' || transaction.type === 'pending_transaction' ? (
        <Payload payload={transaction.payload} version={version} />
      ) : null}
      {transaction.type === 'genesis_transaction' && (
        <p className="muted">Genesis: the write set that makes the chain, applied without a call.</p>
      )}
      <OtherMembers transaction={transaction} />
      <EventsView events={events} />
      {version !== undefined && 'changes' in transaction && Array.isArray(transaction.changes) && (
        <ChangesView changes={transaction.changes} version={version} />
      )}
    </>
  );
}

function BlockFact({ version }: { version: bigint }) {
  const { node } = useExplorerParams();
  const block = useQuery(transactionQueries.blockByVersion(node, version, false));
  return (
    <Fact label="Block">
      {block.data === undefined ? (
        <span className="muted">{block.isError ? 'unknown' : '…'}</span>
      ) : (
        <ExplorerLink to={{ kind: 'block', height: block.data.data.block_height }}>
          {BigInt(block.data.data.block_height).toLocaleString('en')}
        </ExplorerLink>
      )}
    </Fact>
  );
}

function Payload({ payload, version }: { payload: unknown; version: bigint | undefined }) {
  const entry = isEntryFunctionCall(payload) ? payload : null;
  return (
    <section className="tx-section" aria-labelledby="call-title">
      <h2 id="call-title">Call</h2>
      <div className="card">
        {entry !== null ? (
          <AfterPaint fallback={<CallView payload={entry} fn={undefined} abiUnreadable={false} />}>
            <CallWithAbi payload={entry} version={version} />
          </AfterPaint>
        ) : (
          <>
            <p className="muted">
              A {typeof payload === 'object' && payload !== null && 'type' in payload ? String(payload.type) : 'payload'} this explorer
              shows as it came:
            </p>
            <TreeWithData value={payload as JsonValue} ariaLabel="Payload" />
          </>
        )}
      </div>
    </section>
  );
}

/** Members this page does not show otherwise (a block epilogue's block_end_info, a validator transaction's kind, a new kind's fields). */
const SHOWN = new Set([
  'type',
  'sentType',
  'version',
  'hash',
  'state_change_hash',
  'event_root_hash',
  'state_checkpoint_hash',
  'gas_used',
  'success',
  'vm_status',
  'accumulator_root_hash',
  'changes',
  'events',
  'timestamp',
]);

/** The kinds whose members this page does not know in full. */
const OTHER_KINDS = new Set(['state_checkpoint_transaction', 'block_epilogue_transaction', 'validator_transaction', 'unknown']);

function OtherMembers({ transaction }: { transaction: Transaction }) {
  if (!OTHER_KINDS.has(transaction.type)) return null;
  const rest = Object.fromEntries(Object.entries(transaction).filter(([name]) => !SHOWN.has(name))) as { [key: string]: JsonValue };
  if (Object.keys(rest).length === 0) return null;
  return (
    <section className="tx-section" aria-labelledby="other-title">
      <h2 id="other-title">Details</h2>
      <TreeWithData value={rest} ariaLabel="Details" initialDepth={3} />
    </section>
  );
}
