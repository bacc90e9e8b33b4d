import type { JsonValue } from '../move/json';

/** Where an event handle is held: the resource's type and the field's path in its data (`coin_register_events`, `a.b`). */
export interface EventHandleField {
  resourceType: string;
  field: string;
}

/** Nesting walked into, at most: handles sit at the top of a resource or a level or two down. */
const MAX_DEPTH = 8;

/**
 * The field of `resources` (an account's, as JSON) whose `0x1::event::EventHandle` has the GUID
 * (`address`, `creationNumber`): its `{ counter, guid: { id: { addr, creation_num } } }`. Undefined when
 * none of them holds it (a module event, or the list read was cut short).
 */
export function findEventHandleField(
  resources: readonly { type: string; data?: JsonValue }[],
  address: string,
  creationNumber: bigint,
): EventHandleField | undefined {
  const wanted = creationNumber.toString();
  for (const resource of resources) {
    const stack: { value: JsonValue; path: string[] }[] = [{ value: resource.data ?? null, path: [] }];
    while (stack.length > 0) {
      const { value, path } = stack.pop() as { value: JsonValue; path: string[] };
      if (typeof value !== 'object' || value === null || Array.isArray(value) || path.length > MAX_DEPTH) continue;
      if (isHandleOf(value, address, wanted) && path.length > 0) return { resourceType: resource.type, field: path.join('.') };
      for (const [name, member] of Object.entries(value)) stack.push({ value: member, path: [...path, name] });
    }
  }
  return undefined;
}

function isHandleOf(value: { [key: string]: JsonValue }, address: string, creationNumber: string): boolean {
  const guid = value.guid;
  if (typeof value.counter !== 'string' || typeof guid !== 'object' || guid === null || Array.isArray(guid)) return false;
  const id = guid.id;
  if (typeof id !== 'object' || id === null || Array.isArray(id)) return false;
  return id.creation_num === creationNumber && typeof id.addr === 'string' && sameAddress(id.addr, address);
}

/** `0x1` and `0x000…01` name one account. */
function sameAddress(a: string, b: string): boolean {
  const digits = (text: string) => text.toLowerCase().replace(/^0x/, '').replace(/^0+/, '');
  return digits(a) === digits(b);
}
