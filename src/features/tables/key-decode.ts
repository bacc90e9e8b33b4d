import type { TableEntry } from '../../core/api/table-entry';
import { decodeMoveValue } from '../../core/move/bcs-reader';
import { parseHexBytes } from '../../core/move/hex';
import { parseTypeTag } from '../../core/move/type-tag';
import { jsonText, type Shown } from './entry-text';
import { errorMessage } from '../../core/error-message';

// Loaded only when the link names the key type (the field the user came from): the indexer decoded its
// keys with its own types, so the BCS reader is not part of the page's first load.

/** The key read as `keyType` from its own bytes, or why its bytes are not of that type. */
export function decodeKey(entry: TableEntry, keyType: string): Shown {
  try {
    return { ok: true, text: jsonText(decodeMoveValue(parseHexBytes(entry.keyHex), parseTypeTag(keyType)).value) };
  } catch (error) {
    return { ok: false, message: `the key's bytes are not a ${keyType}: ${errorMessage(error)}` };
  }
}
