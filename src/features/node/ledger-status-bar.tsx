import { useQuery } from '@tanstack/react-query';
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

/** Headers of the newest response from the current node (architecture.md, "The app"). */
export function LedgerStatusBar({ node, pinnedVersion }: LedgerStatusBarProps) {
  useQuery(nodeQueries.ledgerInfo(node));
  const status = useLedgerStatus(node);
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
