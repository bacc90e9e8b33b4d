// The one table of the ledger's fields (issue 34 item 3): each field's header names (ours and real
// nodes'), how its value is read, and its member of GET /v1's body. Its words (the API description's, the
// status bar's item) sit in ledger-field-words.ts, keyed by the same fields (a field without them does not
// compile), apart so that no first load carries them. The header readers and writers (ledger-headers.ts),
// GET /v1's reader (ledger-info-read.ts), the status bar (features/node/ledger-status-details.tsx), the
// OpenAPI document (server/spec/openapi-document.ts) and the gateway (server/gateway/upstream-ledger.ts)
// derive theirs from it.

/**
 * `name`: the header after its prefix, as real nodes spell it (`X-Aptos-${name}`, aptos-core
 * `api/src/response.rs`); ours is `X-NODE-${NAME}` (header names are case-insensitive). `kind`: how the
 * value is read (u8, u64 as bigint, text). `member`: GET /v1's member stating it; null: not stated (the
 * fields with a member are those every answer carries).
 */
export const LEDGER_FIELDS = {
  chainId: { name: 'Chain-Id', kind: 'u8', member: 'chain_id' },
  ledgerVersion: { name: 'Ledger-Version', kind: 'u64', member: 'ledger_version' },
  oldestLedgerVersion: { name: 'Ledger-Oldest-Version', kind: 'u64', member: 'oldest_ledger_version' },
  ledgerTimestampUsec: { name: 'Ledger-TimestampUsec', kind: 'u64', member: 'ledger_timestamp' },
  epoch: { name: 'Epoch', kind: 'u64', member: 'epoch' },
  blockHeight: { name: 'Block-Height', kind: 'u64', member: 'block_height' },
  oldestBlockHeight: { name: 'Oldest-Block-Height', kind: 'u64', member: 'oldest_block_height' },
  gasUsed: { name: 'Gas-Used', kind: 'u64', member: null },
  cursor: { name: 'Cursor', kind: 'text', member: null },
} as const satisfies Record<string, { name: string; kind: 'u8' | 'u64' | 'text'; member: string | null }>;

export type LedgerHeaderField = keyof typeof LEDGER_FIELDS;

/** The fields in the table's order. */
export const LEDGER_FIELD_NAMES = Object.keys(LEDGER_FIELDS) as LedgerHeaderField[];

const named = (name: (field: LedgerHeaderField) => string) =>
  Object.fromEntries(LEDGER_FIELD_NAMES.map((field) => [field, name(field)])) as Record<LedgerHeaderField, string>;

/** Wire names of the ledger headers as our node sends them. */
export const LEDGER_HEADERS = named((field) => `X-NODE-${LEDGER_FIELDS[field].name.toUpperCase()}`);

/** The same headers as real nodes name them. The explorer reads either name, wherever it is readable. */
export const APTOS_LEDGER_HEADERS = named((field) => `X-Aptos-${LEDGER_FIELDS[field].name}`);

/** The fields every answer carries, GET /v1's body too (the others, `gasUsed` and `cursor`, only where they apply). */
type RequiredLedgerField = {
  [F in LedgerHeaderField]: (typeof LEDGER_FIELDS)[F]['member'] extends null ? never : F;
}[LedgerHeaderField];
export const REQUIRED_LEDGER_FIELDS = LEDGER_FIELD_NAMES.filter((field) => LEDGER_FIELDS[field].member !== null) as RequiredLedgerField[];
