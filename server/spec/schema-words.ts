import * as z from 'zod/mini';
import * as api from '../../src/core/api/schemas';
import * as txn from '../../src/core/api/transaction-schemas';

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
    api.u64StringSchema,
    {
      id: 'U64',
      description: 'A 64-bit unsigned integer as a decimal string, so clients without native u64 JSON numbers read it exactly.',
      format: 'uint64',
      examples: ['32425224034'],
    },
  ],
  [
    api.hexBytesSchema,
    {
      id: 'HexEncodedBytes',
      description:
        'Bytes as hex: 0x prefix, two hex digits per byte, zeros not trimmed; 0x alone is empty. The node writes lowercase and accepts the prefix missing and either case.',
      format: 'hex',
      examples: ['0x88fbd33f54e1126269769780feb24480428179f552e2313fbe571b72e62a1ca1'],
    },
  ],
  [
    api.addressSchema,
    {
      id: 'Address',
      description:
        'A 32-byte account address as hex. Leading zeros may be trimmed (0x1); the 0x prefix is optional in paths. The node writes 0x + lowercase with leading zeros trimmed.',
      format: 'hex',
      examples: ['0x1', '0xcafe'],
    },
  ],
  [api.errorCodeSchema, { id: 'ErrorCode', description: 'A finer-grained reason than the HTTP status.' }],
  [api.apiErrorBodySchema.shape.message, { description: 'What went wrong, naming what was asked.' }],
  [
    inner(inner(api.apiErrorBodySchema.shape.vm_error_code)),
    { description: 'VM detail code; only for transaction submission, so null here.' },
  ],
  [api.apiErrorBodySchema, { id: 'ApiError', description: 'The error object of every non-2xx API response (always JSON).' }],
  [
    api.moveStructTagSchema,
    {
      id: 'MoveStructTag',
      description:
        'address::module::Name with optional <type arguments>, e.g. 0x1::coin::CoinStore<0x1::native_coin::NativeCoin>. Percent-encoded in URL paths.',
      examples: ['0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>'],
    },
  ],
  [
    api.moveResourceSchema.shape.data,
    {
      description:
        'Top-level fields of the resource: u8/u16/u32 as numbers, u64/u128/u256 as decimal strings, addresses and vector<u8> as hex strings, structs as objects.',
    },
  ],
  [api.moveResourceSchema, { id: 'MoveResource', description: 'One parsed resource of an account.' }],
  [api.moveResourceListSchema, { description: 'Resources of an account, in state-key order.' }],
  [api.rawTableItemRequestSchema, { id: 'RawTableItemRequest', description: 'The BCS-serialized key of a table item, as hex.' }],
  [
    api.tableItemRequestSchema,
    {
      id: 'TableItemRequest',
      description:
        "A table item's key in the API's Move JSON (as a view argument: u64–u256 decimal strings, addresses and vector<u8> hex, String a string), with the table's key and value types as type tags.",
    },
  ],
  [
    api.moveValueSchema,
    { id: 'MoveValue', description: "A Move value in the API's JSON (u8–u32 numbers, u64–u256 decimal strings, structs as objects)." },
  ],
  [
    api.graphqlRequestSchema,
    { id: 'GraphqlRequest', description: 'A GraphQL query over the index (the Aptos indexer’s tables), its variables and operation name.' },
  ],
  [
    api.graphqlAnswerSchema,
    {
      id: 'GraphqlAnswer',
      description:
        'As Hasura answers, with status 200 either way: `data`, or `errors`, each with `extensions.code` (validation-failed, timeout, …).',
    },
  ],
  [
    api.viewRequestSchema,
    {
      id: 'ViewRequest',
      description:
        'A view function call: `function` as `address::module::name`, `type_arguments` as type tags, `arguments` in the API\'s Move JSON by parameter type (u8–u32 numbers, u64–u256 decimal strings, vector<u8> hex, String a string, Object<T> its address, Option<T> null, the value or `{"vec": […]}`).',
    },
  ],
  [api.viewResultSchema, { id: 'ViewResult', description: "The return values of a view function, in order, each in the API's Move JSON." }],
  [
    api.nodeDegradedSchema.shape.reason,
    { description: '`disk_full` (the store has no room left) or `store_error` (any other failure to commit a block).' },
  ],
  [api.nodeDegradedSchema.shape.message, { description: 'One line: what failed.' }],
  [api.nodeDegradedSchema.shape.since, { description: 'Wall time of the first failed attempt, ISO 8601 (UTC).' }],
  [api.nodeDegradedSchema.shape.attempts, { description: 'Failed attempts so far; they are retried with backoff (up to every 30 s).' }],
  [
    api.nodeDegradedSchema,
    { id: 'NodeDegraded', description: 'The node cannot add blocks: the latest ledger stands still while reads are still served.' },
  ],
  [api.ledgerInfoBodySchema.shape.chain_id, { description: 'Chain ID (u8).' }],
  [api.ledgerInfoBodySchema.shape.node_role, { description: 'Role of the node, e.g. full_node or validator.' }],
  [api.ledgerInfoBodySchema, { id: 'LedgerInfo', description: 'The latest ledger, as the node sees it.' }],
  [
    api.stateKeyWriteSchema.shape.deleted,
    { description: 'True when this write deleted the resource or item (a read at this version answers 404).' },
  ],
  [
    api.stateKeyWriteSchema.shape.timestamp,
    {
      description:
        'Ledger time of the block holding this version, microseconds since the Unix epoch; null when the node no longer knows it.',
    },
  ],
  [
    api.stateKeyWriteSchema,
    { id: 'StateKeyWrite', description: 'A version at which one state key (a resource or a table item) was written.' },
  ],
  [api.stateKeyWriteListSchema, { description: 'Writes of one state key within the window, in the order asked for.' }],
  [
    api.identifierSchema,
    { id: 'IdentifierWrapper', description: 'A Move identifier: a letter, then letters, digits and `_`.', examples: ['showcase'] },
  ],
  [api.moveAbilitySchema, { id: 'MoveAbility', description: 'A Move ability.' }],
  [
    api.moveStructFieldSchema.shape.type,
    {
      id: 'MoveType',
      description:
        'A Move type as text, as real nodes write it: primitives, `vector<…>`, structs with short addresses and `", "` between type arguments (`0x1::option::Option<u64>`), and `T0`, `T1`, … for the enclosing definition’s type parameters.',
      examples: ['0x1::table::Table<u64, 0x1::string::String>', 'vector<T0>'],
    },
  ],
  [
    api.moveStructFieldSchema,
    { id: 'MoveStructField', description: 'One field of a struct or of an enum variant, in declaration (BCS) order.' },
  ],
  [
    api.moveStructVariantSchema,
    { id: 'MoveStructVariant', description: 'One variant of an enum; its position in `variants` is its BCS variant index.' },
  ],
  [
    inner(api.moveStructGenericTypeParamSchema.shape.is_phantom),
    { description: 'A phantom parameter takes part in no field’s layout (our node sends it; real nodes leave it out).' },
  ],
  [
    api.moveStructGenericTypeParamSchema,
    { id: 'MoveStructGenericTypeParam', description: 'A type parameter of a struct: its ability constraints, and whether it is phantom.' },
  ],
  [api.moveStructAbiSchema.shape.is_event, { description: 'Whether the struct is marked #[event] (never, on the demo chain).' }],
  [
    api.moveStructAbiSchema.shape.is_enum,
    { description: 'Whether this is an enum: then `fields` is empty and `variants` lists its variants.' },
  ],
  [api.moveStructAbiSchema.shape.variants, { description: 'Variants of an enum, in declaration order; empty for a struct.' }],
  [api.moveStructAbiSchema, { id: 'MoveStruct', description: 'A struct or enum declared by a module.' }],
  [
    api.moveFunctionSchema,
    {
      id: 'MoveFunction',
      description: 'A public or entry function of a module (the demo chain publishes the entry functions its transactions call).',
    },
  ],
  [api.moveModuleAbiSchema.shape.friends, { description: 'Friend modules as `address::name`.' }],
  [api.moveModuleAbiSchema.shape.structs, { description: 'Every struct and enum of the module, in declaration order.' }],
  [api.moveModuleAbiSchema, { id: 'MoveModule', description: 'The ABI of a Move module.' }],
  [
    api.moveModuleBytecodeSchema,
    {
      id: 'MoveModuleBytecode',
      description:
        'A module published at an account: its compiled bytecode and its ABI. The demo chain has no compiled bytecode: `bytecode` is always `0x` (empty).',
    },
  ],
  [api.moveModuleListSchema, { description: 'Modules of an account, in state-key order (by module name).' }],
  // transactions, write sets, events, blocks (transaction-schemas.ts)
  [
    txn.hashValueSchema,
    {
      id: 'HashValue',
      description: 'A 32-byte hash: 0x and 64 lowercase hex digits (in paths the 0x is optional).',
      examples: ['0x' + 'ab'.repeat(32)],
    },
  ],
  [txn.eventGuidSchema, { id: 'EventGuid', description: 'The event handle an event was emitted under: its account and creation number.' }],
  [txn.eventSchema, { id: 'Event', description: 'An event a transaction emitted; data as JSON, like a resource’s.' }],
  [txn.versionedEventSchema, { id: 'VersionedEvent', description: 'An event with the version of the transaction that emitted it.' }],
  [txn.versionedEventListSchema, { id: 'VersionedEventList', description: 'Events of one handle, in sequence number order.' }],
  [
    txn.writeSetChangeSchema._zod.def.options[2].shape.data,
    { description: 'Key and value decoded, when the node knows the table’s types; else null.' },
  ],
  [txn.writeSetChangeSchema, { id: 'WriteSetChange', description: 'One write of the transaction’s write set.' }],
  [txn.entryFunctionPayloadSchema.shape.function, { description: '`address::module::function`.' }],
  [
    txn.entryFunctionPayloadSchema.shape.arguments,
    { description: 'Arguments as JSON, by the function’s parameter types (the signer is not one).' },
  ],
  [txn.entryFunctionPayloadSchema, { id: 'EntryFunctionPayload', description: 'A call of an entry function.' }],
  [txn.userTransactionSchema, { id: 'UserTransaction', description: 'A transaction an account sent.' }],
  [
    txn.blockMetadataTransactionSchema,
    { id: 'BlockMetadataTransaction', description: 'The first transaction of a block: its proposer, epoch and round.' },
  ],
  [txn.genesisTransactionSchema, { id: 'GenesisTransaction', description: 'Version 0: the write set that makes the chain.' }],
  [
    txn.otherTransactionSchema,
    {
      id: 'OtherTransaction',
      description: 'A state checkpoint, validator or block epilogue transaction (real nodes send them; the demo chain makes none).',
    },
  ],
  [txn.transactionSchema, { id: 'Transaction', description: 'A committed transaction, by its `type`.' }],
  [txn.transactionListSchema, { id: 'TransactionList', description: 'Transactions in version order.' }],
  [
    txn.blockSchema.shape.transactions,
    { description: 'With `with_transactions=true`, the block’s transactions (at most 100); else null.' },
  ],
  [txn.blockSchema, { id: 'Block', description: 'A block: its height, hash (its block metadata transaction’s id), time and versions.' }],
];
for (const [schema, meta] of words) schemaWords.add(schema, meta);

/**
 * The OpenAPI document's component schemas: the shapes with an id, then the lists and JSON values, which
 * are named only there (as parts of other shapes they stay inline).
 */
export const namedSchemas: [string, z.core.$ZodType][] = [
  ...words.flatMap(([schema, meta]): [string, z.core.$ZodType][] => (meta.id === undefined ? [] : [[meta.id, schema]])),
  ['MoveResourceList', api.moveResourceListSchema],
  ['MoveModuleBytecodeList', api.moveModuleListSchema],
  ['StateKeyWriteList', api.stateKeyWriteListSchema],
  ['JsonValue', api.jsonValueSchema],
];
