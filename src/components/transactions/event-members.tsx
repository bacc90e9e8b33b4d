import type { JsonValue } from '../../core/move/json';
import './transactions.css';

/** A few members, none nested: shown as a list rather than a tree with its tools. */
export function isFlat(data: JsonValue): data is { [key: string]: JsonValue } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const values = Object.values(data);
  return (
    values.length <= 12 &&
    values.every((value) => typeof value !== 'object' || value === null || (Array.isArray(value) && value.length === 0))
  );
}

/** A flat event's data: its members one a line (no tree, so no tree's code). */
export function EventMembers({ data, label }: { data: { [key: string]: JsonValue }; label: string }) {
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
}
