// The key and value types of the demo chain's tables, by handle: what a real node's table-info indexer
// learns from the resources holding them, so that a write set's table items carry decoded `data`.
import { formatHexBytes } from '../../src/core/move/hex';
import { ENTRY, FRAMEWORK, SHOWCASE, STRING } from './demo-constants';
import { tableHandle } from './demo-ids';
import { RECORD, REGISTRY_HANDLES } from './demo-registry';
import { BADGE, galleryBadgesHandle } from './showcase-upgrade';

export interface TableTypes {
  keyType: string;
  valueType: string;
}

/** The handles of the showcase's tables and of 0x1's address map (Gallery's badges: showcase-upgrade.ts; 0xbeef's registry: demo-registry.ts). */
export const TABLE_HANDLES = {
  byIndex: tableHandle(SHOWCASE, 'by_index'),
  byOwner: tableHandle(SHOWCASE, 'by_owner'),
  byName: tableHandle(SHOWCASE, 'by_name'),
  addressMap: tableHandle(FRAMEWORK, 'address_map'),
};

const TABLES = new Map<string, TableTypes>([
  [formatHexBytes(TABLE_HANDLES.byIndex), { keyType: 'u64', valueType: STRING }],
  [formatHexBytes(TABLE_HANDLES.byOwner), { keyType: 'address', valueType: 'u64' }],
  [formatHexBytes(TABLE_HANDLES.byName), { keyType: STRING, valueType: ENTRY }],
  [formatHexBytes(galleryBadgesHandle), { keyType: 'u64', valueType: BADGE }],
  [formatHexBytes(TABLE_HANDLES.addressMap), { keyType: 'address', valueType: 'address' }],
  [formatHexBytes(REGISTRY_HANDLES.entries), { keyType: STRING, valueType: RECORD }],
  [formatHexBytes(REGISTRY_HANDLES.byId), { keyType: 'u64', valueType: STRING }],
  [formatHexBytes(REGISTRY_HANDLES.byOwner), { keyType: 'address', valueType: STRING }],
]);

/** The types of the table with this handle (0x + 64 hex digits), or undefined for a table the chain does not hold. */
export function tableTypes(handleHex: string): TableTypes | undefined {
  return TABLES.get(handleHex);
}
