import { MoveInputError } from './errors';
import type { FieldDefinition, TypeDefinition } from './layout';
import { parseGenericTypeTag } from './type-tag';
import { fail, ok, type Result } from '../result';

// One struct of a module ABI (GET …/module/{name}, as real nodes shape it) → a registry-like
// definition. Field types are parsed by the core's type-tag parser with `T0`… as the struct's type
// parameters. A struct with `variants` (and `is_enum`) is an enum: real nodes send both since aptos-core
// #18813 (our node always did).

/** The members of an ABI struct a layout needs (the API's MoveStruct, read leniently). */
export type AbiField = { name: string; type: string };
export type AbiStruct = {
  name: string;
  is_native: boolean;
  is_enum?: boolean | undefined;
  /** `key` marks a resource; absent when the node left it out */
  abilities?: readonly string[] | undefined;
  /** only their count matters here; real nodes leave `is_phantom` out */
  generic_type_params: readonly { is_phantom?: boolean | undefined }[];
  fields: readonly AbiField[];
  variants?: readonly { name: string; fields: readonly AbiField[] }[] | undefined;
};
/** A function the module exposes: parameter and return types, type parameters' constraints (no parameter names: the ABI has none). */
export type AbiFunction = {
  name: string;
  visibility: string;
  is_entry: boolean;
  is_view: boolean;
  generic_type_params: readonly { constraints: readonly string[] }[];
  params: readonly string[];
  return: readonly string[];
};
export type AbiModule = {
  address: string;
  name: string;
  structs: readonly AbiStruct[];
  /** Absent when the node left them out (layouts do not need them). */
  exposed_functions?: readonly AbiFunction[] | undefined;
  friends?: readonly string[] | undefined;
};

/** The definition of `name` in `module` (address and module name already normalised by the caller), or why there is none. */
export function definitionFromAbi(module: AbiModule, address: string, name: string): Result<TypeDefinition> {
  const where = `${address}::${module.name}`;
  const found = module.structs.find((struct) => struct.name === name);
  if (found === undefined) return fail(`module ${where} declares no struct ${name}`);
  if (found.is_native) return fail(`${where}::${name} is native: its ABI has no fields`);
  const typeParams = found.generic_type_params.map((_, index) => `T${index}`);
  const qualified = `${where}::${name}`;
  try {
    const head = { address, module: module.name, name, typeParams };
    if (found.is_enum === true || (found.variants !== undefined && found.variants.length > 0)) {
      if (found.variants === undefined) return fail(`malformed ABI: enum ${qualified} lists no variants`);
      const variants = found.variants.map((variant) => ({ name: variant.name, fields: fieldsOf(variant.fields, typeParams.length) }));
      return ok({ kind: 'enum', ...head, variants });
    }
    return ok({ kind: 'struct', ...head, fields: fieldsOf(found.fields, typeParams.length) });
  } catch (error) {
    if (error instanceof MoveInputError) return fail(`malformed ABI of ${qualified}: ${error.message}`);
    throw error;
  }
}

function fieldsOf(fields: readonly AbiField[], typeParamCount: number): FieldDefinition[] {
  return fields.map((field) => ({ name: field.name, type: parseGenericTypeTag(field.type, typeParamCount) }));
}
