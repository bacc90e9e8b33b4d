import type { AbiField, AbiFunction, AbiModule, AbiStruct } from '../move/abi-layout';
import type { WireParse } from './wire-body-parse';

// The body of GET /accounts/{address}/module/{name}, checked by hand like the other bodies the
// browser reads (no zod in the explorer's bundle), keeping what layouts need. Lenient where real
// nodes differ: `is_enum` and `variants` (our extension) may be absent, and so may functions and
// friends (read for the module page and a call's arguments; a malformed one is left out, not fatal). Everything the strict schema (schemas.ts moveModuleBytecodeSchema) accepts passes here.

export type ModuleBody = { bytecode: string; abi?: AbiModule | undefined };

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Malformed extends Error {}

function fail(reason: string): never {
  throw new Malformed(reason);
}

function identifier(value: unknown, where: string): string {
  if (typeof value !== 'string' || !IDENTIFIER.test(value)) fail(`${where}: not a Move identifier`);
  return value;
}

function array(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) fail(`${where}: not an array`);
  return value;
}

function boolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') fail(`${where}: not a boolean`);
  return value;
}

function fieldsAt(value: unknown, where: string): AbiField[] {
  return array(value, where).map((field, index) => {
    if (!isRecord(field)) fail(`${where}[${index}]: not an object`);
    if (typeof field.type !== 'string') fail(`${where}[${index}].type: not a string`);
    return { name: identifier(field.name, `${where}[${index}].name`), type: field.type };
  });
}

function structAt(value: unknown, where: string): AbiStruct {
  if (!isRecord(value)) fail(`${where}: not an object`);
  const params = array(value.generic_type_params, `${where}.generic_type_params`).map((param, index) => {
    if (!isRecord(param)) fail(`${where}.generic_type_params[${index}]: not an object`);
    return { is_phantom: boolean(param.is_phantom, `${where}.generic_type_params[${index}].is_phantom`) };
  });
  const variants =
    value.variants === undefined
      ? undefined
      : array(value.variants, `${where}.variants`).map((variant, index) => {
          if (!isRecord(variant)) fail(`${where}.variants[${index}]: not an object`);
          return { name: identifier(variant.name, `${where}.variants[${index}].name`), fields: fieldsAt(variant.fields, `${where}.variants[${index}].fields`) };
        });
  return {
    name: identifier(value.name, `${where}.name`),
    is_native: boolean(value.is_native, `${where}.is_native`),
    is_enum: value.is_enum === undefined ? undefined : boolean(value.is_enum, `${where}.is_enum`),
    abilities: Array.isArray(value.abilities) && value.abilities.every((ability) => typeof ability === 'string') ? value.abilities : undefined,
    generic_type_params: params,
    fields: fieldsAt(value.fields, `${where}.fields`),
    variants,
  };
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

function functionAt(value: unknown): AbiFunction | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || !IDENTIFIER.test(value.name)) return undefined;
  const params = strings(value.params);
  const returns = strings(value.return);
  if (params === undefined || returns === undefined || !Array.isArray(value.generic_type_params)) return undefined;
  const generics = value.generic_type_params.map((param) => (isRecord(param) ? (strings(param.constraints) ?? []) : []));
  return {
    name: value.name,
    visibility: typeof value.visibility === 'string' ? value.visibility : 'public',
    is_entry: value.is_entry === true,
    is_view: value.is_view === true,
    generic_type_params: generics.map((constraints) => ({ constraints })),
    params,
    return: returns,
  };
}

function abiAt(value: unknown): AbiModule {
  if (!isRecord(value)) fail('abi: not an object');
  if (typeof value.address !== 'string') fail('abi.address: not a string');
  return {
    address: value.address,
    name: identifier(value.name, 'abi.name'),
    structs: array(value.structs, 'abi.structs').map((struct, index) => structAt(struct, `abi.structs[${index}]`)),
    exposed_functions: Array.isArray(value.exposed_functions) ? value.exposed_functions.flatMap((item) => functionAt(item) ?? []) : undefined,
    friends: strings(value.friends),
  };
}

export function parseModuleBody(value: unknown): WireParse<ModuleBody> {
  try {
    if (!isRecord(value)) fail('module is not an object');
    if (typeof value.bytecode !== 'string' || !/^(0x)?([0-9a-fA-F]{2})*$/.test(value.bytecode)) fail('bytecode: not hex bytes');
    return { ok: true, value: { bytecode: value.bytecode, abi: value.abi === undefined ? undefined : abiAt(value.abi) } };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, reason: error.message };
    throw error;
  }
}
