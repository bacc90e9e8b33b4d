import * as z from 'zod/mini';
import {
  addressSchema,
  apiErrorBodySchema,
  errorCodeSchema,
  hexBytesSchema,
  identifierSchema,
  jsonValueSchema,
  ledgerInfoBodySchema,
  moveAbilitySchema,
  moveFunctionSchema,
  moveModuleAbiSchema,
  moveModuleBytecodeSchema,
  moveModuleListSchema,
  moveResourceListSchema,
  moveResourceSchema,
  moveStructAbiSchema,
  moveStructFieldSchema,
  moveStructGenericTypeParamSchema,
  moveStructTagSchema,
  moveStructVariantSchema,
  nodeDegradedSchema,
  rawTableItemRequestSchema,
  tableItemRequestSchema,
  moveValueSchema,
  graphqlRequestSchema,
  graphqlAnswerSchema,
  viewRequestSchema,
  viewResultSchema,
  stateKeyWriteListSchema,
  stateKeyWriteSchema,
  u64StringSchema,
} from '../../src/core/api/schemas';
import {
  blockMetadataTransactionSchema,
  blockSchema,
  entryFunctionPayloadSchema,
  eventGuidSchema,
  eventSchema,
  genesisTransactionSchema,
  hashValueSchema,
  otherTransactionSchema,
  transactionListSchema,
  transactionSchema,
  userTransactionSchema,
  versionedEventListSchema,
  versionedEventSchema,
  writeSetChangeSchema,
} from '../../src/core/api/transaction-schemas';

// The OpenAPI words of the core's wire schemas (src/core/api/schemas.ts, transaction-schemas.ts): ids,
// descriptions, formats and examples, kept here so the browser loads the schemas without them.
// openapi-document.ts passes this registry to z.toJSONSchema as its metadata.

export const schemaWords = z.registry<z.core.GlobalMeta>();

/** The schema an optional or nullable wraps (a member's words sit on the inner one, as it was declared). */
function inner(schema: z.core.$ZodType): z.core.$ZodType {
  const wrapped = (schema._zod.def as { innerType?: z.core.$ZodType }).innerType;
  if (wrapped === undefined) throw new Error(`schema-words: a ${schema._zod.def.type} wraps no schema`);
  return wrapped;
}

const words: [z.core.$ZodType, z.core.GlobalMeta][] = [
  [
    u64StringSchema,
    {
      id: 'U64',
      description: 'A 64-bit unsigned integer as a decimal string, so clients without native u64 JSON numbers read it exactly.',
      format: 'uint64',
      examples: ['32425224034'],
    },
  ],
  [
    hexBytesSchema,
    {
      id: 'HexEncodedBytes',
      description:
        'Bytes as hex: 0x prefix, two hex digits per byte, zeros not trimmed; 0x alone is empty. The node writes lowercase and accepts the prefix missing and either case.',
      format: 'hex',
      examples: ['0x88fbd33f54e1126269769780feb24480428179f552e2313fbe571b72e62a1ca1'],
    },
  ],
  [
    addressSchema,
    {
      id: 'Address',
      description:
        'A 32-byte account address as hex. Leading zeros may be trimmed (0x1); the 0x prefix is optional in paths. The node writes 0x + lowercase with leading zeros trimmed.',
      format: 'hex',
      examples: ['0x1', '0xcafe'],
    },
  ],
  [errorCodeSchema, { id: 'ErrorCode', description: 'A finer-grained reason than the HTTP status.' }],
  [apiErrorBodySchema.shape.message, { description: 'What went wrong, naming what was asked.' }],
  [inner(inner(apiErrorBodySchema.shape.vm_error_code)), { description: 'VM detail code; only for transaction submission, so null here.' }],
  [apiErrorBodySchema, { id: 'ApiError', description: 'The error object of every non-2xx API response (always JSON).' }],
  [
    moveStructTagSchema,
    {
      id: 'MoveStructTag',
      description:
        'address::module::Name with optional <type arguments>, e.g. 0x1::coin::CoinStore<0x1::native_coin::NativeCoin>. Percent-encoded in URL paths.',
      examples: ['0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>'],
    },
  ],
  [
    moveResourceSchema.shape.data,
    {
      description:
        'Top-level fields of the resource: u8/u16/u32 as numbers, u64/u128/u256 as decimal strings, addresses and vector<u8> as hex strings, structs as objects.',
    },
  ],
  [moveResourceSchema, { id: 'MoveResource', description: 'One parsed resource of an account.' }],
  [moveResourceListSchema, { description: 'Resources of an account, in state-key order.' }],
  [rawTableItemRequestSchema, { id: 'RawTableItemRequest', description: 'The BCS-serialized key of a table item, as hex.' }],
  [
    tableItemRequestSchema,
    {
      id: 'TableItemRequest',
      description:
        "A table item's key in the API's Move JSON (as a view argument: u64–u256 decimal strings, addresses and vector<u8> hex, String a string), with the table's key and value types as type tags.",
    },
  ],
  [
    moveValueSchema,
    { id: 'MoveValue', description: "A Move value in the API's JSON (u8–u32 numbers, u64–u256 decimal strings, structs as objects)." },
  ],
  [
    graphqlRequestSchema,
    { id: 'GraphqlRequest', description: 'A GraphQL query over the index (the Aptos indexer’s tables), its variables and operation name.' },
  ],
  [
    graphqlAnswerSchema,
    {
      id: 'GraphqlAnswer',
      description:
        'As Hasura answers, with status 200 either way: `data`, or `errors`, each with `extensions.code` (validation-failed, timeout, …).',
    },
  ],
  [
    viewRequestSchema,
    {
      id: 'ViewRequest',
      description:
        'A view function call: `function` as `address::module::name`, `type_arguments` as type tags, `arguments` in the API\'s Move JSON by parameter type (u8–u32 numbers, u64–u256 decimal strings, vector<u8> hex, String a string, Object<T> its address, Option<T> null, the value or `{"vec": […]}`).',
    },
  ],
  [viewResultSchema, { id: 'ViewResult', description: "The return values of a view function, in order, each in the API's Move JSON." }],
  [
    nodeDegradedSchema.shape.reason,
    { description: '`disk_full` (the store has no room left) or `store_error` (any other failure to commit a block).' },
  ],
  [nodeDegradedSchema.shape.message, { description: 'One line: what failed.' }],
  [nodeDegradedSchema.shape.since, { description: 'Wall time of the first failed attempt, ISO 8601 (UTC).' }],
  [nodeDegradedSchema.shape.attempts, { description: 'Failed attempts so far; they are retried with backoff (up to every 30 s).' }],
  [
    nodeDegradedSchema,
    { id: 'NodeDegraded', description: 'The node cannot add blocks: the latest ledger stands still while reads are still served.' },
  ],
  [ledgerInfoBodySchema.shape.chain_id, { description: 'Chain ID (u8).' }],
  [ledgerInfoBodySchema.shape.node_role, { description: 'Role of the node, e.g. full_node or validator.' }],
  [ledgerInfoBodySchema, { id: 'LedgerInfo', description: 'The latest ledger, as the node sees it.' }],
  [
    stateKeyWriteSchema.shape.deleted,
    { description: 'True when this write deleted the resource or item (a read at this version answers 404).' },
  ],
  [
    stateKeyWriteSchema.shape.timestamp,
    {
      description:
        'Ledger time of the block holding this version, microseconds since the Unix epoch; null when the node no longer knows it.',
    },
  ],
  [stateKeyWriteSchema, { id: 'StateKeyWrite', description: 'A version at which one state key (a resource or a table item) was written.' }],
  [stateKeyWriteListSchema, { description: 'Writes of one state key within the window, in the order asked for.' }],
  [
    identifierSchema,
    { id: 'IdentifierWrapper', description: 'A Move identifier: a letter, then letters, digits and `_`.', examples: ['showcase'] },
  ],
  [moveAbilitySchema, { id: 'MoveAbility', description: 'A Move ability.' }],
  [
    moveStructFieldSchema.shape.type,
    {
      id: 'MoveType',
      description:
        'A Move type as text, as real nodes write it: primitives, `vector<…>`, structs with short addresses and `", "` between type arguments (`0x1::option::Option<u64>`), and `T0`, `T1`, … for the enclosing definition’s type parameters.',
      examples: ['0x1::table::Table<u64, 0x1::string::String>', 'vector<T0>'],
    },
  ],
  [
    moveStructFieldSchema,
    { id: 'MoveStructField', description: 'One field of a struct or of an enum variant, in declaration (BCS) order.' },
  ],
  [
    moveStructVariantSchema,
    { id: 'MoveStructVariant', description: 'One variant of an enum; its position in `variants` is its BCS variant index.' },
  ],
  [
    inner(moveStructGenericTypeParamSchema.shape.is_phantom),
    { description: 'A phantom parameter takes part in no field’s layout (our node sends it; real nodes leave it out).' },
  ],
  [
    moveStructGenericTypeParamSchema,
    { id: 'MoveStructGenericTypeParam', description: 'A type parameter of a struct: its ability constraints, and whether it is phantom.' },
  ],
  [moveStructAbiSchema.shape.is_event, { description: 'Whether the struct is marked #[event] (never, on the demo chain).' }],
  [
    moveStructAbiSchema.shape.is_enum,
    { description: 'Whether this is an enum: then `fields` is empty and `variants` lists its variants.' },
  ],
  [moveStructAbiSchema.shape.variants, { description: 'Variants of an enum, in declaration order; empty for a struct.' }],
  [moveStructAbiSchema, { id: 'MoveStruct', description: 'A struct or enum declared by a module.' }],
  [
    moveFunctionSchema,
    {
      id: 'MoveFunction',
      description: 'A public or entry function of a module (the demo chain publishes the entry functions its transactions call).',
    },
  ],
  [moveModuleAbiSchema.shape.friends, { description: 'Friend modules as `address::name`.' }],
  [moveModuleAbiSchema.shape.structs, { description: 'Every struct and enum of the module, in declaration order.' }],
  [moveModuleAbiSchema, { id: 'MoveModule', description: 'The ABI of a Move module.' }],
  [
    moveModuleBytecodeSchema,
    {
      id: 'MoveModuleBytecode',
      description:
        'A module published at an account: its compiled bytecode and its ABI. The demo chain has no compiled bytecode: `bytecode` is always `0x` (empty).',
    },
  ],
  [moveModuleListSchema, { description: 'Modules of an account, in state-key order (by module name).' }],
  // transactions, write sets, events, blocks (transaction-schemas.ts)
  [
    hashValueSchema,
    {
      id: 'HashValue',
      description: 'A 32-byte hash: 0x and 64 lowercase hex digits (in paths the 0x is optional).',
      examples: ['0x' + 'ab'.repeat(32)],
    },
  ],
  [eventGuidSchema, { id: 'EventGuid', description: 'The event handle an event was emitted under: its account and creation number.' }],
  [eventSchema, { id: 'Event', description: 'An event a transaction emitted; data as JSON, like a resource’s.' }],
  [versionedEventSchema, { id: 'VersionedEvent', description: 'An event with the version of the transaction that emitted it.' }],
  [versionedEventListSchema, { id: 'VersionedEventList', description: 'Events of one handle, in sequence number order.' }],
  [
    writeSetChangeSchema._zod.def.options[2].shape.data,
    { description: 'Key and value decoded, when the node knows the table’s types; else null.' },
  ],
  [writeSetChangeSchema, { id: 'WriteSetChange', description: 'One write of the transaction’s write set.' }],
  [entryFunctionPayloadSchema.shape.function, { description: '`address::module::function`.' }],
  [
    entryFunctionPayloadSchema.shape.arguments,
    { description: 'Arguments as JSON, by the function’s parameter types (the signer is not one).' },
  ],
  [entryFunctionPayloadSchema, { id: 'EntryFunctionPayload', description: 'A call of an entry function.' }],
  [userTransactionSchema, { id: 'UserTransaction', description: 'A transaction an account sent.' }],
  [
    blockMetadataTransactionSchema,
    { id: 'BlockMetadataTransaction', description: 'The first transaction of a block: its proposer, epoch and round.' },
  ],
  [genesisTransactionSchema, { id: 'GenesisTransaction', description: 'Version 0: the write set that makes the chain.' }],
  [
    otherTransactionSchema,
    {
      id: 'OtherTransaction',
      description: 'A state checkpoint, validator or block epilogue transaction (real nodes send them; the demo chain makes none).',
    },
  ],
  [transactionSchema, { id: 'Transaction', description: 'A committed transaction, by its `type`.' }],
  [transactionListSchema, { id: 'TransactionList', description: 'Transactions in version order.' }],
  [blockSchema.shape.transactions, { description: 'With `with_transactions=true`, the block’s transactions (at most 100); else null.' }],
  [blockSchema, { id: 'Block', description: 'A block: its height, hash (its block metadata transaction’s id), time and versions.' }],
];
for (const [schema, meta] of words) schemaWords.add(schema, meta);

/**
 * The OpenAPI document's component schemas: the shapes with an id, then the lists and JSON values, which
 * are named only there (as parts of other shapes they stay inline).
 */
export const namedSchemas: [string, z.core.$ZodType][] = [
  ...words.flatMap(([schema, meta]): [string, z.core.$ZodType][] => (meta.id === undefined ? [] : [[meta.id, schema]])),
  ['MoveResourceList', moveResourceListSchema],
  ['MoveModuleBytecodeList', moveModuleListSchema],
  ['StateKeyWriteList', stateKeyWriteListSchema],
  ['JsonValue', jsonValueSchema],
];
