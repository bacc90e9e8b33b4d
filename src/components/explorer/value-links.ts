import type { LinkFor } from '../json-tree/json-tree';
import type { MoveResource } from '../../core/api/schemas';
import { MoveInputError } from '../../core/move/errors';
import type { JsonValue } from '../../core/move/json';
import { formatTypeTag, parseStructTag, type TypeTag } from '../../core/move/type-tag';
import { explorerHref, type ExplorerParams } from '../../core/search/explorer-location';
import { typeAtPath, type FindLayout } from '../../core/move/type-at-path';
import { valueAtPath } from '../../core/history/value-series';

const ADDRESS_TEXT = /^0x[0-9a-f]{1,64}$/;
const TABLE_TYPES = new Set(['0x1::table::Table', '0x1::table_with_length::TableWithLength']);
const U64_TEXT = /^[0-9]+$/;

/**
 * An event handle (`0x1::event::EventHandle`: `{counter, guid: {id: {addr, creation_num}}}`) is known by
 * its shape, as the node's JSON has it: its `counter` and its `creation_num` open the handle's events.
 */
function eventHandleLink(
  data: JsonValue,
  path: readonly (string | number)[],
  key: string | number | null,
  value: string,
  params: ExplorerParams,
) {
  if (!U64_TEXT.test(value)) return null;
  const handlePath =
    key === 'counter'
      ? path.slice(0, -1)
      : key === 'creation_num' && path.at(-2) === 'id' && path.at(-3) === 'guid'
        ? path.slice(0, -3)
        : null;
  if (handlePath === null) return null;
  const handle = valueAtPath(data, handlePath);
  if (typeof handle !== 'object' || handle === null || Array.isArray(handle) || typeof handle.counter !== 'string') return null;
  const address = valueAtPath(handle, ['guid', 'id', 'addr']);
  const creationNumber = valueAtPath(handle, ['guid', 'id', 'creation_num']);
  if (typeof address !== 'string' || !ADDRESS_TEXT.test(address) || typeof creationNumber !== 'string' || !U64_TEXT.test(creationNumber))
    return null;
  // the events route takes no version: the link opens the list at latest (and says so), on the same node
  // (named by URL or by network: a link that dropped either would open on another node)
  const pinned =
    params.ledgerVersion === undefined ? '' : ` (${handle.counter} at version ${params.ledgerVersion}; the list is read at latest)`;
  return {
    href: explorerHref(
      { kind: 'events', address, creationNumber },
      { node: params.node, network: params.network, indexer: params.indexer },
    ),
    title: `Open the events of this handle${pinned === '' ? ` (${handle.counter})` : pinned}`,
  };
}

/**
 * The links inside a Move value of type `rootType` (a resource, a table item's value): addresses link
 * to their account; table handles link to the table's page (`/tables/{h}`) with the key and value types the enclosing
 * field's type names (`Table<K, V>`, from the registry's layout or, through `findLayout`, the node's
 * module ABI), so the user only has to type the key.
 */
export function valueLinkFor(rootType: TypeTag, data: JsonValue, params: ExplorerParams, findLayout?: FindLayout): LinkFor {
  return ({ path, key, value }) => {
    const events = eventHandleLink(data, path, key, value, params);
    if (events !== null) return events;
    if (!ADDRESS_TEXT.test(value)) return null;
    const type = typeAtPath(rootType, data, path, findLayout);
    if (type === undefined) {
      // Layout unknown: a `handle` member is a table handle by the framework's convention.
      if (key === 'handle') return { href: explorerHref({ kind: 'table_entries', handle: value }, params), title: 'Open the table' };
      return null;
    }
    if (type.kind !== 'address') return null;
    const parent = typeAtPath(rootType, data, path.slice(0, -1), findLayout);
    if (key === 'handle' && parent?.kind === 'struct' && TABLE_TYPES.has(`${parent.address}::${parent.module}::${parent.name}`)) {
      const [keyType, valueType] = parent.typeArgs;
      return {
        href: explorerHref(
          {
            kind: 'table_entries',
            handle: value,
            keyType: keyType === undefined ? undefined : formatTypeTag(keyType),
            valueType: valueType === undefined ? undefined : formatTypeTag(valueType),
          },
          params,
        ),
        title: `Open the table ${formatTypeTag(parent)}`,
      };
    }
    return { href: explorerHref({ kind: 'account', address: value }, params), title: 'Open the account' };
  };
}

/** The links of one resource as the node sent it; none when its type does not parse. */
export function linkForResource(resource: MoveResource, params: ExplorerParams, findLayout?: FindLayout): LinkFor | undefined {
  try {
    return valueLinkFor(parseStructTag(resource.type), resource.data, params, findLayout);
  } catch (error) {
    if (error instanceof MoveInputError) return undefined;
    throw error;
  }
}
