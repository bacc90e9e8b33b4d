import { formatHexBytes, parseHexBytes } from '../move/hex';
import { tryParse } from '../move/errors';
import { formatTypeTag, parseTypeTag } from '../move/type-tag';
import type { ExplorerTarget } from './explorer-location';
import { atOffset } from './search-input-error';

// What in the search box opens the BCS inspector (README.md#using-the-explorer):
// - `bcs`, `bcs 0x…`, `bcs <type>`, `bcs <type> 0x…`: the inspector, with what is given;
// - `0x…` with more than 64 hex digits (an even count): bytes, as no address or handle is that long;
// - `<type> 0x…`: a Move type, then bytes.
// An address is at most 64 hex digits, so shorter bytes need the `bcs` word (`bcs 0x01`).

export type BcsTarget = Extract<ExplorerTarget, { kind: 'bcs' }>;

const ADDRESS_DIGITS = 64;
const HEX_WORD = /^0x[0-9a-fA-F]*$/;
const BCS_WORD = /^bcs(?:\s+|$)/i;
/** After the `bcs` word, what is meant as bytes (not a type: no `::`), so a bad digit is named as such. */
const BYTES_WORD = /^0x[^:]*$/;

/** The last whitespace-separated word and where it starts. */
function lastWord(text: string): { word: string; start: number } {
  const start = text.search(/\S+$/);
  return { word: text.slice(start), start };
}

function target(typeText: string | undefined, typeOffset: number, hexText: string | undefined, hexOffset: number): BcsTarget {
  const result: BcsTarget = { kind: 'bcs' };
  if (typeText !== undefined && typeText !== '') result.type = atOffset(typeOffset, () => formatTypeTag(parseTypeTag(typeText)));
  if (hexText !== undefined) result.hex = atOffset(hexOffset, () => formatHexBytes(parseHexBytes(hexText)));
  return result;
}

/**
 * The inspector target `text` (trimmed, found at `at` in the input) names, or undefined when it names something
 * else. Throws SearchInputError for input that is meant for the inspector (the `bcs` word, over-long hex) but is bad.
 */
export function parseBcsSearch(text: string, at: number): BcsTarget | undefined {
  const keyword = BCS_WORD.exec(text);
  if (keyword !== null) {
    const rest = text.slice(keyword[0].length);
    if (rest === '') return { kind: 'bcs' };
    const { word, start } = lastWord(rest);
    const base = at + keyword[0].length;
    if (!BYTES_WORD.test(word)) return target(rest, base, undefined, 0);
    return target(rest.slice(0, start).trimEnd(), base, word, base + start);
  }
  // an odd count past 64 digits reads as a mistyped address: the address parser says "too long"
  const digits = text.length - 2;
  if (HEX_WORD.test(text)) return digits > ADDRESS_DIGITS && digits % 2 === 0 ? target(undefined, 0, text, at) : undefined;
  const { word, start } = lastWord(text);
  if (start === 0 || !HEX_WORD.test(word)) return undefined;
  // `<type> 0x…` only when the words before the bytes are a type: else it is not meant for the inspector
  const typeText = text.slice(0, start).trimEnd();
  return tryParse(() => parseTypeTag(typeText)).ok ? target(typeText, at, word, at + start) : undefined;
}
