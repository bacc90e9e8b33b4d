import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import goldens from './fixtures/aptos-goldens.json';
import mainnet from './fixtures/mainnet-kinds.json';
import { parseBlockBody, parseEventListBody, parseTransactionBody, parseTransactionListBody } from './transaction-body-parse';
import * as z from 'zod/mini';
import { addressSchema, u64StringSchema } from './schemas';
import {
  blockMetadataTransactionSchema,
  blockSchema,
  eventSchema,
  genesisTransactionSchema,
  otherTransactionSchema,
  userTransactionSchema,
  versionedEventListSchema,
  writeSetChangeSchema,
} from './transaction-schemas';
import { isRecord } from './wire-body-parse';
import { fail, type Result } from '../result';

// The transaction reader as it was written with zod/mini, kept here as the oracle of transaction-body-parse.ts
// (which reads by hand, to keep zod off the transaction pages' first load).

/** A write this client does not know (a new change type, or a known one in a shape it does not expect). */
const otherChangeSchema = z.looseObject({ type: z.string() });
// a table item's `data` is null when the node does not know the table's types; some send `{"data": null}`
const decodedItem = z.catch(z.nullable(z.object({ key: z.json(), key_type: z.string(), value: z.json(), value_type: z.string() })), null);
const decodedKey = z.catch(z.nullable(z.object({ key: z.json(), key_type: z.string() })), null);
const [writeResource, deleteResource, writeTableItem, deleteTableItem, writeModule, deleteModule] = writeSetChangeSchema._zod.def.options;
const knownChangeSchema = z.discriminatedUnion('type', [
  writeResource,
  deleteResource,
  z.object({ ...writeTableItem.shape, data: z.optional(decodedItem) }),
  z.object({ ...deleteTableItem.shape, data: z.optional(decodedKey) }),
  writeModule,
  deleteModule,
]);
/** A write this client cannot read: `type` is 'unknown' (so a switch on `type` narrows), the node's word in `sentType`. */
type UnknownChange = { type: 'unknown'; sentType: string; [member: string]: unknown };
const changeSchema = z.union([
  knownChangeSchema,
  z.pipe(
    otherChangeSchema,
    z.transform((change): UnknownChange => ({ ...change, type: 'unknown', sentType: change.type })),
  ),
]);

// aptos-core's goldens blank every hash (""): read any string, links check the form where they need it
const anyHash = z.string();
const readChanges = {
  hash: anyHash,
  state_change_hash: anyHash,
  event_root_hash: anyHash,
  accumulator_root_hash: anyHash,
  state_checkpoint_hash: z.nullable(anyHash),
  changes: z.array(changeSchema),
};

// the node's schemas carry their OpenAPI metadata as a check, which z.extend refuses to override: their shapes are reused
const userSchema = z.object({ ...userTransactionSchema.shape, ...readChanges });
const blockMetadataSchema = z.object({ ...blockMetadataTransactionSchema.shape, ...readChanges, id: anyHash });
const genesisSchema = z.object({ ...genesisTransactionSchema.shape, ...readChanges });
// state checkpoint and block epilogue carry a timestamp; validator transactions events too
const systemSchema = z.looseObject({
  ...otherTransactionSchema.shape,
  ...readChanges,
  events: z.optional(z.array(eventSchema)),
  timestamp: z.optional(u64StringSchema),
});

/** by_hash answers with a transaction still in the mempool: no version, no write set yet. */
const pendingSchema = z.looseObject({
  type: z.literal('pending_transaction'),
  hash: anyHash,
  sender: addressSchema,
  sequence_number: u64StringSchema,
  replay_protection_nonce: z.optional(z.nullable(u64StringSchema)),
  payload: z.optional(z.looseObject({ type: z.string() })),
});

/** A kind this client does not know: only what every committed transaction has is read. */
const unknownKindSchema = z.looseObject({
  type: z.string(),
  version: u64StringSchema,
  hash: z.string(),
  changes: z.optional(z.array(changeSchema)),
});

const knownKinds = {
  user_transaction: userSchema,
  block_metadata_transaction: blockMetadataSchema,
  genesis_transaction: genesisSchema,
  state_checkpoint_transaction: systemSchema,
  block_epilogue_transaction: systemSchema,
  validator_transaction: systemSchema,
  pending_transaction: pendingSchema,
} as const;

/** `type` is 'unknown' (so a switch on `type` narrows), the node's word is in `sentType`. */
type UnknownKindTransaction = Omit<z.infer<typeof unknownKindSchema>, 'type'> & { type: 'unknown'; sentType: string };
type Transaction = z.infer<(typeof knownKinds)[keyof typeof knownKinds]> | UnknownKindTransaction;

function firstIssue(error: z.core.$ZodError, where: string): string {
  const issue = error.issues[0];
  if (issue === undefined) return `${where}: invalid`;
  const path = issue.path.map(String).join('.');
  return `${where}${path === '' ? '' : `.${path}`}: ${issue.message}`;
}

function transactionAt(value: unknown, where: string): Result<Transaction> {
  if (!isRecord(value) || typeof value.type !== 'string') return fail(`${where}: not a transaction (no type)`);
  const schema = Object.hasOwn(knownKinds, value.type) ? knownKinds[value.type as keyof typeof knownKinds] : undefined;
  if (schema === undefined) {
    const parsed = unknownKindSchema.safeParse(value);
    return parsed.success
      ? { ok: true, value: { ...parsed.data, type: 'unknown', sentType: parsed.data.type } }
      : fail(firstIssue(parsed.error, where));
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data as Transaction } : fail(firstIssue(parsed.error, where));
}

/** The body of GET /transactions/by_version/{v} or /by_hash/{h}. */
function oracleParseTransactionBody(value: unknown): Result<Transaction> {
  return transactionAt(value, 'transaction');
}

/** The body of GET /transactions or /accounts/{a}/transactions: a list in version order. */
function oracleParseTransactionListBody(value: unknown): Result<Transaction[]> {
  if (!Array.isArray(value)) return fail('transactions: not an array');
  const list: Transaction[] = [];
  for (const [index, item] of value.entries()) {
    const parsed = transactionAt(item, `transactions[${index.toString()}]`);
    if (!parsed.ok) return parsed;
    list.push(parsed.value);
  }
  return { ok: true, value: list };
}

// real nodes send the genesis block's hash as "" (aptos-core's goldens): any string is read
const blockHeadSchema = z.object({
  ...blockSchema.shape,
  block_hash: z.string(),
  transactions: z.optional(z.nullable(z.array(z.unknown()))),
});

type Block = Omit<z.infer<typeof blockHeadSchema>, 'transactions'> & { transactions: Transaction[] | null };

/** The body of GET /blocks/by_height/{h} or /by_version/{v}. */
function oracleParseBlockBody(value: unknown): Result<Block> {
  const parsed = blockHeadSchema.safeParse(value);
  if (!parsed.success) return fail(firstIssue(parsed.error, 'block'));
  const { transactions, ...head } = parsed.data;
  if (transactions === undefined || transactions === null) return { ok: true, value: { ...head, transactions: null } };
  const list = oracleParseTransactionListBody(transactions);
  return list.ok ? { ok: true, value: { ...head, transactions: list.value } } : fail(`block.${list.message}`);
}

type VersionedEvent = z.infer<typeof versionedEventListSchema>[number];

/** The body of GET /accounts/{a}/events/{creation_number}. */
function oracleParseEventListBody(value: unknown): Result<VersionedEvent[]> {
  const parsed = versionedEventListSchema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : fail(firstIssue(parsed.error, 'events'));
}

// The hand-written reader must give the zod reader's answers: the same bodies accepted, read to the same
// values. Bodies are the real nodes' fixtures and one of each kind and write, each bent at one place.

const hash = `0x${'ab'.repeat(32)}`;
const committed = {
  version: '7',
  hash,
  state_change_hash: hash,
  event_root_hash: hash,
  state_checkpoint_hash: null,
  gas_used: '3',
  success: true,
  vm_status: 'Executed successfully',
  accumulator_root_hash: hash,
};
const abi = {
  address: '0xcafe',
  name: 'showcase',
  friends: ['0x1::coin'],
  exposed_functions: [
    {
      name: 'lookup_name',
      visibility: 'public',
      is_entry: false,
      is_view: true,
      generic_type_params: [{ constraints: ['copy'] }],
      params: ['u64'],
      return: ['0x1::string::String'],
    },
  ],
  structs: [
    {
      name: 'Showcase',
      is_native: false,
      is_event: false,
      is_enum: false,
      abilities: ['key'],
      generic_type_params: [{ constraints: [], is_phantom: true }],
      fields: [{ name: 'max', type: 'u64' }],
      variants: [{ name: 'V1', fields: [] }],
    },
  ],
};
const changes = [
  { type: 'write_resource', address: '0xcafe', state_key_hash: hash, data: { type: '0x1::a::B', data: { x: '1', y: [1, { z: null }] } } },
  { type: 'delete_resource', address: '0xcafe', state_key_hash: hash, resource: '0x1::a::B' },
  {
    type: 'write_table_item',
    state_key_hash: hash,
    handle: '0x01',
    key: '0x02',
    value: '0x03',
    data: { key: 1, key_type: 'u64', value: 'v', value_type: '0x1::string::String' },
  },
  { type: 'delete_table_item', state_key_hash: hash, handle: '0x01', key: '0x02', data: { key: 1, key_type: 'u64' } },
  { type: 'write_module', address: '0xcafe', state_key_hash: hash, data: { bytecode: '0xa11ceb0b', abi } },
  { type: 'delete_module', address: '0xcafe', state_key_hash: hash, module: 'showcase' },
];
const event = { guid: { creation_number: '2', account_address: '0x1' }, sequence_number: '0', type: '0x1::a::E', data: { epoch: '1' } };
const user = {
  type: 'user_transaction',
  ...committed,
  changes,
  sender: '0xcafe',
  sequence_number: '4',
  replay_protection_nonce: null,
  max_gas_amount: '10',
  gas_unit_price: '100',
  expiration_timestamp_secs: '99',
  payload: { type: 'entry_function_payload', function: '0xcafe::showcase::set', type_arguments: ['u8'], arguments: ['1', [true]] },
  signature: { type: 'ed25519_signature', public_key: '0x01' },
  events: [event],
  timestamp: '1767230002000000',
};
const bodies: unknown[] = [
  ...goldens.transactions,
  mainnet.blockEpilogue,
  mainnet.feePayerUser,
  user,
  { ...user, payload: { type: 'script_payload', code: { bytecode: '0x01' } } },
  { type: 'genesis_transaction', ...committed, changes, payload: { type: 'write_set_payload' }, events: [event] },
  { type: 'validator_transaction', ...committed, changes: [], events: [event] },
  { type: 'pending_transaction', hash, sender: '0x1', sequence_number: '3', payload: { type: 'entry_function_payload' } },
  { type: 'future_transaction', ...committed, changes, extra: { a: 1 } },
];

/** Every place in a body, as a path of keys. */
function places(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => places(item, [...path, index]))];
  if (typeof value === 'object' && value !== null)
    return [path, ...Object.entries(value).flatMap(([key, item]) => places(item, [...path, key]))];
  return [path];
}

type Bend = { kind: 'set'; to: unknown } | { kind: 'drop' } | { kind: 'add'; key: string; to: unknown };

function bent(body: unknown, path: (string | number)[], bend: Bend): unknown {
  const copy = structuredClone(body);
  if (path.length === 0) return bend.kind === 'set' ? bend.to : copy;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (bend.kind === 'set') parent[last] = bend.to;
  else if (bend.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else if (typeof parent[last] === 'object' && parent[last] !== null && !Array.isArray(parent[last])) {
    (parent[last] as Record<string, unknown>)[bend.key] = bend.to;
  }
  return copy;
}

const odd = fc.oneof(
  fc.constantFrom(null, '', '0x', '0x1', 'abc', '01', '18446744073709551615', '18446744073709551616', 'unknown', 0, 1.5, -1, true, [], {}),
  fc.constantFrom(
    'write_resource',
    'write_module',
    'user_transaction',
    'pending_transaction',
    'state_checkpoint_transaction',
    'copy',
    'friend',
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
const bend: fc.Arbitrary<Bend> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), to: odd }),
  fc.constant({ kind: 'drop' as const }),
  fc.record({ kind: fc.constant('add' as const), key: fc.constantFrom('extra', 'data', 'abi', 'type', 'events'), to: odd }),
);

function agree<T>(mine: { ok: boolean; value?: T }, zod: { ok: boolean; value?: T }) {
  expect(mine.ok).toBe(zod.ok);
  if (mine.ok && zod.ok) expect(mine.value).toStrictEqual(zod.value);
}

describe('the transaction reader agrees with its zod oracle', () => {
  it('on each body as sent', () => {
    for (const body of bodies) {
      const read = parseTransactionBody(body);
      expect(read.ok).toBe(true);
      agree(read, oracleParseTransactionBody(body));
    }
    agree(parseTransactionListBody(bodies), oracleParseTransactionListBody(bodies));
  });

  it('on each body bent at one place', () => {
    const bentBody = fc.tuple(fc.nat({ max: bodies.length - 1 }), fc.nat(), bend).map(([which, at, how]) => {
      const body = bodies[which];
      const all = places(body);
      return bent(body, all[at % all.length] ?? [], how);
    });
    fc.assert(
      fc.property(bentBody, (body) => {
        agree(parseTransactionBody(body), oracleParseTransactionBody(body));
      }),
      { numRuns: 3000 },
    );
  });

  it('on blocks and event lists', () => {
    const block = { block_height: '3', block_hash: '', block_timestamp: '1', first_version: '5', last_version: '9', transactions: [user] };
    const eventList = [{ version: '5', ...event }];
    fc.assert(
      fc.property(fc.nat(), bend, (at, how) => {
        const blockPlaces = places(block);
        const bentBlock = bent(block, blockPlaces[at % blockPlaces.length] ?? [], how);
        agree(parseBlockBody(bentBlock), oracleParseBlockBody(bentBlock));
        const eventPlaces = places(eventList);
        const events = bent(eventList, eventPlaces[at % eventPlaces.length] ?? [], how);
        agree(parseEventListBody(events), oracleParseEventListBody(events));
      }),
      { numRuns: 1000 },
    );
  });
});
