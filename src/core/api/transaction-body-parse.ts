import { isRecord } from './wire-body-parse';
import {
  array,
  boolean,
  firstOf,
  json,
  literal,
  looseObject,
  matching,
  nullable,
  number,
  object,
  oneOf,
  optional,
  orElse,
  record,
  string,
  u64,
  WireShapeError,
  type Reader,
} from './wire-shape';
import { fail, ok, type Result } from '../result';

// Transactions, blocks and events as the explorer reads them from any node: the node's own schemas
// (transaction-schemas.ts), widened where real nodes send more. Every kind real nodes send is read
// (user, block metadata, genesis, state checkpoint, block epilogue, validator, pending from by_hash),
// and a kind or a write this client does not know passes through by its `type`, so a new kind on a
// real network shows as "unknown" instead of failing the page. Unknown members are tolerated.
// Read by hand (wire-shape.ts) rather than with zod: 9 kB less on the transaction and block pages' first
// load (issue 34). Its oracle test holds it to the same reader in zod.

const address = matching(/^(0x)?[0-9a-fA-F]{1,64}$/, 'not an address');
const hexBytes = matching(/^(0x)?([0-9a-fA-F]{2})*$/, 'not hex bytes');
const identifier = matching(/^[A-Za-z][A-Za-z0-9_]*$/, 'not a Move identifier');
const structTag = matching(/./su, 'empty');
const ability = oneOf(['copy', 'drop', 'store', 'key']);
// aptos-core's goldens blank every hash (""): read any string, links check the form where they need it
const anyHash = string;

const field = object({ name: identifier, type: string });
const moduleAbi = object({
  address,
  name: identifier,
  friends: array(string),
  exposed_functions: array(
    object({
      name: identifier,
      visibility: oneOf(['private', 'public', 'friend']),
      is_entry: boolean,
      is_view: boolean,
      generic_type_params: array(object({ constraints: array(ability) })),
      params: array(string),
      return: array(string),
    }),
  ),
  structs: array(
    object({
      name: identifier,
      is_native: boolean,
      is_event: boolean,
      is_enum: boolean,
      abilities: array(ability),
      generic_type_params: array(object({ constraints: array(ability), is_phantom: optional(boolean) })),
      fields: array(field),
      variants: array(object({ name: identifier, fields: array(field) })),
    }),
  ),
});

// a table item's `data` is null when the node does not know the table's types; some send `{"data": null}`
const decodedItem = orElse(nullable(object({ key: json, key_type: string, value: json, value_type: string })), null);
const decodedKey = orElse(nullable(object({ key: json, key_type: string })), null);
// what a write says it writes: an account's resource or module, or a table's item
const inAccount = { address, state_key_hash: hexBytes };
const inTable = { state_key_hash: hexBytes, handle: hexBytes, key: hexBytes };
const knownChanges = {
  write_resource: object({ type: literal('write_resource'), ...inAccount, data: object({ type: structTag, data: record(json) }) }),
  delete_resource: object({ type: literal('delete_resource'), ...inAccount, resource: structTag }),
  write_table_item: object({ type: literal('write_table_item'), ...inTable, value: hexBytes, data: optional(decodedItem) }),
  delete_table_item: object({ type: literal('delete_table_item'), ...inTable, data: optional(decodedKey) }),
  write_module: object({ type: literal('write_module'), ...inAccount, data: object({ bytecode: hexBytes, abi: optional(moduleAbi) }) }),
  delete_module: object({ type: literal('delete_module'), ...inAccount, module: string }),
};
export type KnownChange = ReturnType<(typeof knownChanges)[keyof typeof knownChanges]>;
/** A write this client cannot read: `type` is 'unknown' (so a switch on `type` narrows), the node's word in `sentType`. */
export type UnknownChange = { type: 'unknown'; sentType: string; [member: string]: unknown };
export type TransactionChange = KnownChange | UnknownChange;

const otherChange = looseObject({ type: string });
/** A known write in its shape, else (a new change type, or a known one in a shape it does not expect) an unknown one. */
const change: Reader<TransactionChange> = (value, path) => {
  const type = isRecord(value) ? value.type : undefined;
  const known = typeof type === 'string' && Object.hasOwn(knownChanges, type) ? knownChanges[type as keyof typeof knownChanges] : undefined;
  return firstOf<TransactionChange>(...(known ? [known] : []), (other, at) => {
    const read = otherChange(other, at);
    return { ...read, type: 'unknown', sentType: read.type };
  })(value, path);
};

const eventShape = {
  guid: object({ creation_number: u64, account_address: address }),
  sequence_number: u64,
  type: string,
  data: json,
};
const event = object(eventShape);
const events = array(event);

/** What every committed transaction has, as read. */
const committed = {
  version: u64,
  hash: anyHash,
  state_change_hash: anyHash,
  event_root_hash: anyHash,
  state_checkpoint_hash: nullable(anyHash),
  gas_used: u64,
  success: boolean,
  vm_status: string,
  accumulator_root_hash: anyHash,
  changes: array(change),
};
const someObject = looseObject({ type: string });
const entryFunctionPayload = object({
  function: string,
  type_arguments: array(string),
  arguments: array(json),
  type: literal('entry_function_payload'),
});

/** Who sent a user transaction, committed or pending, and what keeps it from replaying (an orderless one: a nonce). */
const signed = { sender: address, sequence_number: u64, replay_protection_nonce: optional(nullable(u64)) };
const userTransaction = object({
  type: literal('user_transaction'),
  ...committed,
  ...signed,
  max_gas_amount: u64,
  gas_unit_price: u64,
  expiration_timestamp_secs: u64,
  // other payloads (scripts, multisig) are passed through as they come
  payload: firstOf<ReturnType<typeof entryFunctionPayload> | ReturnType<typeof someObject>>(entryFunctionPayload, someObject),
  signature: optional(someObject),
  events,
  timestamp: u64,
});
const blockMetadataTransaction = object({
  type: literal('block_metadata_transaction'),
  ...committed,
  id: anyHash,
  epoch: u64,
  round: u64,
  events,
  previous_block_votes_bitvec: array(number),
  proposer: address,
  failed_proposer_indices: array(number),
  timestamp: u64,
});
const genesisTransaction = object({ type: literal('genesis_transaction'), ...committed, payload: someObject, events });
// state checkpoint and block epilogue carry a timestamp; validator transactions events too
const systemTransaction = looseObject({
  type: oneOf(['state_checkpoint_transaction', 'validator_transaction', 'block_epilogue_transaction']),
  ...committed,
  events: optional(events),
  timestamp: optional(u64),
});
/** by_hash answers with a transaction still in the mempool: no version, no write set yet. */
const pendingTransaction = looseObject({
  type: literal('pending_transaction'),
  hash: anyHash,
  ...signed,
  payload: optional(someObject),
});
/** A kind this client does not know: only what every committed transaction has is read. */
const unknownKind = looseObject({ type: string, version: u64, hash: string, changes: optional(array(change)) });

const knownKinds = {
  user_transaction: userTransaction,
  block_metadata_transaction: blockMetadataTransaction,
  genesis_transaction: genesisTransaction,
  state_checkpoint_transaction: systemTransaction,
  block_epilogue_transaction: systemTransaction,
  validator_transaction: systemTransaction,
  pending_transaction: pendingTransaction,
} as const;

export type UserTransaction = ReturnType<typeof userTransaction>;
export type BlockMetadataTransaction = ReturnType<typeof blockMetadataTransaction>;
export type GenesisTransaction = ReturnType<typeof genesisTransaction>;
export type SystemTransaction = ReturnType<typeof systemTransaction>;
export type PendingTransaction = ReturnType<typeof pendingTransaction>;
/** `type` is 'unknown' (so a switch on `type` narrows), the node's word is in `sentType`. */
export type UnknownKindTransaction = {
  type: 'unknown';
  sentType: string;
  version: string;
  hash: string;
  changes?: TransactionChange[] | undefined;
  [member: string]: unknown;
};
export type Transaction =
  UserTransaction | BlockMetadataTransaction | GenesisTransaction | SystemTransaction | PendingTransaction | UnknownKindTransaction;

const transaction: Reader<Transaction> = (value, path) => {
  if (!isRecord(value) || typeof value.type !== 'string') throw new WireShapeError(path, 'not a transaction (no type)');
  if (Object.hasOwn(knownKinds, value.type)) return knownKinds[value.type as keyof typeof knownKinds](value, path);
  const read = unknownKind(value, path);
  return { ...read, type: 'unknown', sentType: read.type };
};

function readAt<T>(read: Reader<T>, value: unknown, where: string): Result<T> {
  try {
    return ok(read(value, where));
  } catch (error) {
    if (error instanceof WireShapeError) return fail(error.message);
    throw error;
  }
}

/** The body of GET /transactions/by_version/{v} or /by_hash/{h}. */
export function parseTransactionBody(value: unknown): Result<Transaction> {
  return readAt(transaction, value, 'transaction');
}

/** The body of GET /transactions or /accounts/{a}/transactions: a list in version order. */
export function parseTransactionListBody(value: unknown): Result<Transaction[]> {
  if (!Array.isArray(value)) return fail('transactions: not an array');
  return readAt(() => value.map((item, index) => transaction(item, `transactions[${index.toString()}]`)), value, 'transactions');
}

// real nodes send the genesis block's hash as "" (aptos-core's goldens): any string is read
const blockHead = object({
  block_height: u64,
  block_hash: string,
  block_timestamp: u64,
  first_version: u64,
  last_version: u64,
});

export type Block = ReturnType<typeof blockHead> & { transactions: Transaction[] | null };

/** The body of GET /blocks/by_height/{h} or /by_version/{v}. */
export function parseBlockBody(value: unknown): Result<Block> {
  const head = readAt(blockHead, value, 'block');
  if (!head.ok) return head;
  const transactions = readAt(
    optional(nullable(array((item) => item))),
    (value as Record<string, unknown>).transactions,
    'block.transactions',
  );
  if (!transactions.ok) return transactions;
  if (transactions.value === undefined || transactions.value === null) return ok({ ...head.value, transactions: null });
  const list = parseTransactionListBody(transactions.value);
  return list.ok ? ok({ ...head.value, transactions: list.value }) : fail(`block.${list.message}`);
}

export type VersionedEvent = ReturnType<typeof event> & { version: string };

/** The body of GET /accounts/{a}/events/{creation_number}. */
export function parseEventListBody(value: unknown): Result<VersionedEvent[]> {
  return readAt(array(object({ version: u64, ...eventShape })), value, 'events');
}
