// Path, query and body inputs of the API, parsed with the core's parsers. Every malformed input is
// a 400 web_framework_error naming the parameter (docs/api.md#status-matrix).
import { formatAddress, parseAddress } from '../../../src/core/move/address';
import { MoveInputError } from '../../../src/core/move/errors';
import { formatHexBytes, parseHexBytes } from '../../../src/core/move/hex';
import { parseU64 } from '../../../src/core/move/integers';
import { formatStructTag, parseStructTag, type StructTag } from '../../../src/core/move/type-tag';
import { badRequest } from '../errors/http-api-error';

/** Bytes from an address or a hex key, and their text for messages (0x + lowercase hex; an address in short form). */
export interface HexInput {
  bytes: Uint8Array;
  text: string;
}

export function parseAddressParam(name: string, value: string): HexInput {
  const bytes = rethrowAs400(`path parameter ${name}`, () => parseAddress(value));
  return { bytes, text: formatAddress(bytes) };
}

export interface StructTagInput {
  tag: StructTag;
  /** Normalised text: the store's key and the response's `type`. */
  text: string;
}

/** The tag arrives percent-decoded once (by the router). */
export function parseStructTagParam(name: string, value: string): StructTagInput {
  const tag = rethrowAs400(`path parameter ${name}`, () => parseStructTag(value));
  return { tag, text: formatStructTag(tag) };
}

/** A coin type, or a fungible asset's metadata address (aptos-core api/types AssetType: a tag when it holds `::`). */
export type AssetTypeInput = { kind: 'coin'; coin: StructTagInput } | { kind: 'fungible_asset'; metadata: HexInput };

export function parseAssetTypeParam(name: string, value: string): AssetTypeInput {
  if (value.includes('::')) return { kind: 'coin', coin: parseStructTagParam(name, value) };
  return { kind: 'fungible_asset', metadata: parseAddressParam(name, value) };
}

/** Up to 15 digits is always a u64: versions as clients send them skip the general parser. */
const SHORT_DECIMAL = /^[0-9]{1,15}$/;

function u64Of(value: string): bigint {
  return SHORT_DECIMAL.test(value) ? BigInt(value) : parseU64(value);
}

export function parseLedgerVersionQuery(value: string | undefined): bigint | undefined {
  return value === undefined ? undefined : rethrowAs400('query parameter ledger_version', () => u64Of(value));
}

/** raw_item body: a JSON object with `key`, hex (docs/api.md#status-matrix: not JSON, key missing, not even-length hex → 400). */
export function parseRawItemBody(body: unknown): HexInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Failed to parse request body: expected a JSON object with a "key" member');
  }
  const key: unknown = Reflect.get(body, 'key');
  if (key === undefined) throw badRequest('Failed to parse request body: missing field "key"');
  if (typeof key !== 'string') throw badRequest('Failed to parse request body: "key" must be a hex string');
  const bytes = rethrowAs400('request body key', () => parseHexBytes(key));
  return { bytes, text: formatHexBytes(bytes) };
}

/** `?limit=` of a list, within its bounds (endpoints.ts; docs/api.md#paging). */
export function parseLimitQuery(value: string | undefined, bounds: { default: number; max: number; clamp?: true }): number {
  if (value === undefined) return bounds.default;
  if (bounds.clamp === true) {
    // as real nodes' transaction pages: a u16, not zero; over the maximum reads as the maximum
    if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 0xffff) {
      throw badRequest(
        `Invalid query parameter limit ${JSON.stringify(value.slice(0, 40))}: a whole number from 1 (at most ${bounds.max} are returned)`,
      );
    }
    return Math.min(Number(value), bounds.max);
  }
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > bounds.max) {
    throw badRequest(`Invalid query parameter limit ${JSON.stringify(value)}: a whole number from 1 to ${bounds.max}`);
  }
  return Number(value);
}

/** A u64 query parameter other than the version to read at: `what` it is names it in the message (`start`: a version, a sequence number). */
export function parseU64Query(name: string, value: string | undefined, what: 'a version (u64)' | 'a u64'): bigint | undefined {
  if (value === undefined) return undefined;
  try {
    return u64Of(value);
  } catch {
    throw badRequest(`Invalid query parameter ${name} ${JSON.stringify(value.slice(0, 40))}: ${what}`);
  }
}

/** A u64 path parameter (a version, a block height, a creation number). */
export function parseU64Param(name: string, value: string): bigint {
  return rethrowAs400(`path parameter ${name}`, () => u64Of(value));
}

/** A 32-byte hash: 0x and 64 hex digits (the 0x optional, as real nodes take it). */
export function parseHashParam(name: string, value: string): Uint8Array {
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(value)) {
    throw badRequest(
      `Failed to parse path parameter ${name}: ${JSON.stringify(value.slice(0, 100))} is not a 32-byte hash (0x and 64 hex digits)`,
    );
  }
  return parseHexBytes(value.startsWith('0x') ? value : `0x${value}`);
}

/** A query parameter taking one of a few words (`order`). */
export function parseChoiceQuery(name: string, value: string | undefined, choice: { values: readonly string[]; default: string }): string {
  if (value === undefined) return choice.default;
  if (!choice.values.includes(value))
    throw badRequest(`Invalid query parameter ${name} ${JSON.stringify(value)}: ${[...choice.values].sort().join(' or ')}`);
  return value;
}

/** A Move identifier as docs/api.md#parameters-and-types has them: a letter, then letters, digits, `_` (at most 255, Move's bound). */
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,254}$/;

export function parseIdentifierParam(name: string, value: string): string {
  if (!IDENTIFIER.test(value)) {
    throw badRequest(
      `Failed to parse path parameter ${name}: ${JSON.stringify(value.slice(0, 300))} is not a Move identifier (a letter, then letters, digits and _)`,
    );
  }
  return value;
}

/** `?start=`: an opaque cursor; the ledger judges it, only an empty one is rejected here. */
export function parseStartQuery(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (value === '') throw badRequest('Invalid query parameter start: it is empty');
  return value;
}

/** Query values come from fastify's parser: a repeated parameter is an array, which is malformed here. */
export function singleQueryValue(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value: unknown = Reflect.get(query, name);
  if (value === undefined || typeof value === 'string') return value;
  throw badRequest(`Invalid query parameter ${name}: given more than once`);
}

function rethrowAs400<T>(what: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof MoveInputError) throw badRequest(`Failed to parse ${what}: ${error.message}`);
    throw error;
  }
}
