import { listedTypeDefinitions } from '../../core/move/registry';

const PRIMITIVE_KEY_TYPES = [
  'u64',
  'address',
  '0x1::string::String',
  'bool',
  'u8',
  'u16',
  'u32',
  'u128',
  'u256',
  'vector<u8>',
  'vector<u64>',
  'vector<address>',
  'vector<0x1::string::String>',
];

/** Types offered in the key and value type boxes: primitives, then the registry's non-generic structs. */
export function typeSuggestions(): string[] {
  const structs = listedTypeDefinitions()
    .filter((definition) => definition.typeParams.length === 0)
    .map((definition) => `${definition.address}::${definition.module}::${definition.name}`)
    .filter((name) => !PRIMITIVE_KEY_TYPES.includes(name));
  return [...PRIMITIVE_KEY_TYPES, ...structs];
}
