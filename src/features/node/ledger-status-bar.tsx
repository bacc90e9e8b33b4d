import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../components/after-paint';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import { MAX_RESETS, useLedgerStatus } from '../../queries/ledger-status/ledger-status';
import { chainIdMismatch, type NetworkName } from '../../core/api/networks';
import { APTOS_LEDGER_HEADERS, LEDGER_HEADERS, type LedgerHeaderField } from '../../core/api/ledger-headers';
import { nodeQueries } from './queries';

interface LedgerStatusBarProps {
  node: string;
  pinnedVersion: bigint | undefined;
  /** The network the node is read as: a chain id that contradicts it is warned about. */
  network?: NetworkName | undefined;
  /** Read nothing (a link's node waits for the user's consent): the bar says so. */
  idle?: boolean;
}

interface ItemProps {
  label: string;
  value: string;
  title: string;
  /** shown less important on a phone: hidden there */
  secondary?: boolean;
  /** may be cut short on a phone (app.css): the title then starts with the whole value */
  truncates?: boolean;
}

function Item({ label, value, title, secondary = false, truncates = false }: ItemProps) {
  const className = ['item', secondary && 'item-secondary', truncates && 'item-truncates'].filter(Boolean).join(' ');
  return (
    <div className={className} title={truncates ? `${value}\n${title}` : title}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The member of GET /v1's body that states each figure. */
const BODY_MEMBERS: Record<LedgerHeaderField, string> = {
  chainId: 'chain_id',
  ledgerVersion: 'ledger_version',
  oldestLedgerVersion: 'oldest_ledger_version',
  ledgerTimestampUsec: 'ledger_timestamp',
  epoch: 'epoch',
  blockHeight: 'block_height',
  oldestBlockHeight: 'oldest_block_height',
  gasUsed: '(not stated)',
  cursor: '(not stated)',
};

/** How long the bar waits for a page's data to report the ledger before asking the node itself. */
const PAGE_DATA_WAIT_MS = 3_000;

/**
 * Whether the bar should poll `GET /v1` yet. When the page's loader is already reading from this node
 * as the bar first renders, the bar waits until that response has filled it and its frame is painted
 * (the request would compete with the page's data); otherwise it asks once the first frame is painted.
 */
function useOwnRequestWanted(node: string, known: boolean): boolean {
  const queryClient = useQueryClient();
  const [pageDataFirst] = useState(() => queryClient.isFetching({ queryKey: [node] }) > 0);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (known || !pageDataFirst) return afterNextPaint(() => setWanted(true));
    const timer = setTimeout(() => setWanted(true), PAGE_DATA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [known, wanted, pageDataFirst]);
  return wanted;
}

/** Headers of the newest response from the current node (docs/architecture.md#the-apps-conventions). */
export function LedgerStatusBar({ node, pinnedVersion, network, idle = false }: LedgerStatusBarProps) {
  const status = useLedgerStatus(node);
  const wanted = useOwnRequestWanted(node, status !== undefined);
  const info = useQuery({ ...nodeQueries.ledgerInfo(node), enabled: wanted && !idle });
  // ours (docs/api.md#degraded): the node cannot add blocks, so latest stands still (not shown from an answer older than a failure)
  const degraded = info.isError ? undefined : info.data?.data.degraded;
  const ledger = status?.ledger;
  /** Where a figure was read: the header (under either name) or GET /v1's member. */
  const from = (field: LedgerHeaderField) =>
    ledger?.source === 'ledger_info' ? `GET /v1 ${BODY_MEMBERS[field]}` : `${LEDGER_HEADERS[field]} (or ${APTOS_LEDGER_HEADERS[field]})`;
  return (
    <section className="status-bar" aria-label="Ledger status">
      {pinnedVersion === undefined ? (
        <span className="badge following" title="Data pages show the latest version and refresh">
          following latest
        </span>
      ) : (
        <span className="badge pinned">pinned at {pinnedVersion.toString()}</span>
      )}
      {degraded && (
        <span
          className="badge degraded"
          role="status"
          title={`The node adds no blocks since ${degraded.since} (${degraded.attempts} attempts, retried with backoff): ${degraded.message.slice(0, 300)}. Reads still work; latest stands still.`}
        >
          {degraded.reason === 'disk_full' ? 'no new blocks: disk full' : 'no new blocks'}
        </span>
      )}
      {idle ? (
        <span className="muted">No node is read until you answer whether to use what the link names.</span>
      ) : ledger ? (
        <>
          <dl>
            <Item
              label="chain"
              value={String(ledger.chainId)}
              title={`${from('chainId')}: which chain this node serves (two nodes of one chain can still hold different data: see latest)`}
            />
            <Item
              label="latest"
              value={ledger.ledgerVersion.toString()}
              title={`${from('ledgerVersion')}: the newest version the node has`}
            />
            <Item
              label="oldest"
              value={ledger.oldestLedgerVersion.toString()}
              title={`${from('oldestLedgerVersion')}: the oldest version the node still answers; older ones are pruned (410)`}
            />
            <Item
              label="time"
              value={formatLedgerTime(ledger.ledgerTimestampUsec)}
              truncates
              title={`${from('ledgerTimestampUsec')}: the chain time of the latest version, ${ledger.ledgerTimestampUsec.toString()} µs since the Unix epoch`}
            />
            <Item
              label="epoch"
              value={ledger.epoch.toString()}
              title={`${from('epoch')}: the chain's current epoch (its validator set and configuration change from one to the next)`}
              secondary
            />
            <Item
              label="block"
              value={ledger.blockHeight.toString()}
              title={`${from('blockHeight')}: the height of the newest block`}
              secondary
            />
            <Item
              label="oldest block"
              value={ledger.oldestBlockHeight.toString()}
              title={`${from('oldestBlockHeight')}: the oldest block the node still holds`}
              secondary
            />
            {ledger.gasUsed !== null && (
              <Item label="gas used" value={ledger.gasUsed.toString()} title={`${from('gasUsed')}: gas used by the request`} secondary />
            )}
          </dl>
          {network !== undefined && chainIdMismatch(network, ledger.chainId) !== null && (
            <p className="chain-mismatch" role="alert" data-problem="chain-mismatch">
              {chainIdMismatch(network, ledger.chainId)}
            </p>
          )}
          {status?.chainUnsteady === true && (
            <p className="chain-mismatch" role="alert" data-problem="chain-unsteady">
              This node keeps changing chains (more than {MAX_RESETS} times within a minute): its answers may come from different chains,
              and pages are no longer read again at each change.
            </p>
          )}
          {ledger.viaGateway !== undefined && (
            <span
              className="figures-source"
              data-source="gateway"
              title={`This node is our gateway (npm start -- --upstream): it forwards the read API to ${ledger.viaGateway} on this origin, so its headers and cursors are readable`}
            >
              via gateway → <span className="mono">{ledger.viaGateway}</span>
            </span>
          )}
          {ledger.source === 'ledger_info' && (
            <span
              className="figures-source"
              data-source="ledger-info"
              title="This node sends no Access-Control-Expose-Headers (as real nodes do), so the page cannot read its ledger headers. The figures come from GET /v1, asked at each refresh, and every read is made at the version it names."
            >
              from GET /v1<span className="phone-hidden-words">: the node hides its ledger headers</span>
            </span>
          )}
        </>
      ) : status?.reach === 'unreachable' ? (
        <span className="hidden-headers">Nothing answers at {node}: the node is unreachable (down, or a wrong address or port).</span>
      ) : status?.reach === 'not_api' ? (
        <span className="hidden-headers" data-problem="not-api">
          {status.reachDetail ?? `This URL does not answer like a node API (${node})`}: a node's API base URL ends in /v1, e.g.
          https://api.mainnet.aptoslabs.com/v1.
        </span>
      ) : status?.reach === 'cors_refused' ? (
        <span className="hidden-headers">
          The server at {node} answers, but its CORS policy does not let this page read it (no Access-Control-Allow-Origin for this origin).
          Node APIs let any page read them, so this is likely not a node API, or a proxy in front of one drops its CORS headers.
        </span>
      ) : status?.headersHidden ? (
        <span className="hidden-headers">
          This node hides its ledger headers from the browser (CORS: no Access-Control-Expose-Headers) and GET /v1 does not answer, so
          versions and chain time are unknown here.
        </span>
      ) : (
        <span className="muted">waiting for the node at {node}…</span>
      )}
    </section>
  );
}
