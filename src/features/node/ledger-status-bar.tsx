import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../components/after-paint';
import { formatLedgerTime } from './format-ledger-time';
import { useLedgerStatus } from './ledger-store';
import { nodeQueries } from './queries';

interface LedgerStatusBarProps {
  node: string;
  pinnedVersion: bigint | undefined;
}

function Item({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div className="item" title={title}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A page without data of its own waits this long before the bar asks the node itself. */
const OWN_REQUEST_DELAY_MS = 500;

/**
 * Whether the bar should poll `GET /v1` yet: not before a page's own data is on screen (its response
 * headers already fill the bar, and the request would compete with it), or a short while on pages without data.
 */
function useOwnRequestWanted(known: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (known) return afterNextPaint(() => setWanted(true));
    const timer = setTimeout(() => setWanted(true), OWN_REQUEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [known, wanted]);
  return wanted;
}

/** Headers of the newest response from the current node (architecture.md, "The app"). */
export function LedgerStatusBar({ node, pinnedVersion }: LedgerStatusBarProps) {
  const status = useLedgerStatus(node);
  useQuery({ ...nodeQueries.ledgerInfo(node), enabled: useOwnRequestWanted(status !== undefined) });
  const ledger = status?.ledger;
  return (
    <section className="status-bar" aria-label="Ledger status">
      {pinnedVersion === undefined ? (
        <span className="badge following" title="Data pages show the latest version and refresh">following latest</span>
      ) : (
        <span className="badge pinned">pinned at {pinnedVersion.toString()}</span>
      )}
      {ledger ? (
        <dl>
          <Item label="chain" value={String(ledger.chainId)} />
          <Item label="latest" value={ledger.ledgerVersion.toString()} />
          <Item label="oldest" value={ledger.oldestLedgerVersion.toString()} />
          <Item
            label="time"
            value={formatLedgerTime(ledger.ledgerTimestampUsec)}
            title={`${ledger.ledgerTimestampUsec.toString()} µs since the Unix epoch`}
          />
          <Item label="epoch" value={ledger.epoch.toString()} />
          <Item label="block" value={ledger.blockHeight.toString()} />
          <Item label="oldest block" value={ledger.oldestBlockHeight.toString()} />
          {ledger.gasUsed !== null && <Item label="gas used" value={ledger.gasUsed.toString()} />}
        </dl>
      ) : status?.headersHidden ? (
        <span className="hidden-headers">
          This node hides its ledger headers from the browser (CORS: no Access-Control-Expose-Headers), so versions and
          chain time are unknown here.
        </span>
      ) : (
        <span className="muted">waiting for the node at {node}…</span>
      )}
    </section>
  );
}
