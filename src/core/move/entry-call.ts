import type { AbiFunction } from './abi-layout';
import { formatAddress, parseAddress } from './address';
import { tryParse } from './errors';
import type { Result } from '../result';
import type { JsonValue } from './json';
import { formatTypeTag, isFrameworkStruct, parseTypeTag, type TypeTag } from './type-tag';

// An entry function call as a transaction page shows it: `module::function<T>(name: type = value, …)`.
// The payload's arguments come as JSON without their types; the function's ABI gives the types (after
// the signers, which are not arguments) but no names, so each is named by position (arg0, arg1, …).

export type FunctionId = { address: string; module: string; name: string };

/** `0x1::coin::transfer` → its parts (address in short form); null when it is not one. */
export function parseFunctionId(text: string): FunctionId | null {
  const parts = text.split('::');
  if (parts.length !== 3) return null;
  const [addressText = '', module = '', name = ''] = parts;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(module) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return null;
  return orNull(tryParse(() => ({ address: formatAddress(parseAddress(addressText)), module, name })));
}

/** One argument: its name, its type (type parameters replaced by the call's type arguments), its value. */
export type CallArgument = {
  name: string;
  /** Unknown when the ABI was not available or does not match the arguments. */
  type: string | null;
  value: JsonValue;
  /** The value as text by its type. */
  text: string;
  /** An account the value names (an address, or an object's address), to link to. */
  address: string | null;
};

/** `T0`, `T1`… in an ABI type, replaced by the call's type arguments. */
export function substituteTypeParams(type: string, typeArguments: readonly string[]): string {
  return type.replace(/\bT(\d+)\b/g, (whole, index: string) => typeArguments[Number(index)] ?? whole);
}

function orNull<T>(parsed: Result<T>): T | null {
  return parsed.ok ? parsed.value : null;
}

function shortAddress(value: JsonValue): string | null {
  return typeof value === 'string' ? orNull(tryParse(() => formatAddress(parseAddress(value)))) : null;
}

/** A value as text, by its type when known: numbers bare, strings quoted, vectors and options as lists. */
export function formatArgument(value: JsonValue, tag: TypeTag | null): string {
  // a vector<u8> comes as hex text
  if (tag?.kind === 'vector' && (tag.element.kind !== 'u8' || typeof value !== 'string')) {
    return Array.isArray(value) ? `[${value.map((item) => formatArgument(item, tag.element)).join(', ')}]` : JSON.stringify(value);
  }
  if (tag?.kind === 'struct') {
    if (formatTypeTag(tag) === '0x1::string::String' && typeof value === 'string') return JSON.stringify(value);
    if (isFrameworkStruct(tag, 'option', 'Option')) {
      const inner = tag.typeArgs[0] ?? null;
      const items = typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray(value.vec) ? value.vec : null;
      if (items !== null) return items.length === 0 ? 'none' : `some(${formatArgument(items[0] ?? null, inner)})`;
    }
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The parameters a call passes: a signer is the sender, not an argument. */
export function argumentParams(fn: AbiFunction): string[] {
  return fn.params.filter((type) => !/^&?\s*(mut\s+)?signer$/u.test(type.trim()));
}

/** Each argument of a call, typed by the function's ABI when it has one whose parameters fit. */
export function callArguments(fn: AbiFunction | undefined, typeArguments: readonly string[], args: readonly JsonValue[]): CallArgument[] {
  const params = fn === undefined ? [] : argumentParams(fn);
  const typed = fn !== undefined && params.length === args.length;
  return args.map((value, index) => {
    const type = typed ? substituteTypeParams(params[index] ?? '', typeArguments) : null;
    const tag = type === null ? null : orNull(tryParse(() => parseTypeTag(type)));
    const names = tag !== null && (tag.kind === 'address' || isFrameworkStruct(tag, 'object', 'Object'));
    return { name: `arg${index.toString()}`, type, value, text: formatArgument(value, tag), address: names ? shortAddress(value) : null };
  });
}
