// Text typed in a box → a Move value in the API's JSON, by its type: one home for "text → Move argument",
// shared by the table key builder (a key) and the view function form (each argument). Free of the BCS
// writer, so a page's first load does without it (the writer comes when a value has to be encoded).
import { tryParse } from './errors';
import { parseTypeTag, type TypeTag } from './type-tag';
import { formatHexBytes } from './hex';
import type { JsonValue } from './json';
import { parseLosslessJson } from './lossless-json';
import { fail, ok, type Result } from '../result';

/** How the value box of a key type is read. */
export type KeyValueKind = 'address' | 'bool' | 'integer' | 'string' | 'bytes' | 'json';

/** `vector<u8>` keys can be typed as hex or as UTF-8 text. */
export type BytesFormat = 'hex' | 'utf8';

const INTEGER_KINDS = new Set(['u8', 'u16', 'u32', 'u64', 'u128', 'u256']);

export function isStringTag(tag: TypeTag): boolean {
  return tag.kind === 'struct' && tag.address === '0x1' && tag.module === 'string' && tag.name === 'String' && tag.typeArgs.length === 0;
}

export function keyValueKind(tag: TypeTag): KeyValueKind {
  if (tag.kind === 'address' || tag.kind === 'signer') return 'address';
  if (tag.kind === 'bool') return 'bool';
  if (INTEGER_KINDS.has(tag.kind)) return 'integer';
  if (isStringTag(tag)) return 'string';
  if (tag.kind === 'vector' && tag.element.kind === 'u8') return 'bytes';
  return 'json';
}

/** What the value box expects, for its placeholder. */
export function keyValueHint(kind: KeyValueKind, format: BytesFormat): string {
  switch (kind) {
    case 'address':
      return '0x1';
    case 'bool':
      return 'true or false';
    case 'integer':
      return 'decimal, e.g. 42';
    case 'string':
      return 'text, e.g. alpha';
    case 'bytes':
      return format === 'hex' ? 'hex, e.g. 0x00ff' : 'UTF-8 text';
    case 'json':
      return 'JSON, e.g. ["1", "2"] or {"field": …}';
  }
}

export function parseKeyType(typeText: string): Result<TypeTag> {
  if (typeText.trim() === '') return fail('Enter a key type, e.g. u64 or 0x1::string::String');
  return tryParse(() => parseTypeTag(typeText));
}

/** The JSON the core's encoder takes for what the user typed, or a message saying what is wrong. */
export function moveJsonOfText(kind: KeyValueKind, text: string, format: BytesFormat): Result<JsonValue> {
  switch (kind) {
    case 'address':
    case 'integer':
      return ok(text.trim());
    case 'bool': {
      const word = text.trim();
      return word === 'true' || word === 'false' ? ok(word === 'true') : fail('Expected true or false');
    }
    case 'string':
      return ok(text); // exactly as typed: spaces are part of a value
    case 'bytes':
      return ok(format === 'hex' ? text.trim() : formatHexBytes(new TextEncoder().encode(text)));
    case 'json': {
      const parsed = parseLosslessJson(text);
      return parsed.ok ? parsed : fail(`Not valid JSON: ${parsed.message}`);
    }
  }
}
