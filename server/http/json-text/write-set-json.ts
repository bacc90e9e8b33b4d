// A transaction's `changes` as real nodes write them (aptos-core api/types WriteSetChange), from the
// state rows of its version: resources rendered as the resource route renders them, table items with
// their bytes and, for the chain's own tables, decoded `data`; modules as the module route.
import { formatAddress } from '../../../src/core/move/address';
import { LayoutUnknownError } from '../../../src/core/move/bcs-errors';
import { formatHexBytes } from '../../../src/core/move/hex';
import { decodeResourceGroup, isResourceGroup } from '../../../src/core/move/resource-group';
import { parseStructTag, parseTypeTag } from '../../../src/core/move/type-tag';
import { tableTypes } from '../../chain/demo-tables';
import { sha3 } from '../../chain/hashing';
import { parsedOnce } from '../../chain/parsed-once';
import { moduleJsonText } from '../../chain/module-value';
import type { StateWrite } from '../../store/ledger-store';
import { decodeStateKey } from '../../store/state-key';
import { BcsJsonTextWriter } from './bcs-json-text';
import type { ResourceJsonRenderer } from './resource-json';

const str = JSON.stringify;
const structTagOf = parsedOnce(parseStructTag);
const typeTagOf = parsedOnce(parseTypeTag);

function stateKeyHash(key: Uint8Array): string {
  return formatHexBytes(sha3('sha3-256', key));
}

export class WriteSetJson {
  // decodes table keys and values (its own memo, apart from the resource renderer's)
  private readonly values = new BcsJsonTextWriter();

  constructor(private readonly resources: ResourceJsonRenderer) {}

  /** `[change, …]` of the rows written at `version`, in state-key order (a group's members in its map's order). */
  changes(writes: readonly StateWrite[], version: bigint): string {
    return `[${writes.map((write) => this.change(write, version)).join(',')}]`;
  }

  private change({ key, value }: StateWrite, version: bigint): string {
    const hash = str(stateKeyHash(key));
    const decoded = decodeStateKey(key);
    switch (decoded.kind) {
      case 'resource': {
        const address = formatAddress(decoded.address);
        if (value === null)
          return `{"address":${str(address)},"state_key_hash":${hash},"resource":${str(decoded.structTag)},"type":"delete_resource"}`;
        // a resource group is one state key; its write is one write_resource per member (aptos-core api/types convert.rs)
        const members = isResourceGroup(decoded.structTag) ? decodeResourceGroup(value) : [{ type: decoded.structTag, bytes: value }];
        return members
          .map((member) => {
            const data = this.resources.render(
              address,
              structTagOf(member.type),
              member.type,
              { bytes: member.bytes, writtenAt: version },
              'keep-when-big',
            ).text;
            return `{"address":${str(address)},"state_key_hash":${hash},"data":${data},"type":"write_resource"}`;
          })
          .join(',');
      }
      case 'table_item': {
        const handle = formatHexBytes(decoded.handle);
        const keyHex = str(formatHexBytes(decoded.key));
        const types = tableTypes(handle);
        if (value === null)
          return `{"state_key_hash":${hash},"handle":${str(handle)},"key":${keyHex},"data":${this.itemData(decoded.key, null, types)},"type":"delete_table_item"}`;
        return `{"state_key_hash":${hash},"handle":${str(handle)},"key":${keyHex},"value":${str(formatHexBytes(value))},"data":${this.itemData(decoded.key, value, types)},"type":"write_table_item"}`;
      }
      case 'module': {
        const address = str(formatAddress(decoded.address));
        if (value === null)
          return `{"address":${address},"state_key_hash":${hash},"module":${str(`${formatAddress(decoded.address)}::${decoded.name}`)},"type":"delete_module"}`;
        return `{"address":${address},"state_key_hash":${hash},"data":${moduleJsonText(value)},"type":"write_module"}`;
      }
    }
  }

  /** Key and value (no value for a delete) decoded, or null when the table's types are unknown or a type's layout is not in the registry (Badge: only its module's ABI has it). */
  private itemData(key: Uint8Array, value: Uint8Array | null, types: ReturnType<typeof tableTypes>): string {
    if (types === undefined) return 'null';
    const keyText = this.decode(key, types.keyType);
    const valueText = value === null ? '' : this.decode(value, types.valueType);
    if (keyText === null || valueText === null) return 'null';
    const keyData = `"key":${keyText},"key_type":${str(types.keyType)}`;
    return value === null ? `{${keyData}}` : `{${keyData},"value":${valueText},"value_type":${str(types.valueType)}}`;
  }

  private decode(bytes: Uint8Array, type: string): string | null {
    try {
      return this.values.write(bytes, typeTagOf(type));
    } catch (error) {
      if (error instanceof LayoutUnknownError) return null;
      throw error;
    }
  }
}
