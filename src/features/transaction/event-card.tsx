import { ExplorerLink } from '../../components/explorer/explorer-link';
import { TypeName } from '../../components/explorer/type-name';
import { EventData } from '../../components/transactions/event-data';
import type { ApiEvent } from '../../core/api/transaction-schemas';
import { shortAddress, shownAddress } from '../../components/transactions/transaction-kind';

/** One event: its type, its handle (a link to its stream) and its data. */
export function EventCard({ event, index }: { event: ApiEvent; index: number }) {
  const account = shortAddress(event.guid.account_address);
  const moduleEvent = account === '0x0';
  return (
    <>
      <h3>
        <span className="muted">#{(index + 1).toLocaleString('en')}</span> <TypeName type={event.type} />
      </h3>
      <p className="muted">
        {moduleEvent ? (
          'a module event (no handle)'
        ) : (
          <>
            handle{' '}
            <ExplorerLink to={{ kind: 'account', address: account }}>
              <span className="mono">{shownAddress(event.guid.account_address)}</span>
            </ExplorerLink>{' '}
            / creation number {event.guid.creation_number}, sequence number {event.sequence_number} (
            <ExplorerLink to={{ kind: 'events', address: account, creationNumber: event.guid.creation_number }}>
              its event stream
            </ExplorerLink>
            )
          </>
        )}
      </p>
      <EventData data={event.data} label={`Event ${index.toString()} data`} />
    </>
  );
}
