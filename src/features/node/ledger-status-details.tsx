import { useQuery } from '@tanstack/react-query';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import { MAX_RESETS, useLedgerStatus } from '../../queries/ledger-status/ledger-status';
import { chainIdMismatch } from '../../core/api/network-chain-check';
import { LEDGER_FIELD_WORDS } from '../../core/api/ledger-field-words';
import {
  APTOS_LEDGER_HEADERS,
  LEDGER_FIELDS,
  LEDGER_FIELD_NAMES,
  LEDGER_HEADERS,
  type LedgerHeaderField,
} from '../../core/api/ledger-fields';
import type { LedgerInfo } from '../../core/api/ledger-info';
import { nodeQueries } from './queries';
import type { LedgerStatusBarProps } from './ledger-status-bar';
import { WaitingForNode } from './waiting-for-node';

/** One figure of the ledger's table (ledger-fields.ts, ledger-field-words.ts), and where it was read: the header (under either name) or GET /v1's member. */
function Figure({ ledger, field }: { ledger: LedgerInfo; field: LedgerHeaderField }) {
  const { bar } = LEDGER_FIELD_WORDS[field];
  const { member } = LEDGER_FIELDS[field];
  const raw = field === 'cursor' ? null : ledger[field];
  if (bar === null || raw === null) return null;
  const from =
    ledger.source === 'ledger_info'
      ? `GET /v1 ${member ?? '(not stated)'}`
      : `${LEDGER_HEADERS[field]} (or ${APTOS_LEDGER_HEADERS[field]})`;
  const value = field === 'ledgerTimestampUsec' ? formatLedgerTime(ledger.ledgerTimestampUsec) : String(raw);
  const title = `${from}: ${bar.about(String(raw))}`;
  // secondary: hidden on a phone; truncates: may be cut short there (app.css), so the title starts with the whole value
  return (
    <div
      className={bar.phone === undefined ? 'item' : `item item-${bar.phone}`}
      title={bar.phone === 'truncates' ? `${value}\n${title}` : title}
    >
      <dt>{bar.label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The bar's figures and notices, and its own request (ledger-status-bar.tsx renders the bar, and this once it is wanted). */
export default function LedgerStatusDetails({ node, network }: Omit<LedgerStatusBarProps, 'pinnedVersion' | 'idle'>) {
  const status = useLedgerStatus(node);
  const info = useQuery(nodeQueries.ledgerInfo(node));
  // ours (docs/api.md#degraded): the node cannot add blocks, so latest stands still (not shown from an answer older than a failure)
  const degraded = info.isError ? undefined : info.data?.data.degraded;
  const ledger = status?.ledger;
  return (
    <>
      {degraded && (
        <span
          className="badge degraded"
          role="status"
          title={`The node adds no blocks since ${degraded.since} (${degraded.attempts} attempts, retried with backoff): ${degraded.message.slice(0, 300)}. Reads still work; latest stands still.`}
        >
          {degraded.reason === 'disk_full' ? 'no new blocks: disk full' : 'no new blocks'}
        </span>
      )}
      {ledger ? (
        <>
          <dl>
            {LEDGER_FIELD_NAMES.map((field) => (
              <Figure key={field} ledger={ledger} field={field} />
            ))}
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
        <WaitingForNode node={node} />
      )}
    </>
  );
}
