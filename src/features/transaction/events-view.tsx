import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { TypeName } from '../../components/explorer/type-name';
import { EventData } from '../../components/transactions/event-data';
import type { ApiEvent } from '../../core/api/transaction-schemas';
import { shortAddress, shownAddress } from '../../components/transactions/transaction-kind';

/**
 * Events drawn in the page's flow up to this many; past it, in a scrolling window where only the cards in
 * view exist (issue 30: 5,000 events, each nested one a tree of its own, stalled the tab for over 10 s).
 */
const IN_FLOW = 40;
const CARD_ESTIMATE = 130;

/** The events a transaction emitted, each with its type, handle and data (module events have the handle 0x0 / 0). */
export function EventsView({ events }: { events: readonly ApiEvent[] }) {
  return (
    <section className="tx-section" aria-labelledby="events-title">
      <h2 id="events-title">
        Events <span className="muted">({events.length.toLocaleString('en')})</span>
      </h2>
      {events.length === 0 && <p className="muted">No events.</p>}
      {events.length <= IN_FLOW ? (
        <ol className="card-list">
          {events.map((event, index) => (
            <li key={index} className="card" data-event={event.type}>
              <EventCard event={event} index={index} />
            </li>
          ))}
        </ol>
      ) : (
        <WindowedEvents events={events} />
      )}
    </section>
  );
}

function WindowedEvents({ events }: { events: readonly ApiEvent[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 4,
  });
  return (
    <>
      <p className="muted">Drawn as you scroll: only the events in view are on the page.</p>
      <div ref={scrollRef} className="event-window" tabIndex={0} role="region" aria-label="Events, scrollable">
        <ol className="card-list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const event = events[item.index];
            if (event === undefined) return null;
            return (
              // the slot is measured (its padding is the gap between cards: a margin would not be)
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className="event-slot"
                style={{ transform: `translateY(${item.start.toString()}px)` }}
              >
                <div className="card" data-event={event.type}>
                  <EventCard event={event} index={item.index} />
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}

function EventCard({ event, index }: { event: ApiEvent; index: number }) {
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
