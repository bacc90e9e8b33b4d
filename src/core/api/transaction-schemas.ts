import { z } from 'zod/mini';
import { addressSchema, hexBytesSchema, jsonValueSchema, moveModuleBytecodeSchema, moveResourceSchema, moveStructTagSchema, u64StringSchema } from './schemas';

// Wire shapes of transactions, their write sets and events, and blocks, as real nodes send them
// (aptos-core api/types/src/transaction.rs, block.rs; docs/api.md#transactions-blocks-and-events).

export const hashValueSchema = z.string().check(
  z.regex(/^0x[0-9a-f]{64}$/),
  z.meta({ id: 'HashValue', description: 'A 32-byte hash: 0x and 64 lowercase hex digits (in paths the 0x is optional).', examples: ['0x' + 'ab'.repeat(32)] }),
);

export const eventGuidSchema = z.object({
  creation_number: u64StringSchema,
  account_address: addressSchema,
}).check(z.meta({ id: 'EventGuid', description: 'The event handle an event was emitted under: its account and creation number.' }));

export const eventSchema = z.object({
  guid: eventGuidSchema,
  sequence_number: u64StringSchema,
  type: z.string(),
  data: jsonValueSchema,
}).check(z.meta({ id: 'Event', description: 'An event a transaction emitted; data as JSON, like a resource’s.' }));
export type ApiEvent = z.infer<typeof eventSchema>;

export const versionedEventSchema = z.object({
  version: u64StringSchema,
  guid: eventGuidSchema,
  sequence_number: u64StringSchema,
  type: z.string(),
  data: jsonValueSchema,
}).check(z.meta({ id: 'VersionedEvent', description: 'An event with the version of the transaction that emitted it.' }));
export type VersionedEvent = z.infer<typeof versionedEventSchema>;

export const versionedEventListSchema = z.array(versionedEventSchema).check(
  z.meta({ id: 'VersionedEventList', description: 'Events of one handle, in sequence number order.' }),
);

const tableItemData = z.object({ key: jsonValueSchema, key_type: z.string(), value: jsonValueSchema, value_type: z.string() });

export const writeSetChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('write_resource'), address: addressSchema, state_key_hash: hexBytesSchema, data: moveResourceSchema }),
  z.object({ type: z.literal('delete_resource'), address: addressSchema, state_key_hash: hexBytesSchema, resource: moveStructTagSchema }),
  z.object({
    type: z.literal('write_table_item'),
    state_key_hash: hexBytesSchema,
    handle: hexBytesSchema,
    key: hexBytesSchema,
    value: hexBytesSchema,
    data: z.nullable(tableItemData).check(z.meta({ description: 'Key and value decoded, when the node knows the table’s types; else null.' })),
  }),
  z.object({
    type: z.literal('delete_table_item'),
    state_key_hash: hexBytesSchema,
    handle: hexBytesSchema,
    key: hexBytesSchema,
    data: z.nullable(z.object({ key: jsonValueSchema, key_type: z.string() })),
  }),
  z.object({ type: z.literal('write_module'), address: addressSchema, state_key_hash: hexBytesSchema, data: moveModuleBytecodeSchema }),
  z.object({ type: z.literal('delete_module'), address: addressSchema, state_key_hash: hexBytesSchema, module: z.string() }),
]).check(z.meta({ id: 'WriteSetChange', description: 'One write of the transaction’s write set.' }));
export type WriteSetChange = z.infer<typeof writeSetChangeSchema>;

/** Every committed transaction has these. */
const committed = {
  version: u64StringSchema,
  hash: hashValueSchema,
  state_change_hash: hashValueSchema,
  event_root_hash: hashValueSchema,
  state_checkpoint_hash: z.nullable(hashValueSchema),
  gas_used: u64StringSchema,
  success: z.boolean(),
  vm_status: z.string(),
  accumulator_root_hash: hashValueSchema,
  changes: z.array(writeSetChangeSchema),
};

export const entryFunctionPayloadSchema = z.object({
  function: z.string().check(z.meta({ description: '`address::module::function`.' })),
  type_arguments: z.array(z.string()),
  arguments: z.array(jsonValueSchema).check(z.meta({ description: 'Arguments as JSON, by the function’s parameter types (the signer is not one).' })),
  type: z.literal('entry_function_payload'),
}).check(z.meta({ id: 'EntryFunctionPayload', description: 'A call of an entry function.' }));

export const userTransactionSchema = z.object({
  type: z.literal('user_transaction'),
  ...committed,
  sender: addressSchema,
  sequence_number: u64StringSchema,
  replay_protection_nonce: z.optional(z.nullable(u64StringSchema)),
  max_gas_amount: u64StringSchema,
  gas_unit_price: u64StringSchema,
  expiration_timestamp_secs: u64StringSchema,
  // other payloads (scripts, multisig) are passed through as they come
  payload: z.union([entryFunctionPayloadSchema, z.looseObject({ type: z.string() })]),
  signature: z.optional(z.looseObject({ type: z.string() })),
  events: z.array(eventSchema),
  timestamp: u64StringSchema,
}).check(z.meta({ id: 'UserTransaction', description: 'A transaction an account sent.' }));

export const blockMetadataTransactionSchema = z.object({
  type: z.literal('block_metadata_transaction'),
  ...committed,
  id: hashValueSchema,
  epoch: u64StringSchema,
  round: u64StringSchema,
  events: z.array(eventSchema),
  previous_block_votes_bitvec: z.array(z.number()),
  proposer: addressSchema,
  failed_proposer_indices: z.array(z.number()),
  timestamp: u64StringSchema,
}).check(z.meta({ id: 'BlockMetadataTransaction', description: 'The first transaction of a block: its proposer, epoch and round.' }));

export const genesisTransactionSchema = z.object({
  type: z.literal('genesis_transaction'),
  ...committed,
  payload: z.looseObject({ type: z.string() }),
  events: z.array(eventSchema),
}).check(z.meta({ id: 'GenesisTransaction', description: 'Version 0: the write set that makes the chain.' }));

/** Kinds the demo chain does not make (state checkpoint, validator, block epilogue): what every kind has. */
export const otherTransactionSchema = z.looseObject({
  type: z.enum(['state_checkpoint_transaction', 'validator_transaction', 'block_epilogue_transaction']),
  ...committed,
}).check(z.meta({ id: 'OtherTransaction', description: 'A state checkpoint, validator or block epilogue transaction (real nodes send them; the demo chain makes none).' }));

export const transactionSchema = z.discriminatedUnion('type', [
  userTransactionSchema,
  blockMetadataTransactionSchema,
  genesisTransactionSchema,
  otherTransactionSchema,
]).check(z.meta({ id: 'Transaction', description: 'A committed transaction, by its `type`.' }));
export type ApiTransaction = z.infer<typeof transactionSchema>;

export const transactionListSchema = z.array(transactionSchema).check(z.meta({ id: 'TransactionList', description: 'Transactions in version order.' }));

export const blockSchema = z.object({
  block_height: u64StringSchema,
  block_hash: hashValueSchema,
  block_timestamp: u64StringSchema,
  first_version: u64StringSchema,
  last_version: u64StringSchema,
  transactions: z.nullable(z.array(transactionSchema)).check(z.meta({ description: 'With `with_transactions=true`, the block’s transactions (at most 100); else null.' })),
}).check(z.meta({ id: 'Block', description: 'A block: its height, hash (its block metadata transaction’s id), time and versions.' }));
export type ApiBlock = z.infer<typeof blockSchema>;
