import { JsonTree } from '../json-tree/json-tree';
import type { JsonValue } from '../../core/move/json';
import { EventMembers, isFlat } from './event-members';

/** An event's data: its members one a line when flat, a tree when nested (the transaction and events pages). */
export function EventData({ data, label }: { data: JsonValue; label: string }) {
  if (isFlat(data)) return <EventMembers data={data} label={label} />;
  if (typeof data === 'object' && data !== null) return <JsonTree value={data} ariaLabel={label} initialDepth={3} />;
  return <p className="mono">{JSON.stringify(data)}</p>;
}
