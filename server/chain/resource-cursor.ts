import { formatHexBytes, parseHexBytes } from '../../src/core/move/hex';
import { moduleNameOfKey, structTagOfResourceKey } from '../store/state-key';
import { InvalidCursorError } from './ledger-errors';

// The listResources and listModules cursor: hex of the last state key returned (opaque to clients, as real
// nodes' are).

export function encodeResourceCursor(lastKey: Uint8Array): string {
  return formatHexBytes(lastKey);
}

/** The state key a cursor names; it must be a resource key of this address. */
export function decodeResourceCursor(cursor: string, address: Uint8Array): Uint8Array {
  return decodeCursor(cursor, (key) => structTagOfResourceKey(key, address) !== null, 'resources');
}

/** The state key a cursor names; it must be a module key of this address. */
export function decodeModuleCursor(cursor: string, address: Uint8Array): Uint8Array {
  return decodeCursor(cursor, (key) => moduleNameOfKey(key, address) !== null, 'modules');
}

function decodeCursor(cursor: string, isPosition: (key: Uint8Array) => boolean, what: string): Uint8Array {
  let key: Uint8Array;
  try {
    key = parseHexBytes(cursor);
  } catch {
    throw new InvalidCursorError(`Invalid cursor ${JSON.stringify(cursor)}: not hex`);
  }
  if (!isPosition(key)) throw new InvalidCursorError(`Invalid cursor ${JSON.stringify(cursor)}: not a position in this account's ${what}`);
  return key;
}
