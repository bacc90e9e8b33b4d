// A module's ABI as real nodes serve it (`MoveModule` of the Aptos node API: address, name, friends,
// exposed_functions, structs), generated from type definitions in the registry's form. Field types are
// written as real nodes write them: short addresses, `", "` between type arguments, `T0` for the
// definition's first type parameter. Enums follow the current Aptos API: `is_enum: true`, no `fields`,
// and `variants: [{name, fields}]`.
import { formatAddress, parseAddress } from '../../src/core/move/address';
import type { FieldDefinition, LayoutType, TypeDefinition } from '../../src/core/move/layout';
import type { MoveModuleAbi, MoveStructAbi } from '../../src/core/api/schemas';
import { exposedFunctions } from './demo-functions';
import { structTraits } from './module-traits';

/** A field type as text: `u64`, `vector<u8>`, `0x1::option::Option<T0>`. */
export function layoutTypeText(type: LayoutType): string {
  switch (type.kind) {
    case 'param':
      return `T${type.index}`;
    case 'vector':
      return `vector<${layoutTypeText(type.element)}>`;
    case 'struct': {
      const head = `${formatAddress(parseAddress(type.address))}::${type.module}::${type.name}`;
      return type.typeArgs.length === 0 ? head : `${head}<${type.typeArgs.map(layoutTypeText).join(', ')}>`;
    }
    default:
      return type.kind;
  }
}

const fieldsAbi = (fields: readonly FieldDefinition[]) => fields.map((field) => ({ name: field.name, type: layoutTypeText(field.type) }));

export function structAbi(definition: TypeDefinition): MoveStructAbi {
  const qualified = `${formatAddress(parseAddress(definition.address))}::${definition.module}::${definition.name}`;
  const traits = structTraits(qualified);
  if (traits === undefined) throw new Error(`module ABI: no abilities listed for ${qualified}`);
  if (traits.typeParams.length !== definition.typeParams.length) {
    throw new Error(`module ABI: ${qualified} has ${definition.typeParams.length} type parameters, its traits ${traits.typeParams.length}`);
  }
  const isEnum = definition.kind === 'enum';
  return {
    name: definition.name,
    is_native: false,
    is_event: false,
    is_enum: isEnum,
    abilities: [...traits.abilities],
    generic_type_params: traits.typeParams.map((param) => ({ constraints: [...param.constraints], is_phantom: param.phantom })),
    fields: isEnum ? [] : fieldsAbi(definition.fields),
    variants: isEnum ? definition.variants.map((variant) => ({ name: variant.name, fields: fieldsAbi(variant.fields) })) : [],
  };
}

/** The ABI of module `address::name` declaring these structs (in this order), with the entry functions the demo's transactions call (demo-functions.ts). */
export function moduleAbi(address: string, name: string, definitions: readonly TypeDefinition[]): MoveModuleAbi {
  const short = formatAddress(parseAddress(address));
  return {
    address: short,
    name,
    friends: [],
    exposed_functions: exposedFunctions(short, name),
    structs: definitions.map(structAbi),
  };
}
