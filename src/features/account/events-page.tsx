import { Link, useParams } from 'react-router-dom';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { transactionHref } from '../../components/time-travel/transaction-link';
import { transactionQueries } from '../../queries/transactions';
import type { VersionedEvent } from '../../core/api/transaction-body-parse';
import { formatAddress, parseAddress } from '../../core/move/address';
import { tryParse } from '../../core/move/errors';
import { parseU64 } from '../../core/move/integers';
import { OlderItems, useNewestFirst } from './use-newest-first';
import './account-activity.css';

/** `/accounts/:address/events/:creationNumber` (the API path): one event handle's events, newest first, decoded. */
export default function EventsPage() {
  const { address = '', creationNumber = '' } = useParams();
  const parsed = tryParse(() => ({ address: formatAddress(parseAddress(address)), creationNumber: parseU64(creationNumber) }));
  if (!parsed.ok) return <InvalidParamPage title="Events" what="event handle" message={parsed.message} />;
  return <HandleEvents key={`${parsed.value.address}/${parsed.value.creationNumber}`} {...parsed.value} />;
}

function HandleEvents({ address, creationNumber }: { address: string; creationNumber: bigint }) {
  const { node, params } = useExplorerParams();
  const { query, items } = useNewestFirst(
    transactionQueries.eventsKey(node, address, creationNumber),
    (page) => transactionQueries.events(node, address, creationNumber, page),
    (event: VersionedEvent) => BigInt(event.sequence_number),
  );
  const type = items[0]?.type;
  return (
    <article className="account-activity">
      <h1 className="page-title">
        <span className="muted">Events of</span>{' '}
        <ExplorerLink to={{ kind: 'account', address }} className="mono">
          {address}
        </ExplorerLink>{' '}
        <span className="muted">handle</span> <span className="mono">{creationNumber.toString()}</span>
      </h1>
      {type !== undefined && (
        <p>
          Type <span className="mono">{type}</span>; newest first. Each event links to the transaction that emitted it.
        </p>
      )}
      {query.isPending && (
        <p className="muted" aria-live="polite">
          Reading the events…
        </p>
      )}
      {query.isError && query.data === undefined && <ApiErrorView error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && items.length === 0 && <p role="status">No event under this handle (within the node’s window).</p>}
      {items.length > 0 && (
        <ol className="activity-list" aria-label="Events, newest first">
          {items.map((event) => (
            <li key={event.sequence_number} data-sequence-number={event.sequence_number}>
              <span className="activity-meta">
                <span>#{event.sequence_number}</span>
                <Link to={transactionHref(BigInt(event.version), params)}>
                  version <span className="mono">{BigInt(event.version).toLocaleString('en-US')}</span>
                </Link>
              </span>
              <code className="activity-call">{JSON.stringify(event.data)}</code>
            </li>
          ))}
        </ol>
      )}
      <OlderItems query={query} what="events" />
    </article>
  );
}
