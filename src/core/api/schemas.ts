import { z } from 'zod/mini';

// Wire shapes of the ledger state read API (the seed description, docs/api.md).
// The node validates against these in its tests and builds its OpenAPI document from them
// (z.toJSONSchema), so descriptions and formats here end up in /v1/spec.json.

const U64_MAX = (1n << 64n) - 1n;
const U64_DECIMAL = /^(0|[1-9]\d{0,19})$/;

/** u64 carried as an unsigned decimal string (seed description §2.1). */
export const u64StringSchema = z.string().check(
  z.regex(U64_DECIMAL),
  // zod runs every check even after the regex fails: BigInt() only sees decimal digits here
  z.refine((value) => !U64_DECIMAL.test(value) || BigInt(value) <= U64_MAX, 'u64 out of range'),
  z.meta({
    id: 'U64',
    description: 'A 64-bit unsigned integer as a decimal string, so clients without native u64 JSON numbers read it exactly.',
    format: 'uint64',
    examples: ['32425224034'],
  }),
);

/** HexEncodedBytes: accepted with or without 0x, either case, two digits per byte; the node writes 0x + lowercase. */
export const hexBytesSchema = z.string().check(
  z.regex(/^(0x)?([0-9a-fA-F]{2})*$/),
  z.meta({
    id: 'HexEncodedBytes',
    description:
      'Bytes as hex: 0x prefix, two hex digits per byte, zeros not trimmed; 0x alone is empty. The node writes lowercase and accepts the prefix missing and either case.',
    format: 'hex',
    examples: ['0x88fbd33f54e1126269769780feb24480428179f552e2313fbe571b72e62a1ca1'],
  }),
);

/** Account address (also table handles): optional lowercase 0x, 1 to 64 hex digits (docs/api.md#parameters-and-types). */
export const addressSchema = z.string().check(
  z.regex(/^(0x)?[0-9a-fA-F]{1,64}$/),
  z.meta({
    id: 'Address',
    description:
      'A 32-byte account address as hex. Leading zeros may be trimmed (0x1); the 0x prefix is optional in paths. The node writes 0x + lowercase with leading zeros trimmed.',
    format: 'hex',
    examples: ['0x1', '0xcafe'],
  }),
);

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

export const errorCodeSchema = z.enum(ERROR_CODES).check(
  z.meta({ id: 'ErrorCode', description: 'A finer-grained reason than the HTTP status.' }),
);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorBodySchema = z.object({
  message: z.string().check(z.meta({ description: 'What went wrong, naming what was asked.' })),
  error_code: errorCodeSchema,
  vm_error_code: z.optional(
    z.nullable(
      z.number().check(
        z.int(),
        z.nonnegative(),
        z.meta({ description: 'VM detail code; only for transaction submission, so null here.' }),
      ),
    ),
  ),
}).check(z.meta({ id: 'ApiError', description: 'The error object of every non-2xx API response (always JSON).' }));
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Any JSON value: what resource data members hold. */
export const jsonValueSchema = z.json();
export type JsonValue = z.infer<typeof jsonValueSchema>;

export const moveStructTagSchema = z.string().check(
  z.minLength(1),
  z.meta({
    id: 'MoveStructTag',
    description:
      'address::module::Name with optional <type arguments>, e.g. 0x1::coin::CoinStore<0x1::native_coin::NativeCoin>. Percent-encoded in URL paths.',
    examples: ['0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>'],
  }),
);

export const moveResourceSchema = z.object({
  type: moveStructTagSchema,
  data: z.record(z.string(), jsonValueSchema).check(
    z.meta({
      description:
        'Top-level fields of the resource: u8/u16/u32 as numbers, u64/u128/u256 as decimal strings, addresses and vector<u8> as hex strings, structs as objects.',
    }),
  ),
}).check(z.meta({ id: 'MoveResource', description: 'One parsed resource of an account.' }));
export type MoveResource = z.infer<typeof moveResourceSchema>;

export const moveResourceListSchema = z.array(moveResourceSchema).check(
  z.meta({ description: 'Resources of an account, in state-key order.' }),
);

export const rawTableItemRequestSchema = z.object({
  key: hexBytesSchema,
}).check(z.meta({ id: 'RawTableItemRequest', description: 'The BCS-serialized key of a table item, as hex.' }));
export type RawTableItemRequest = z.infer<typeof rawTableItemRequestSchema>;

/** GET /v1 (an extension real nodes have; docs/api.md#routes). */
export const ledgerInfoBodySchema = z.object({
  chain_id: z.number().check(z.int(), z.minimum(0), z.maximum(255), z.meta({ description: 'Chain ID (u8).' })),
  epoch: u64StringSchema,
  ledger_version: u64StringSchema,
  oldest_ledger_version: u64StringSchema,
  ledger_timestamp: u64StringSchema,
  node_role: z.string().check(z.meta({ description: 'Role of the node, e.g. full_node or validator.' })),
  oldest_block_height: u64StringSchema,
  block_height: u64StringSchema,
}).check(z.meta({ id: 'LedgerInfo', description: 'The latest ledger, as the node sees it.' }));
export type LedgerInfoBody = z.infer<typeof ledgerInfoBodySchema>;

/** One write of a state key (extension: the `…/versions` routes list them, newest first by default). */
export const stateKeyWriteSchema = z.object({
  version: u64StringSchema,
  deleted: z.boolean().check(z.meta({ description: 'True when this write deleted the resource or item (a read at this version answers 404).' })),
  timestamp: z.nullable(u64StringSchema).check(
    z.meta({ description: 'Ledger time of the block holding this version, microseconds since the Unix epoch; null when the node no longer knows it.' }),
  ),
}).check(z.meta({ id: 'StateKeyWrite', description: 'A version at which one state key (a resource or a table item) was written.' }));
export type StateKeyWrite = z.infer<typeof stateKeyWriteSchema>;

export const stateKeyWriteListSchema = z.array(stateKeyWriteSchema).check(
  z.meta({ description: 'Writes of one state key within the window, in the order asked for.' }),
);

// Move modules (extension, as real nodes shape them: the Aptos node API's MoveModuleBytecode and MoveModule)

const identifierSchema = z.string().check(
  z.regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  z.meta({ id: 'IdentifierWrapper', description: 'A Move identifier: a letter, then letters, digits and `_`.', examples: ['showcase'] }),
);

export const moveAbilitySchema = z.enum(['copy', 'drop', 'store', 'key']).check(z.meta({ id: 'MoveAbility', description: 'A Move ability.' }));

const moveTypeTextSchema = z.string().check(
  z.meta({
    id: 'MoveType',
    description:
      'A Move type as text, as real nodes write it: primitives, `vector<…>`, structs with short addresses and `", "` between type arguments (`0x1::option::Option<u64>`), and `T0`, `T1`, … for the enclosing definition’s type parameters.',
    examples: ['0x1::table::Table<u64, 0x1::string::String>', 'vector<T0>'],
  }),
);

export const moveStructFieldSchema = z.object({ name: identifierSchema, type: moveTypeTextSchema }).check(
  z.meta({ id: 'MoveStructField', description: 'One field of a struct or of an enum variant, in declaration (BCS) order.' }),
);

export const moveStructVariantSchema = z.object({ name: identifierSchema, fields: z.array(moveStructFieldSchema) }).check(
  z.meta({ id: 'MoveStructVariant', description: 'One variant of an enum; its position in `variants` is its BCS variant index.' }),
);

export const moveStructGenericTypeParamSchema = z.object({
  constraints: z.array(moveAbilitySchema),
  is_phantom: z.boolean().check(z.meta({ description: 'A phantom parameter takes part in no field’s layout.' })),
}).check(z.meta({ id: 'MoveStructGenericTypeParam', description: 'A type parameter of a struct: its ability constraints, and whether it is phantom.' }));

export const moveStructAbiSchema = z.object({
  name: identifierSchema,
  is_native: z.boolean(),
  is_event: z.boolean().check(z.meta({ description: 'Whether the struct is marked #[event] (never, on the demo chain).' })),
  is_enum: z.boolean().check(z.meta({ description: 'Whether this is an enum: then `fields` is empty and `variants` lists its variants.' })),
  abilities: z.array(moveAbilitySchema),
  generic_type_params: z.array(moveStructGenericTypeParamSchema),
  fields: z.array(moveStructFieldSchema),
  variants: z.array(moveStructVariantSchema).check(z.meta({ description: 'Variants of an enum, in declaration order; empty for a struct.' })),
}).check(z.meta({ id: 'MoveStruct', description: 'A struct or enum declared by a module.' }));
export type MoveStructAbi = z.infer<typeof moveStructAbiSchema>;

export const moveFunctionSchema = z.object({
  name: identifierSchema,
  visibility: z.enum(['private', 'public', 'friend']),
  is_entry: z.boolean(),
  is_view: z.boolean(),
  generic_type_params: z.array(z.object({ constraints: z.array(moveAbilitySchema) })),
  params: z.array(moveTypeTextSchema),
  return: z.array(moveTypeTextSchema),
}).check(z.meta({ id: 'MoveFunction', description: 'A public or entry function of a module (the demo chain publishes the entry functions its transactions call).' }));

export const moveModuleAbiSchema = z.object({
  address: addressSchema,
  name: identifierSchema,
  friends: z.array(z.string()).check(z.meta({ description: 'Friend modules as `address::name`.' })),
  exposed_functions: z.array(moveFunctionSchema),
  structs: z.array(moveStructAbiSchema).check(z.meta({ description: 'Every struct and enum of the module, in declaration order.' })),
}).check(z.meta({ id: 'MoveModule', description: 'The ABI of a Move module.' }));
export type MoveModuleAbi = z.infer<typeof moveModuleAbiSchema>;

export const moveModuleBytecodeSchema = z.object({
  bytecode: hexBytesSchema,
  abi: z.optional(moveModuleAbiSchema),
}).check(
  z.meta({
    id: 'MoveModuleBytecode',
    description: 'A module published at an account: its compiled bytecode and its ABI. The demo chain has no compiled bytecode: `bytecode` is always `0x` (empty).',
  }),
);
export type MoveModuleBytecode = z.infer<typeof moveModuleBytecodeSchema>;

export const moveModuleListSchema = z.array(moveModuleBytecodeSchema).check(
  z.meta({ description: 'Modules of an account, in state-key order (by module name).' }),
);
