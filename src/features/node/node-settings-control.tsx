import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLedgerStatus } from '../../queries/ledger-status/ledger-status';
import type { NetworkName } from '../../core/api/networks';

const NodeSettingsForm = lazy(async () => ({ default: (await import('./node-settings-form')).NodeSettingsForm }));

function shortNode(node: string): string {
  const url = new URL(node);
  return `${url.host}${url.pathname}`;
}

/** Header control: the node in use with its chain id; a form to use another node and set its API key. */
export function NodeSettingsControl({ node, network }: { node: string; network?: NetworkName | undefined }) {
  const chainId = useLedgerStatus(node)?.ledger?.chainId;
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // a popover: Escape or a click outside closes it (focus goes back to its summary on Escape)
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      details.current?.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && details.current?.contains(event.target) !== true) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <details ref={details} className="node-settings" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary title={node}>
        <span className="muted">{network === undefined ? 'Node' : network}</span> <span className="mono">{shortNode(node)}</span>
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
