import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { ApiEvent } from '../../core/api/transaction-schemas';
import { EventData } from '../../components/transactions/event-data';
import { EventCard } from './event-card';

const CARD_ESTIMATE = 130;

/**
 * Many events in a scrolling window where only the cards in view exist. A nested event's tree comes with the window
 * (EventData): a card scrolled into view never waits for its code.
 */
export default function WindowedEvents({ events }: { events: readonly ApiEvent[] }) {
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
                  <EventCard event={event} index={item.index} EventData={EventData} />
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}
