import type { LinkFor } from '../json-tree/json-tree';
import type { MoveResource } from '../../core/api/schemas';
import { MoveInputError } from '../../core/move/errors';
import type { JsonValue } from '../../core/move/json';
import { formatTypeTag, parseStructTag, type TypeTag } from '../../core/move/type-tag';
import { explorerHref, type ExplorerParams } from '../../core/search/explorer-location';
import { typeAtPath, type FindLayout } from '../../core/move/type-at-path';

const ADDRESS_TEXT = /^0x[0-9a-f]{1,64}$/;
const TABLE_TYPES = new Set(['0x1::table::Table', '0x1::table_with_length::TableWithLength']);

/**
 * The links inside a Move value of type `rootType` (a resource, a table item's value): addresses link
 * to their account; table handles link to the table page with the key and value types the enclosing
 * field's type names (`Table<K, V>`, from the registry's layout or, through `findLayout`, the node's
 * module ABI), so the user only has to type the key.
 */
export function valueLinkFor(rootType: TypeTag, data: JsonValue, params: ExplorerParams, findLayout?: FindLayout): LinkFor {
  return ({ path, key, value }) => {
    if (!ADDRESS_TEXT.test(value)) return null;
    const type = typeAtPath(rootType, data, path, findLayout);
    if (type === undefined) {
      // Layout unknown: a `handle` member is a table handle by the framework's convention.
      if (key === 'handle') return { href: explorerHref({ kind: 'table', handle: value }, params), title: 'Open the table' };
      return null;
    }
    if (type.kind !== 'address') return null;
    const parent = typeAtPath(rootType, data, path.slice(0, -1), findLayout);
    if (key === 'handle' && parent?.kind === 'struct' && TABLE_TYPES.has(`${parent.address}::${parent.module}::${parent.name}`)) {
      const [keyType, valueType] = parent.typeArgs;
      return {
        href: explorerHref(
          {
            kind: 'table',
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
