import * as z from 'zod/mini';
import { MAX_U64 } from '../move/integers';
import { U64_DECIMAL } from './u64-text';

// Wire shapes of the ledger state read API (the seed description, docs/api.md). The node validates
// against these in its tests and builds its OpenAPI document from them (z.toJSONSchema, with the ids
// and descriptions in server/spec/schema-words.ts); the explorer reads module bodies with them
// (module-body-parse.ts), and those of its first load and transactions by hand (wire-body-parse.ts,
// transaction-body-parse.ts say why). `error` texts word a malformed body's message.

/** u64 carried as an unsigned decimal string (seed description §2.1). */
export const u64StringSchema = z.string().check(
  z.regex(U64_DECIMAL),
  // zod runs every check even after the regex fails: BigInt() only sees decimal digits here
  z.refine((value) => !U64_DECIMAL.test(value) || BigInt(value) <= MAX_U64, 'u64 out of range'),
);

/** HexEncodedBytes: accepted with or without 0x, either case, two digits per byte; the node writes 0x + lowercase. */
export const hexBytesSchema = z.string({ error: 'not hex bytes' }).check(z.regex(/^(0x)?([0-9a-fA-F]{2})*$/, 'not hex bytes'));

/** Account address (also table handles): optional lowercase 0x, 1 to 64 hex digits (docs/api.md#parameters-and-types). */
export const addressSchema = z.string().check(z.regex(/^(0x)?[0-9a-fA-F]{1,64}$/));

/** The error codes the description allows (seed description §7). */
export const ERROR_CODES = [
  'account_not_found',
  'resource_not_found',
  'module_not_found',
  'struct_field_not_found',
  'version_not_found',
  'transaction_not_found',
  'table_item_not_found',
  'block_not_found',
  'state_value_not_found',
  'version_pruned',
  'block_pruned',
  'invalid_input',
  'invalid_transaction_update',
  'sequence_number_too_old',
  'vm_error',
  'rejected_by_filter',
  'health_check_failed',
  'mempool_is_full',
  'internal_error',
  'web_framework_error',
  'bcs_not_supported',
  'api_disabled',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorBodySchema = z.object({
  message: z.string(),
  error_code: errorCodeSchema,
  vm_error_code: z.optional(z.nullable(z.number().check(z.int(), z.nonnegative()))),
});

/** Any JSON value: what resource data members hold. */
export const jsonValueSchema = z.json();
export type JsonValue = z.infer<typeof jsonValueSchema>;

export const moveStructTagSchema = z.string().check(z.minLength(1));

export const moveResourceSchema = z.object({
  type: moveStructTagSchema,
  data: z.record(z.string(), jsonValueSchema),
});
export type MoveResource = z.infer<typeof moveResourceSchema>;

export const moveResourceListSchema = z.array(moveResourceSchema);

export const rawTableItemRequestSchema = z.object({ key: hexBytesSchema });

/** POST /v1/tables/{h}/item's body, as real nodes take it (aptos-core `TableItemRequest`). */
export const tableItemRequestSchema = z.object({ key_type: z.string(), value_type: z.string(), key: jsonValueSchema });

/** One Move value in the API's JSON (a table item's value). */
export const moveValueSchema = z.json();

/** POST /v1/graphql's body, as GraphQL over HTTP has it. */
export const graphqlRequestSchema = z.object({
  query: z.string(),
  variables: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  operationName: z.optional(z.nullable(z.string())),
});

/** Its answer, as Hasura sends it (status 200 either way): `data`, or `errors` with a code. */
export const graphqlAnswerSchema = z.object({
  data: z.optional(z.record(z.string(), z.unknown())),
  errors: z.optional(z.array(z.object({ message: z.string(), extensions: z.object({ path: z.string(), code: z.string() }) }))),
});

/** POST /v1/view's JSON body, as real nodes take it (aptos-core `ViewRequest`). */
export const viewRequestSchema = z.object({
  function: z.string(),
  type_arguments: z.array(z.string()),
  arguments: z.array(jsonValueSchema),
});

/** POST /v1/view's JSON answer: the return values, each in the API's Move JSON. */
export const viewResultSchema = z.array(jsonValueSchema);

/** Why a node cannot add blocks (**ours**: present in GET /v1 only while it is so; docs/api.md#routes). */
export const nodeDegradedSchema = z.object({
  reason: z.string(),
  message: z.string(),
  since: z.string(),
  attempts: z.number().check(z.int(), z.minimum(1)),
});
export type NodeDegraded = z.infer<typeof nodeDegradedSchema>;

/** GET /v1 (an extension real nodes have; docs/api.md#routes). */
export const ledgerInfoBodySchema = z.object({
  chain_id: z.number().check(z.int(), z.minimum(0), z.maximum(255)),
  epoch: u64StringSchema,
  ledger_version: u64StringSchema,
  oldest_ledger_version: u64StringSchema,
  ledger_timestamp: u64StringSchema,
  node_role: z.string(),
  oldest_block_height: u64StringSchema,
  block_height: u64StringSchema,
  // optional for clients (real nodes never send it); one that is not as described is dropped
  degraded: z.catch(z.optional(nodeDegradedSchema), undefined),
});
export type LedgerInfoBody = z.infer<typeof ledgerInfoBodySchema>;

/** One write of a state key (extension: the `…/versions` routes list them, newest first by default). */
export const stateKeyWriteSchema = z.object({
  version: u64StringSchema,
  deleted: z.boolean(),
  timestamp: z.nullable(u64StringSchema),
});

export const stateKeyWriteListSchema = z.array(stateKeyWriteSchema);

// Move modules (extension, as real nodes shape them: the Aptos node API's MoveModuleBytecode and MoveModule)

export const identifierSchema = z
  .string({ error: 'not a Move identifier' })
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'not a Move identifier'));

export const moveAbilitySchema = z.enum(['copy', 'drop', 'store', 'key']);

/** A Move type as text, as real nodes write it (its words are in server/spec). */
const moveTypeTextSchema = z.string();

export const moveStructFieldSchema = z.object({ name: identifierSchema, type: moveTypeTextSchema });

export const moveStructVariantSchema = z.object({ name: identifierSchema, fields: z.array(moveStructFieldSchema) });

export const moveStructGenericTypeParamSchema = z.object({
  constraints: z.array(moveAbilitySchema),
  // real nodes never send it (aptos-core skips it in the API), ours does: optional, as the explorer reads it
  is_phantom: z.optional(z.boolean()),
});

export const moveStructAbiSchema = z.object({
  name: identifierSchema,
  is_native: z.boolean(),
  is_event: z.boolean(),
  is_enum: z.boolean(),
  abilities: z.array(moveAbilitySchema),
  generic_type_params: z.array(moveStructGenericTypeParamSchema),
  fields: z.array(moveStructFieldSchema),
  variants: z.array(moveStructVariantSchema),
});
export type MoveStructAbi = z.infer<typeof moveStructAbiSchema>;

export const moveFunctionSchema = z.object({
  name: identifierSchema,
  visibility: z.enum(['private', 'public', 'friend']),
  is_entry: z.boolean(),
  is_view: z.boolean(),
  generic_type_params: z.array(z.object({ constraints: z.array(moveAbilitySchema) })),
  params: z.array(moveTypeTextSchema),
  return: z.array(moveTypeTextSchema),
});

export const moveModuleAbiSchema = z.object({
  address: addressSchema,
  name: identifierSchema,
  friends: z.array(z.string()),
  exposed_functions: z.array(moveFunctionSchema),
  structs: z.array(moveStructAbiSchema),
});
export type MoveModuleAbi = z.infer<typeof moveModuleAbiSchema>;

export const moveModuleBytecodeSchema = z.object({
  bytecode: hexBytesSchema,
  abi: z.optional(moveModuleAbiSchema),
});
export type MoveModuleBytecode = z.infer<typeof moveModuleBytecodeSchema>;

export const moveModuleListSchema = z.array(moveModuleBytecodeSchema);
