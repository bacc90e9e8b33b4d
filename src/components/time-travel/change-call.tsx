// "Changed at 20,242: 0x7ad5… called 0x1::coin::transfer<…>(0x3c1f…, 12413310000)", linked to the
// transaction page: the call behind a change, wherever the explorer shows one. Components run no query:
// the app provides the reader (queries/transaction-call.ts, loaded lazily with the transaction client),
// and without one (a test, a page outside the app) nothing is shown.
import { Suspense, useContext, useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { CallState, TransactionCall } from '../../core/api/transaction-call';
import type { LastChange } from '../../core/history/key-changes';
import { useExplorerParams } from '../explorer/use-explorer-params';
import { CallReaderContext } from './call-reader-context';
import { transactionHref } from './transaction-link';

/** The call as a link to its transaction page (the full call in its title), or what stands in for it. */
function CallText({ state, version }: { state: CallState; version: bigint }) {
  const { params } = useExplorerParams();
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
        <Link
          to={transactionHref(version, params)}
          className={`change-call-link mono${state.call.failed ? ' is-failed' : ''}`}
          title={state.call.full}
        >
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

function ChangeCallLine({ state, version, lead = 'Changed at', onCall }: Omit<ChangeCallProps, 'node'> & { state: CallState }) {
  const call = state.kind === 'call' ? state.call : undefined;
  useEffect(() => {
    if (call !== undefined) onCall?.(version, call);
  }, [call, version, onCall]);
  if (state.kind === 'none') return null;
  return (
    <span className="change-call" data-version={version.toString()}>
      {lead} <span className="mono">{version.toLocaleString('en-US')}</span>: <CallText state={state} version={version} />
    </span>
  );
}

/** "Changed at 20,242: <the call>", or nothing when the node has no transaction routes (nothing while the reader loads). */
export function ChangeCall({ node, ...line }: ChangeCallProps) {
  const Reader = useContext(CallReaderContext);
  if (Reader === null) return null;
  return (
    <Suspense fallback={null}>
      <Reader node={node} version={line.version}>
        {(state) => <ChangeCallLine state={state} {...line} />}
      </Reader>
    </Suspense>
  );
}

/** "Changed at …: <call>" for the newest change between two versions a diff shows. */
export function DiffChangeCall({ node, change }: { node: string; change: LastChange | undefined }) {
  if (change === undefined) return null;
  return (
    <p className="change-calls">
      <ChangeCall node={node} version={change.version} lead={change.more === true ? 'Last of several changes at' : 'Changed at'} />
    </p>
  );
}
