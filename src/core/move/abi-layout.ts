import type { AbiModule, AbiStruct } from '../api/module-body-parse';
import { MoveInputError } from './errors';
import type { FieldDefinition, TypeDefinition } from './layout';
import { parseGenericTypeTag } from './type-tag';
import { fail, ok, type Result } from '../result';

// One struct of a module ABI (GET …/module/{name}, as real nodes shape it) → a registry-like
// definition. Field types are parsed by the core's type-tag parser with `T0`… as the struct's type
// parameters. A struct with `variants` (and `is_enum`) is an enum: real nodes send both since aptos-core
// #18813 (our node always did).

// the ABI as the explorer reads it (module-body-parse.ts states its shape once, as the schema it is read with)
export type { AbiFunction, AbiModule, AbiStruct } from '../api/module-body-parse';

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

function fieldsOf(fields: AbiStruct['fields'], typeParamCount: number): FieldDefinition[] {
  return fields.map((field) => ({ name: field.name, type: parseGenericTypeTag(field.type, typeParamCount) }));
}
