import { ExplorerLink } from '../../components/explorer/explorer-link';
import { TypeName } from '../../components/explorer/type-name';
import { JsonTree } from '../../components/json-tree/json-tree';
import type { ApiEvent } from '../../core/api/transaction-schemas';
import { shortAddress } from '../../components/transactions/transaction-kind';
import type { JsonValue } from '../../core/move/json';

/** A few members, none nested: shown as a list rather than a tree with its tools. */
function isFlat(data: JsonValue): data is { [key: string]: JsonValue } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const values = Object.values(data);
  return (
    values.length <= 12 &&
    values.every((value) => typeof value !== 'object' || value === null || (Array.isArray(value) && value.length === 0))
  );
}

/** The events a transaction emitted, each with its type, handle and data (module events have the handle 0x0 / 0). */
export function EventsView({ events }: { events: readonly ApiEvent[] }) {
  return (
    <section className="tx-section" aria-labelledby="events-title">
      <h2 id="events-title">
        Events <span className="muted">({events.length.toLocaleString('en')})</span>
      </h2>
      {events.length === 0 && <p className="muted">No events.</p>}
      <ol className="card-list">
        {events.map((event, index) => {
          const account = shortAddress(event.guid.account_address);
          const moduleEvent = account === '0x0';
          return (
            <li key={index} className="card" data-event={event.type}>
              <h3>
                <TypeName type={event.type} />
              </h3>
              <p className="muted">
                {moduleEvent ? (
                  'a module event (no handle)'
                ) : (
                  <>
                    handle <ExplorerLink to={{ kind: 'account', address: account }}>{account}</ExplorerLink> / creation number{' '}
                    {event.guid.creation_number}, sequence number {event.sequence_number}
                  </>
                )}
              </p>
              {isFlat(event.data) ? (
                <dl className="kv">
                  {Object.entries(event.data).map(([name, value]) => (
                    <div key={name} style={{ display: 'contents' }}>
                      <dt>{name}</dt>
                      <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
                    </div>
                  ))}
                </dl>
              ) : typeof event.data === 'object' && event.data !== null ? (
                <JsonTree value={event.data} ariaLabel={`Event ${index.toString()} data`} initialDepth={3} />
              ) : (
                <p className="mono">{JSON.stringify(event.data)}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
