import { JsonTree } from '../json-tree/json-tree';
import type { JsonValue } from '../../core/move/json';
import './transactions.css';

/** A few members, none nested: shown as a list rather than a tree with its tools. */
function isFlat(data: JsonValue): data is { [key: string]: JsonValue } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const values = Object.values(data);
  return (
    values.length <= 12 &&
    values.every((value) => typeof value !== 'object' || value === null || (Array.isArray(value) && value.length === 0))
  );
}

/** An event's data: its members one a line when flat, a tree when nested (the transaction and events pages). */
export function EventData({ data, label }: { data: JsonValue; label: string }) {
  if (isFlat(data))
    return (
      <dl className="kv" aria-label={label}>
        {Object.entries(data).map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
          </div>
        ))}
      </dl>
    );
  if (typeof data === 'object' && data !== null) return <JsonTree value={data} ariaLabel={label} initialDepth={3} />;
  return <p className="mono">{JSON.stringify(data)}</p>;
}
