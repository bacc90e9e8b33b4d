import type { StructDefinition, TypeDefinition } from './layout';
import { address, bool, enumType, option, ref, string, struct, u128, u16, u256, u32, u64, u8, vector } from './layout-builders';

// The showcase types of 0xcafe (docs/demo-chain.md#the-showcase-account-0xcafe); Showcase fields in the
// declaration order of the demo chain's module (BCS order), its JSON members are sorted anyway.

const entry = ref('0xcafe::showcase::Entry');

export const demoTypes: readonly TypeDefinition[] = [
  struct(
    '0xcafe::showcase::Showcase',
    [],
    [
      ['flag', bool],
      ['small', u8],
      ['medium', u16],
      ['wide', u32],
      ['amount', u64],
      ['big', u128],
      ['huge', u256],
      ['owner', address],
      ['bytes', vector(u8)],
      ['numbers', vector(u64)],
      ['name', string],
      ['note', string],
      ['maybe_some', option(u64)],
      ['maybe_none', option(u64)],
      ['nested', entry],
      ['object', ref('0x1::object::Object', entry)],
      ['kind', ref('0xcafe::showcase::Kind')],
      ['by_index', ref('0x1::table::Table', u64, string)],
      ['by_owner', ref('0x1::table::Table', address, u64)],
      ['by_name', ref('0x1::table_with_length::TableWithLength', string, entry)],
      ['updates', u64],
    ],
  ),
  struct(
    '0xcafe::showcase::Entry',
    [],
    [
      ['id', u64],
      ['label', string],
      ['tags', vector(string)],
    ],
  ),
  enumType(
    '0xcafe::showcase::Kind',
    [],
    [
      ['Plain', []],
      ['Tagged', [['tag', string]]],
    ],
  ),
  struct('0xcafe::showcase::Clock', [], [['version', u64]]),
  struct('0xcafe::showcase::Large', [], [['items', vector(entry)]]),
  struct('0xcafe::showcase::Directory', [], [['accounts', vector(address)]]),
  // added by the module's upgrade (server/chain/showcase-upgrade.ts); its Badge values are left to the node's ABI
  struct(
    '0xcafe::showcase::Gallery',
    [],
    [
      ['badges', ref('0x1::table::Table', u64, ref('0xcafe::showcase::Badge'))],
      ['count', u64],
    ],
  ),
];

// 0xbeef's registry (docs/demo-chain.md#the-registry-of-0xbeef): a resource holding three tables, the
// largest of 100,000+ entries, so that a table can be listed whole.
const record = ref('0xbeef::registry::Record');

export const registryTypes: readonly TypeDefinition[] = [
  struct(
    '0xbeef::registry::Registry',
    [],
    [
      ['entries', ref('0x1::table::Table', string, record)],
      ['by_id', ref('0x1::table::Table', u64, string)],
      ['by_owner', ref('0x1::table::Table', address, string)],
    ],
  ),
  struct(
    '0xbeef::registry::Record',
    [],
    [
      ['id', u64],
      ['stake', u128],
      ['note', string],
    ],
  ),
];

/** Canonical decimal in 0..99 ("7", never "07"), or undefined. */
function crowdIndex(text: string): number | undefined {
  if (!/^(0|[1-9][0-9]?)$/.test(text)) return undefined;
  return Number(text);
}

/** `0xbeef::crowd_M::ItemK { n: u64 }` for M, K in 0..99 (docs/demo-chain.md#the-crowded-account-0xbeef), by pattern. */
export function crowdDefinition(addressText: string, module: string, name: string): StructDefinition | undefined {
  if (addressText !== '0xbeef' || !module.startsWith('crowd_') || !name.startsWith('Item')) return undefined;
  if (crowdIndex(module.slice('crowd_'.length)) === undefined || crowdIndex(name.slice('Item'.length)) === undefined) return undefined;
  return struct(`0xbeef::${module}::${name}`, [], [['n', u64]]);
}
