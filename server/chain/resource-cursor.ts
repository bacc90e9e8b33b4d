import { formatHexBytes, parseHexBytes } from '../../src/core/move/hex';
import { structTagOfResourceKey } from '../store/state-key';
import { InvalidCursorError } from './ledger-errors';

// The listResources cursor: hex of the last state key returned (opaque to clients, as real nodes' are).

export function encodeResourceCursor(lastKey: Uint8Array): string {
  return formatHexBytes(lastKey);
}

/** The state key a cursor names; it must be a resource key of this address. */
export function decodeResourceCursor(cursor: string, address: Uint8Array): Uint8Array {
  let key: Uint8Array;
  try {
    key = parseHexBytes(cursor);
  } catch {
    throw new InvalidCursorError(`Invalid cursor ${JSON.stringify(cursor)}: not hex`);
  }
  if (structTagOfResourceKey(key, address) === null) {
    throw new InvalidCursorError(`Invalid cursor ${JSON.stringify(cursor)}: not a position in this account's resources`);
  }
  return key;
}
