import type { Transaction } from '../../core/api/transaction-body-parse';
import { displayAddress, normalizeAddress, parseAddress } from '../../core/move/address';
import { tryParse } from '../../core/move/errors';

// What each kind of transaction is called on screen (every kind real nodes send; docs/api.md).
const KIND_NAMES: Record<string, string> = {
  user_transaction: 'User transaction',
  block_metadata_transaction: 'Block metadata',
  genesis_transaction: 'Genesis',
  state_checkpoint_transaction: 'State checkpoint',
  block_epilogue_transaction: 'Block epilogue',
  validator_transaction: 'Validator transaction',
  pending_transaction: 'Pending transaction',
};

export function kindName(transaction: Transaction): string {
  if (transaction.type === 'unknown') return `Unknown kind (${transaction.sentType})`;
  return KIND_NAMES[transaction.type] ?? transaction.type;
}

/** The ledger time of a transaction, when it has one (genesis and pending have none). */
export function timestampOf(transaction: Transaction): bigint | undefined {
  const value = 'timestamp' in transaction ? transaction.timestamp : undefined;
  return typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined;
}

/** A long address cut to its ends for a dense list (the full one goes in the link's title). */
export function abbreviated(address: string): string {
  return address.length > 20 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
}

/** An address as shown to be read and pasted: long but for 0x0 to 0xa (displayAddress), as sent when it does not parse. */
export function shownAddress(text: string): string {
  const address = tryParse(() => displayAddress(parseAddress(text)));
  return address.ok ? address.value : text;
}

/** An address as the node sent it, in its short form when it parses (else as sent). */
export function shortAddress(text: string): string {
  const address = tryParse(() => normalizeAddress(text));
  return address.ok ? address.value : text;
}
