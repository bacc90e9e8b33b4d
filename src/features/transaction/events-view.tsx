import { lazy, Suspense } from 'react';
import type { ApiEvent } from '../../core/api/transaction-schemas';
import { EventCard } from './event-card';

// the virtualiser loads only for a transaction with many events: most have a handful, and it is ≈ 10 kB gzip
// of the transaction page's first load (npm run budget)
const WindowedEvents = lazy(() => import('./windowed-events'));

/**
 * Events drawn in the page's flow up to this many; past it, in a scrolling window where only the cards in
 * view exist (issue 30: 5,000 events, each nested one a tree of its own, stalled the tab for over 10 s).
 */
const IN_FLOW = 40;

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
        <Suspense fallback={<p className="muted">Drawing the events…</p>}>
          <WindowedEvents events={events} />
        </Suspense>
      )}
    </section>
  );
}
