import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

// aptos-core's API goldens (README.md beside this file: the pinned commit, what is here and why),
// loaded for tests only, and the shapes in them collected by what they are: the tests of the
// type-tag parser, the ABI reader, the JSON view and the transaction schemas all read these lists.

const HERE = dirname(fileURLToPath(import.meta.url));
const PREFIX = 'aptos_api__tests__';

export type Golden = {
  /** the test's name, e.g. `state_test__test_get_account_module` */
  readonly name: string;
  readonly body: unknown;
  /** aptos-core blanked every `…hash` value before writing the golden (`"hash": ""`) */
  readonly scrubbed: boolean;
};

export type Found<T> = { readonly golden: string; readonly where: string; readonly value: T };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

let cache: Golden[] | undefined;

/** Every vendored golden, the brotli-compressed ones decompressed (byte-exact JSON text). */
export function loadGoldens(): Golden[] {
  cache ??= readdirSync(HERE)
    .filter((file) => file.startsWith(PREFIX) && (file.endsWith('.json') || file.endsWith('.json.br')))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(HERE, file));
      const text = (file.endsWith('.br') ? brotliDecompressSync(bytes) : bytes).toString('utf8');
      return { name: file.slice(PREFIX.length).replace(/\.json(\.br)?$/, ''), body: JSON.parse(text) as unknown, scrubbed: /"[a-z_]*hash": ""/.test(text) };
    });
  return cache;
}

export function golden(name: string): Golden {
  const found = loadGoldens().find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no golden named ${name}`);
  return found;
}

/** Every object in a golden with its JSON path, depth first. */
function* objectsIn(value: unknown, where: string): Generator<{ where: string; object: Record<string, unknown> }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* objectsIn(item, `${where}[${index}]`);
  } else if (isRecord(value)) {
    yield { where, object: value };
    for (const [key, child] of Object.entries(value)) yield* objectsIn(child, `${where}.${key}`);
  }
}

function collect<T>(pick: (object: Record<string, unknown>) => T | undefined, goldens: readonly Golden[] = loadGoldens()): Found<T>[] {
  const found: Found<T>[] = [];
  for (const { name, body } of goldens) {
    for (const { where, object } of objectsIn(body, '$')) {
      const value = pick(object);
      if (value !== undefined) found.push({ golden: name, where, value });
    }
  }
  return found;
}

const isEvent = (object: Record<string, unknown>): boolean => typeof object.type === 'string' && 'data' in object && 'sequence_number' in object;

/** A resource as a node sends it: exactly `{ type, data }` (GET …/resource/{type}, a write_resource's `data`). */
export function goldenResources(): Found<{ type: string; data: Record<string, unknown> }>[] {
  return collect((object) => {
    const keys = Object.keys(object);
    if (keys.length !== 2 || typeof object.type !== 'string' || !isRecord(object.data) || isEvent(object)) return undefined;
    return { type: object.type, data: object.data };
  });
}

/** Events (in transactions, write-set payloads and event lists). */
export function goldenEvents(): Found<Record<string, unknown>>[] {
  return collect((object) => (isEvent(object) ? object : undefined));
}

/**
 * Modules with an ABI: `{ bytecode, abi }` (GET …/module/{name}, a write_module's `data`). A
 * script payload's `code` is `{ bytecode, abi }` too, with a function's ABI: not a module.
 */
export function goldenModules(): Found<Record<string, unknown> & { abi: Record<string, unknown> }>[] {
  return collect((object) => (typeof object.bytecode === 'string' && isRecord(object.abi) && 'structs' in object.abi ? { ...object, abi: object.abi } : undefined));
}

/** Transactions: objects with a `version` whose `type` names a kind of transaction. */
export function goldenTransactions(goldens?: readonly Golden[]): Found<Record<string, unknown>>[] {
  return collect((object) => (typeof object.type === 'string' && object.type.endsWith('_transaction') && 'version' in object ? object : undefined), goldens);
}

/** Every type tag a node wrote outside module ABIs: resource, event and delete_resource types, payload type arguments. */
export function goldenTypeTags(): Found<string>[] {
  const tags: Found<string>[] = [];
  for (const found of goldenResources()) tags.push({ ...found, value: found.value.type });
  for (const found of goldenEvents()) tags.push({ ...found, where: `${found.where}.type`, value: String(found.value.type) });
  const more = collect((object) => {
    if (object.type === 'delete_resource' && typeof object.resource === 'string') return [object.resource];
    if (typeof object.type === 'string' && object.type.endsWith('_payload') && Array.isArray(object.type_arguments)) return object.type_arguments.map(String);
    return undefined;
  });
  for (const found of more) for (const value of found.value) tags.push({ ...found, value });
  return tags;
}

/**
 * Goldens whose shape no current node sends (README.md, "Skipped"): checked by the parsers of types,
 * ABIs and JSON, which must read older nodes too, but not against the transaction schemas.
 */
export const OBSOLETE: ReadonlyMap<string, string> = new Map([
  [
    'transactions_test__test_get_transactions_output_genesis_transaction',
    'last regenerated in September 2022: its events carry `key` (the EventKey, since replaced by `guid`) and its functions lack `is_view`',
  ],
]);

/** What aptos-core's golden writer (api/test-context/src/test_context.rs) puts where a resource's data was. */
const OMITTED = new Set(['package registry omitted', 'state storage omitted', 'state storage gas parameter omitted']);

/** A well-formed stand-in for a blanked hash: the scrubber leaves no trace of the real one. */
export const STAND_IN_HASH = `0x${'00'.repeat(32)}`;

/**
 * A scrubbed golden as the node sent it, as far as that can be known: aptos-core's golden writer
 * (api/test-context/src/test_context.rs `check_golden_output`) blanks every `…hash` value, turns
 * a table item's `data: null` into `{ data: null }` (serde_json indexing a null), and replaces the
 * data of a few resources by a sentence. This undoes the first two (a stand-in hash) and drops the
 * changes whose data was replaced; every other member is left exactly as the node wrote it.
 */
export function restoreScrubbed(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => !(isRecord(item) && item.type === 'write_resource' && isRecord(item.data) && OMITTED.has(String(item.data.data))))
      .map((item) => restoreScrubbed(item));
  }
  if (isRecord(value)) {
    const restored: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(value)) restored[name] = restoreScrubbed(child, name);
    const tableItem = value.type === 'write_table_item' || value.type === 'delete_table_item';
    if (tableItem && isRecord(value.data) && Object.keys(value.data).length === 1 && value.data.data === null) restored.data = null;
    return restored;
  }
  return value === '' && key.endsWith('hash') ? STAND_IN_HASH : value;
}
