// One line that says what a transaction did, for the places that name the call behind a change
// (`0x7ad5… called 0x1::coin::transfer<…>(0x3c1f…, 12413310000)`): a short form to read at a glance and
// a full form (every type argument and address) for a tooltip or a screen reader.
import type { JsonValue } from '../move/json';
import { isEntryFunctionCall } from './entry-function-call';
import { isRecord } from './wire-body-parse';

/**
 * What the line is made of, as every kind real nodes send has it (ApiTransaction, and the kinds a
 * reader lets through: pending, unknown). Read structurally, so a kind or payload this explorer does
 * not know still gets a line.
 */
export interface DescribableTransaction {
  type: string;
  success?: boolean;
  vm_status?: string;
  sender?: string;
  proposer?: string;
  payload?: unknown;
  /** A kind the reader did not know comes as `type: 'unknown'` with the node's word here. */
  sentType?: string;
}

function payloadKind(payload: unknown): string {
  return isRecord(payload) && typeof payload.type === 'string' ? payload.type : 'transaction';
}

export interface TransactionCall {
  /** Addresses and long hex cut to their first digits, type arguments as `<…>`, long values cut. */
  short: string;
  /** Everything as the node sent it. */
  full: string;
  /** The transaction was committed but its call failed (its write set holds only gas). */
  failed: boolean;
}

/** Hex with more digits than this is cut in the short form: `0x1` and `0xcafe` stay whole. */
const SHORT_HEX_DIGITS = 6;
const HEX_TEXT = /^0x[0-9a-fA-F]+$/;
const MAX_STRING = 24;
const MAX_ITEMS = 3;

/** The call behind a change as a page shows it: read, or what stands in for it. */
export type CallState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'call'; call: TransactionCall }
  | { kind: 'pruned' }
  | { kind: 'failed'; message: string };

/** `0x7ad583…` → `0x7ad5…`; short addresses (`0x1`, `0xcafe`) and non-hex text unchanged. */
export function shortHex(text: string): string {
  if (!HEX_TEXT.test(text) || text.length - 2 <= SHORT_HEX_DIGITS) return text;
  return `${text.slice(0, 6)}…`;
}

/** `0x000…01::coin::transfer` with the address part shortened. */
function shortFunction(name: string): string {
  const [address, ...rest] = name.split('::');
  return [shortHex(address ?? ''), ...rest].join('::');
}

function argumentText(value: JsonValue, short: boolean): string {
  if (typeof value === 'string') {
    if (HEX_TEXT.test(value)) return short ? shortHex(value) : value;
    // u64, u128 and u256 arrive as decimal strings: written as numbers, never cut
    if (/^[0-9]+$/.test(value)) return value;
    const quoted = JSON.stringify(value);
    return short && value.length > MAX_STRING ? `${JSON.stringify(value.slice(0, MAX_STRING)).slice(0, -1)}…"` : quoted;
  }
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) {
    const items = short ? value.slice(0, MAX_ITEMS) : value;
    const more = value.length > items.length ? `, …${value.length - items.length} more` : '';
    return `[${items.map((item) => argumentText(item, short)).join(', ')}${more}]`;
  }
  const entries = Object.entries(value);
  const shown = short ? entries.slice(0, MAX_ITEMS) : entries;
  const more = entries.length > shown.length ? ', …' : '';
  return `{${shown.map(([key, item]) => `${key}: ${argumentText(item, short)}`).join(', ')}${more}}`;
}

function callText(sender: string | null, payload: unknown, short: boolean): string {
  const from = sender === null ? '' : `${short ? shortHex(sender) : sender} `;
  if (!isEntryFunctionCall(payload)) {
    // scripts, multisig: named by their payload kind (`script_payload` → `a script`)
    return `${from}sent a ${payloadKind(payload)
      .replace(/_payload$/, '')
      .replaceAll('_', ' ')}`;
  }
  const types = payload.type_arguments.length === 0 ? '' : short ? '<…>' : `<${payload.type_arguments.join(', ')}>`;
  const args = payload.arguments.map((argument) => argumentText(argument, short)).join(', ');
  return `${from}called ${short ? shortFunction(payload.function) : payload.function}${types}(${args})`;
}

const OTHER_KINDS: Record<string, string> = {
  genesis_transaction: 'genesis',
  state_checkpoint_transaction: 'state checkpoint',
  validator_transaction: 'validator transaction',
  block_epilogue_transaction: 'block epilogue',
};

export interface DescribeOptions {
  /** Leave the sender out ("called 0x1::coin::transfer…"), where the page is about the sender. */
  sender?: boolean;
}

function kindText(transaction: DescribableTransaction, short: boolean, options: DescribeOptions): string {
  switch (transaction.type) {
    case 'user_transaction':
    case 'pending_transaction':
      return callText(options.sender === false || transaction.sender === undefined ? null : transaction.sender, transaction.payload, short);
    case 'block_metadata_transaction': {
      const proposer = transaction.proposer ?? 'unknown';
      return `block metadata (proposer ${short ? shortHex(proposer) : proposer})`;
    }
    default: {
      const kind = transaction.type === 'unknown' && transaction.sentType !== undefined ? transaction.sentType : transaction.type;
      return OTHER_KINDS[kind] ?? kind.replaceAll('_', ' ');
    }
  }
}

/** What the transaction did, in one line, short and full; a failed one says so with its VM status. */
export function describeTransaction(transaction: DescribableTransaction, options: DescribeOptions = {}): TransactionCall {
  const failed = transaction.success === false;
  const outcome = failed
    ? ` — failed: ${transaction.vm_status ?? 'no status'}`
    : transaction.type === 'pending_transaction'
      ? ' — pending'
      : '';
  return { short: kindText(transaction, true, options) + outcome, full: kindText(transaction, false, options) + outcome, failed };
}
