// The human words of the OpenAPI document, per endpoint of src/core/api/endpoints.ts (which holds the
// shapes): summaries, descriptions, tags and parameter notes. A new endpoint without words fails to compile.
import { MAX_BODY_BYTES, type EndpointId, type QueryParam } from '../../src/core/api/endpoints';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface EndpointWords {
  summary: string;
  description?: string;
  tag: 'Accounts' | 'Tables' | 'Transactions' | 'Blocks' | 'Events' | 'General';
  /** The 200 answer. */
  ok: string;
  /** Parameter descriptions that differ from PARAMETER_WORDS here. */
  parameters?: Record<string, string>;
}

export interface ParameterWords {
  description: string;
  examples?: Record<string, { value: Json }>;
}

/** By parameter name, or `name:kind` where one name means two things (`start`: a cursor or a version). */
export const PARAMETER_WORDS: Record<string, ParameterWords> = {
  address: {
    description: 'Account address, with or without 0x, leading zeros optional.',
    examples: { framework: { value: '0x1' }, showcase: { value: '0xcafe' } },
  },
  table_handle: { description: 'Table handle (32 bytes, hex).' },
  resource_type: {
    description: 'Struct tag of the resource, percent-encoded.',
    examples: { showcase: { value: '0xcafe::showcase::Showcase' }, coin: { value: '0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>' } },
  },
  module_name: {
    description: 'Name of the module: a Move identifier (a letter, then letters, digits and `_`).',
    examples: { showcase: { value: 'showcase' }, coin: { value: 'coin' } },
  },
  ledger_version: { description: 'Ledger version to read at; the latest when absent.' },
  limit: { description: 'Page size.' },
  'start:cursor': { description: 'Opaque cursor from the previous page’s X-NODE-CURSOR.' },
  'start:version': {
    description:
      'The first version to consider: with `desc`, writes at or below it; with `asc`, at or above it. X-NODE-CURSOR of a page names the next one. Versions outside the window are never listed.',
  },
  order: { description: '`desc`: newest first; `asc`: oldest first.' },
  txn_version: { description: 'Ledger version of the transaction.', examples: { transfer: { value: '19998' } } },
  txn_hash: { description: 'Hash of the transaction (0x and 64 hex digits; the 0x optional).' },
  block_height: { description: 'Height of the block.', examples: { latest: { value: '4402' } } },
  version: { description: 'A ledger version: the block holding it.' },
  creation_number: {
    description: 'Creation number of the event handle within its account (the `creation_num` of its GUID).',
    examples: { deposits: { value: '2' }, withdrawals: { value: '3' } },
  },
  asset_type: {
    description: 'A coin type (a struct tag) or a fungible asset’s metadata address.',
    examples: { coin: { value: '0x1::native_coin::NativeCoin' } },
  },
  'start:u64': { description: 'The first sequence number of the page; the last page when absent.' },
  with_transactions: { description: '`true`: list the block’s transactions (at most 100).' },
};

export function parameterWords(name: string, kind?: QueryParam['kind']): ParameterWords {
  const words = PARAMETER_WORDS[`${name}:${kind ?? ''}`] ?? PARAMETER_WORDS[name];
  if (words === undefined) throw new Error(`endpoint-descriptions.ts: no words for parameter ${name}`);
  return words;
}

const MODULES_NOTE =
  'An extension real nodes have, shaped as theirs: `{bytecode, abi}`, the ABI listing every struct with its abilities, type parameters and fields in declaration (BCS) order; an enum has `is_enum: true`, no `fields`, and `variants`. The demo chain has no compiled bytecode: `bytecode` is always `0x` (empty); `exposed_functions` lists the entry functions its transactions call (`0x1::coin::transfer`, five of `0xcafe::showcase`) and the view functions `POST /v1/view` runs (`is_view: true`). Modules are versioned state: `ledger_version` reads them as they were.';

const VERSIONS_DESCRIPTION =
  'An extension of this node: the versions at which this state key was written (put or deleted) within the window, with the ledger time of each. A write may leave the value as it was (this demo chain never does; a member of a resource group lists only the writes of its group that changed it). Real nodes do not have it (404): find changes by reading versions instead.';

const VERSIONS_OK = 'One page of writes; X-NODE-CURSOR names the next page’s `start` when more remain. A key never written is `[]`.';
const VERSIONS_PARAMETERS = { ledger_version: 'List writes at or below this version (the latest when absent); it must be in the window.' };

const JSON_ONLY = 'JSON only: real nodes also answer BCS here, this node does not.';
const TRANSACTIONS_PAGE = 'Page size: 25 by default; a limit over 100 reads as 100, as on real nodes.';

export const ENDPOINT_WORDS: Record<EndpointId, EndpointWords> = {
  getLedgerInfo: { summary: 'Latest ledger information', tag: 'General', ok: 'The latest ledger.' },
  getAccountResource: {
    summary: 'One resource of an account',
    description:
      'The parsed resource as JSON, or its stored BCS bytes with `Accept: application/x-bcs`. Pinned reads may be cached; reads at latest carry `Cache-Control: no-cache`.',
    tag: 'Accounts',
    ok: 'The resource at the requested (or latest) version.',
  },
  listAccountResourceVersions: {
    summary: 'Versions at which a resource was written',
    description: VERSIONS_DESCRIPTION,
    tag: 'Accounts',
    ok: VERSIONS_OK,
    parameters: VERSIONS_PARAMETERS,
  },
  listAccountResources: {
    summary: 'All resources of an account, a page at a time',
    description:
      'Resources in state-key order. When more remain, X-NODE-CURSOR names the next page: pass it as `start`. An account with nothing is `[]`. With `Accept: application/x-bcs`, the page as real nodes send it: a BCS `BTreeMap<StructTag, Vec<u8>>` (a ULEB128 count, then each struct tag and its stored bytes, sorted by the tags’ bytes within the page), no value rendered.',
    tag: 'Accounts',
    ok: 'One page of resources.',
  },
  getAccountBalance: {
    summary: 'Balance of a coin or fungible asset',
    description:
      'As real nodes answer it: for a coin type, its `CoinStore` value plus the primary store of its paired fungible asset; for a metadata address, the primary store (`sha3-256(owner ‖ metadata ‖ 0xFC)`) of that asset. A store that does not exist counts 0. The JSON body is a bare number (a u64: parse it exactly, not as a double); BCS is its 8 bytes.',
    tag: 'Accounts',
    ok: 'The balance in the asset’s base units.',
  },
  getAccountModule: {
    summary: 'One Move module of an account, with its ABI',
    description: `${MODULES_NOTE} A module the account does not hold at that version is 404 module_not_found. JSON only.`,
    tag: 'Accounts',
    ok: 'The module at the requested (or latest) version.',
  },
  listAccountModules: {
    summary: 'All Move modules of an account, a page at a time',
    description: `${MODULES_NOTE} Modules in state-key order (by name). When more remain, X-NODE-CURSOR names the next page: pass it as \`start\`. An account with none is \`[]\`. JSON only.`,
    tag: 'Accounts',
    ok: 'One page of modules.',
  },
  getRawTableItem: {
    summary: 'One table item, as BCS',
    description: 'Send the BCS-serialized key as hex, and `Accept: application/x-bcs` (JSON is refused with 403 api_disabled).',
    tag: 'Tables',
    ok: 'The stored BCS bytes of the item.',
  },
  getTableItem: {
    summary: 'One table item, as Move JSON',
    description:
      "As real nodes serve it (aptos-core state.rs `table_item`): the body gives the table's `key_type` and `value_type` as type tags and the `key` in the API's Move JSON (as a view argument). The answer is the value in the API's Move JSON, or with `Accept: application/x-bcs` its stored BCS. A type that does not parse, or a key that does not fit `key_type`: 400 invalid_input; no item at the version: 404 table_item_not_found; stored bytes that are not a `value_type`: 500 internal_error.",
    tag: 'Tables',
    ok: 'The value of the item.',
  },
  listRawTableItemVersions: {
    summary: 'Versions at which a table item was written',
    description: `${VERSIONS_DESCRIPTION} The key goes in the body as for raw_item; the answer is JSON.`,
    tag: 'Tables',
    ok: VERSIONS_OK,
    parameters: VERSIONS_PARAMETERS,
  },
  view: {
    summary: 'Run a view function at a version',
    description:
      "As real nodes run it (aptos-core view_function.rs): the body names the function, its type arguments and its arguments, as JSON (`ViewRequest`) or as the BCS `ViewFunction` the TS SDK sends (`Content-Type: application/x.aptos.view_function+bcs`). The answer is the return values, a JSON array in the API's Move JSON, or with `Accept: application/x-bcs` a BCS `vector<vector<u8>>` (each value's BCS). X-NODE-GAS-USED says the work done. A missing function, one not marked `#[view]`, wrong type arguments or arguments: 400 invalid_input; an abort: 400 invalid_input with the abort code and its location in the message, and `vm_error_code` 4016 (the VM's ABORTED status). The demo chain computes its view functions natively from the state at the version (docs/demo-chain.md).",
    tag: 'General',
    ok: 'The return values.',
  },
  getTransactions: {
    summary: 'Transactions, a page of versions at a time',
    description: `Transactions of versions \`start\`, \`start\` + 1, …, as real nodes list them, each with its \`changes\` (its write set: the state written at that version) and events. Without \`start\`, the last page. A start past the latest version is 400 invalid_input, one below the window 410 version_pruned. ${JSON_ONLY}`,
    tag: 'Transactions',
    ok: 'Transactions in version order.',
    parameters: { start: 'The first version of the page; the last page when absent.', limit: TRANSACTIONS_PAGE },
  },
  getTransactionByHash: {
    summary: 'One transaction, by its hash',
    description: `A hash unknown, or of a transaction outside the window, is 404 transaction_not_found. ${JSON_ONLY}`,
    tag: 'Transactions',
    ok: 'The transaction.',
  },
  getTransactionByVersion: {
    summary: 'The transaction of a version',
    description: `Its kind (\`user_transaction\`, \`block_metadata_transaction\`, \`genesis_transaction\`), status, gas, events and \`changes\`. A version past the latest is 404 transaction_not_found, one below the window 410 version_pruned. ${JSON_ONLY}`,
    tag: 'Transactions',
    ok: 'The transaction.',
  },
  getAccountTransactions: {
    summary: 'Transactions an account sent, by sequence number',
    description: `Only what the account sent (what it received shows through its events), in sequence number order; \`start\` is a sequence number. Sequence numbers whose transactions were pruned are 410 version_pruned. ${JSON_ONLY}`,
    tag: 'Transactions',
    ok: 'Transactions in sequence number order; `[]` for an account that sent none.',
    parameters: { limit: TRANSACTIONS_PAGE },
  },
  getEventsByCreationNumber: {
    summary: 'Events of an event handle, by sequence number',
    description: `The handle is (account, creation number): the GUID of an \`EventHandle\` in one of the account’s resources (a \`CoinStore\`’s \`deposit_events\` is 2, \`withdraw_events\` 3). A handle without events is \`[]\`; a start whose events were pruned is 410 version_pruned. ${JSON_ONLY}`,
    tag: 'Events',
    ok: 'Events with their versions, in sequence number order.',
    parameters: { limit: TRANSACTIONS_PAGE },
  },
  getBlockByHeight: {
    summary: 'A block, by height',
    description: `Height past the latest: 404 block_not_found; below the window: 410 block_pruned. ${JSON_ONLY}`,
    tag: 'Blocks',
    ok: 'The block.',
  },
  getBlockByVersion: {
    summary: 'The block holding a version',
    description: `Version past the latest: 404 block_not_found; below the window: 410 version_pruned. ${JSON_ONLY}`,
    tag: 'Blocks',
    ok: 'The block.',
  },
  queryIndexer: {
    summary: 'Query the index (GraphQL, the Aptos indexer’s tables)',
    description:
      'Ours, as real networks serve it beside the node API: fungible asset balances, metadata and activities, account transactions, user transactions, table items and processor_status, with Hasura’s where, order_by, limit, offset, distinct_on and _aggregate. Queries only; bounded depth, cost, rows (100 per list) and time. Errors are status 200 with `errors` (Hasura’s shape). The index may trail the ledger: processor_status.last_success_version says how far it has got.',
    tag: 'General',
    ok: 'The answer: `data`, or `errors`.',
  },
  getSpecPage: { summary: 'Interactive explorer of this description (works offline)', tag: 'General', ok: 'HTML page.' },
  getSpecJson: { summary: 'This description, as JSON', tag: 'General', ok: 'OpenAPI 3.1 document.' },
  getSpecYaml: { summary: 'This description, as YAML', tag: 'General', ok: 'OpenAPI 3.1 document.' },
  getSpecAsset: { summary: 'An asset of the spec page', tag: 'General', ok: 'The asset.' },
};

/** The error statuses' meaning, the same on every endpoint that may answer them. */
export const ERROR_STATUS_WORDS: Record<number, string> = {
  400: 'Malformed path parameter, query or body (web_framework_error); a transactions page starting past the latest version (invalid_input).',
  403: 'The requested representation is not served (api_disabled: raw_item is BCS only).',
  404: 'Version in the future (version_not_found, transaction_not_found, block_not_found), or nothing stored there (resource_not_found, table_item_not_found, module_not_found, transaction_not_found), or unknown path (web_framework_error).',
  405: 'Method not allowed on this path (web_framework_error).',
  410: 'The ledger version, or block, has been pruned (version_pruned, block_pruned).',
  411: 'Content-Length missing (web_framework_error).',
  413: `Body over ${MAX_BODY_BYTES / 2 ** 20} MiB (web_framework_error).`,
  415: 'Content-Type missing or not application/json (web_framework_error).',
  500: 'Unexpected failure (internal_error).',
  503: 'The store cannot answer (internal_error).',
};
