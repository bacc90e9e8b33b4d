import { lazy, Suspense, useState } from 'react';
import { useLedgerStatus } from './ledger-store';

const NodeSettingsForm = lazy(async () => ({ default: (await import('./node-settings-form')).NodeSettingsForm }));

function shortNode(node: string): string {
  const url = new URL(node);
  return `${url.host}${url.pathname}`;
}

/** Header control: the node in use with its chain id; a form to use another node and set its API key. */
export function NodeSettingsControl({ node }: { node: string }) {
  const chainId = useLedgerStatus(node)?.ledger?.chainId;
  const [open, setOpen] = useState(false);
  return (
    <details className="node-settings" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary title={node}>
        <span className="muted">Node</span> <span className="mono">{shortNode(node)}</span>
        <span className="node-chain">{chainId === undefined ? 'chain ?' : `chain ${chainId}`}</span>
      </summary>
      {/* the form floats over the page (position: absolute): nothing moves while it loads */}
      {open && (
        <Suspense fallback={null}>
          <NodeSettingsForm node={node} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </details>
  );
}
