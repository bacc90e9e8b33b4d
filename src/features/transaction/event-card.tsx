import { ExplorerLink } from '../../components/explorer/explorer-link';
import { TypeName } from '../../components/explorer/type-name';
import { lazy, type ComponentType } from 'react';
import type { ApiEvent } from '../../core/api/transaction-schemas';
import type { JsonValue } from '../../core/move/json';
import { shortAddress, shownAddress } from '../../components/transactions/transaction-kind';
import { EventMembers, isFlat } from '../../components/transactions/event-members';

// a nested event's tree (its code in the state-key pages' shared chunk, ≈ 8 kB gzip) loads only for an event that has
// one: most events are flat (issue 34); the page's Suspense boundary keeps its reading state meanwhile
const LaterEventData = lazy(async () => ({ default: (await import('../../components/transactions/event-data')).EventData }));

type EventDataView = ComponentType<{ data: JsonValue; label: string }>;

/** One event: its type, its handle (a link to its stream) and its data (a nested one drawn by `EventData`). */
export function EventCard({ event, index, EventData = LaterEventData }: { event: ApiEvent; index: number; EventData?: EventDataView }) {
  const account = shortAddress(event.guid.account_address);
  const moduleEvent = account === '0x0';
  const label = `Event ${index.toString()} data`;
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
      {isFlat(event.data) ? <EventMembers data={event.data} label={label} /> : <EventData data={event.data} label={label} />}
    </>
  );
}
