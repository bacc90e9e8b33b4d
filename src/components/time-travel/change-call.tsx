// "Changed at 20,242: 0x7ad5… called 0x1::coin::transfer<…>(0x3c1f…, 12413310000)", linked to the
// transaction page: the call behind a change, wherever the explorer shows one. The transaction at a
// version never changes, so it is read once per node and version (fresh until pruned), and only when
// asked for: the callers fetch it for what the user looks at, never for every tick up front.
// This module brings the transaction client (and zod): pages load it lazily (change-call-slot.tsx).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useEffect } from 'react';
import { ApiError } from '../../core/api/errors';
import { describeTransaction, type TransactionCall } from '../../core/api/transaction-call';
import { useExplorerParams } from '../explorer/use-explorer-params';
// eslint-disable-next-line no-restricted-imports -- the one component that runs a query (issue 24 item 5's exception): the lead chooses how the call reaches it
import { transactionQueries } from '../../queries/transactions';
import { lacksTransactionRoutes, transactionHref } from './transaction-link';

export type CallState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'call'; call: TransactionCall; href: string }
  | { kind: 'pruned' }
  | { kind: 'failed'; message: string };

/** The call of the transaction at `version`, read when `version` is defined. */
export function useTransactionCall(node: string, version: bigint | undefined): CallState {
  const { params } = useExplorerParams();
  const query = useQuery({ ...transactionQueries.byVersion(node, version ?? 0n), enabled: version !== undefined });
  if (version === undefined) return { kind: 'none' };
  if (query.data !== undefined) return { kind: 'call', call: describeTransaction(query.data.data), href: transactionHref(version, params) };
  if (query.isError) {
    if (lacksTransactionRoutes(query.error) || (query.error instanceof ApiError && query.error.status === 404)) return { kind: 'none' };
    if (query.error instanceof ApiError && query.error.kind === 'pruned') return { kind: 'pruned' };
    return { kind: 'failed', message: query.error.message };
  }
  return { kind: 'loading' };
}

/** The call as a link to its transaction page (the full call in its title), or what stands in for it. */
export function CallText({ state }: { state: CallState }) {
  switch (state.kind) {
    case 'none':
      return null;
    case 'loading':
      return <span className="muted">reading its transaction…</span>;
    case 'pruned':
      return <span className="muted">its transaction was pruned by the node</span>;
    case 'failed':
      return <span className="muted">its transaction could not be read ({state.message})</span>;
    case 'call':
      return (
        <Link to={state.href} className={`change-call-link mono${state.call.failed ? ' is-failed' : ''}`} title={state.call.full}>
          {state.call.short}
        </Link>
      );
  }
}

export interface ChangeCallProps {
  node: string;
  version: bigint;
  /** What comes before the version: "Changed at", "Last changed at". */
  lead?: string;
  /** Told the call once it is known (the timeline puts it in the tick's tooltip). */
  onCall?: (version: bigint, call: TransactionCall) => void;
}

/** "Changed at 20,242: <the call>", or nothing when the node has no transaction routes. */
export function ChangeCall({ node, version, lead = 'Changed at', onCall }: ChangeCallProps) {
  const state = useTransactionCall(node, version);
  const call = state.kind === 'call' ? state.call : undefined;
  useEffect(() => {
    if (call !== undefined) onCall?.(version, call);
  }, [call, version, onCall]);
  if (state.kind === 'none') return null;
  return (
    <span className="change-call" data-version={version.toString()}>
      {lead} <span className="mono">{version.toLocaleString('en-US')}</span>: <CallText state={state} />
    </span>
  );
}
