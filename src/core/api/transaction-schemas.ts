import * as z from 'zod/mini';
import {
  addressSchema,
  hexBytesSchema,
  jsonValueSchema,
  moveModuleBytecodeSchema,
  moveResourceSchema,
  moveStructTagSchema,
  u64StringSchema,
} from './schemas';

// Wire shapes of transactions, their write sets and events, and blocks, as real nodes send them
// (aptos-core api/types/src/transaction.rs, block.rs; docs/api.md#transactions-blocks-and-events).
// Their ids and descriptions for the OpenAPI document are in server/spec/schema-words.ts.

export const hashValueSchema = z.string().check(z.regex(/^0x[0-9a-f]{64}$/));

export const eventGuidSchema = z.object({
  creation_number: u64StringSchema,
  account_address: addressSchema,
});

export const eventSchema = z.object({
  guid: eventGuidSchema,
  sequence_number: u64StringSchema,
  type: z.string(),
  data: jsonValueSchema,
});
export type ApiEvent = z.infer<typeof eventSchema>;

export const versionedEventSchema = z.object({ version: u64StringSchema, ...eventSchema.shape });

export const versionedEventListSchema = z.array(versionedEventSchema);

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
    data: z.nullable(tableItemData),
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
]);

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
  function: z.string(),
  type_arguments: z.array(z.string()),
  arguments: z.array(jsonValueSchema),
  type: z.literal('entry_function_payload'),
});

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
});

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
});

export const genesisTransactionSchema = z.object({
  type: z.literal('genesis_transaction'),
  ...committed,
  payload: z.looseObject({ type: z.string() }),
  events: z.array(eventSchema),
});

/** Kinds the demo chain does not make (state checkpoint, validator, block epilogue): what every kind has. */
export const otherTransactionSchema = z.looseObject({
  type: z.enum(['state_checkpoint_transaction', 'validator_transaction', 'block_epilogue_transaction']),
  ...committed,
});

export const transactionSchema = z.discriminatedUnion('type', [
  userTransactionSchema,
  blockMetadataTransactionSchema,
  genesisTransactionSchema,
  otherTransactionSchema,
]);
export type ApiTransaction = z.infer<typeof transactionSchema>;

export const transactionListSchema = z.array(transactionSchema);

export const blockSchema = z.object({
  block_height: u64StringSchema,
  block_hash: hashValueSchema,
  block_timestamp: u64StringSchema,
  first_version: u64StringSchema,
  last_version: u64StringSchema,
  transactions: z.nullable(z.array(transactionSchema)),
});
