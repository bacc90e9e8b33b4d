import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EventData } from '../../components/transactions/event-data';
import { listAccountResources } from '../../core/api/account-resources-read';
import { findEventHandleField } from '../../core/api/event-handle-field';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import { nodeRequest } from '../../queries/ledger-status/ledger-status';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { InvalidParamPage } from '../../components/error-view/invalid-param';
import { ApiErrorView } from '../../components/error-view/api-error-view';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { usePageTarget } from '../../components/explorer/use-page-target';
import { transactionHref } from '../../components/time-travel/transaction-link';
import { transactionQueries } from '../../queries/transactions';
import type { VersionedEvent } from '../../core/api/transaction-body-parse';
import { OlderItems, useNewestFirst } from './use-newest-first';
import './account-activity.css';

/** `/accounts/:address/events/:creationNumber` (the API path): one event handle's events, newest first, decoded. */
export default function EventsPage() {
  const parsed = usePageTarget<'events'>();
  if (!parsed.ok) return <InvalidParamPage title="Events" what="event handle" message={parsed.message} />;
  const { address, creationNumber } = parsed.value;
  return <HandleEvents key={`${address}/${creationNumber}`} address={address} creationNumber={BigInt(creationNumber)} />;
}

function HandleEvents({ address, creationNumber }: { address: string; creationNumber: bigint }) {
  const { node, params } = useExplorerParams();
  const { query, items } = useNewestFirst(
    transactionQueries.eventsKey(node, address, creationNumber),
    (page) => transactionQueries.events(node, address, creationNumber, page),
    (event: VersionedEvent) => BigInt(event.sequence_number),
  );
  const type = items[0]?.type;
  const holder = useQuery(handleFieldQuery(node, address, creationNumber)).data;
  return (
    <article className="account-activity">
      <h1 className="page-title">
        {holder === undefined ? (
          <>
            <span className="muted">Events of</span>{' '}
            <ExplorerLink to={{ kind: 'account', address }} className="mono">
              {address}
            </ExplorerLink>{' '}
            <span className="muted">handle</span> <span className="mono">{creationNumber.toString()}</span>
          </>
        ) : (
          <>
            <span className="mono">{holder.field}</span> <span className="muted">of</span>{' '}
            <ExplorerLink to={{ kind: 'account', address }} className="mono">
              {address}
            </ExplorerLink>
          </>
        )}
      </h1>
      {holder !== undefined && (
        <p className="muted">
          The event handle in{' '}
          <ExplorerLink to={{ kind: 'resource', address, resourceType: holder.resourceType }} className="mono">
            {holder.resourceType}
          </ExplorerLink>
          , creation number <span className="mono">{creationNumber.toString()}</span>.
        </p>
      )}
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
            <EventRow key={event.sequence_number} node={node} event={event} params={params} />
          ))}
        </ol>
      )}
      <OlderItems query={query} what="events" />
    </article>
  );
}

/**
 * Which field of the account's resources holds the handle (`coin_register_events`): the page's title. One
 * page of the resources as JSON (most accounts hold a few); not found past it, the title stays "handle N".
 */
function handleFieldQuery(node: string, address: string, creationNumber: bigint) {
  return queryOptions({
    queryKey: [node, 'account', 'event-handle-field', address, creationNumber.toString()],
    queryFn: async ({ client, signal }) => {
      const page = await listAccountResources({ ...nodeRequest(client, node, signal), address, limit: 100 });
      return findEventHandleField(page.data, address, creationNumber) ?? null;
    },
    select: (found) => found ?? undefined,
    staleTime: Infinity,
    retry: false,
  });
}

/** One event: its number, its version with the time of that version's block, and its data. */
function EventRow({ node, event, params }: { node: string; event: VersionedEvent; params: ExplorerParams }) {
  const version = BigInt(event.version);
  const block = useQuery(transactionQueries.blockByVersion(node, version, false));
  const time = block.data?.data.block_timestamp;
  return (
    <li data-sequence-number={event.sequence_number}>
      <span className="activity-meta">
        <span>#{event.sequence_number}</span>
        <Link to={transactionHref(version, params)}>
          version <span className="mono">{version.toLocaleString('en-US')}</span>
        </Link>
        {time !== undefined && <span className="muted">{formatLedgerTime(BigInt(time))}</span>}
      </span>
      <EventData data={event.data} label={`Event ${event.sequence_number} data`} />
    </li>
  );
}
