import { fail, ok, type Result } from '../result';

// One error type for every malformed textual input the core parses (addresses, hex, integers, tags).
// `reason` is a closed set per `what`, so callers (the node's 400 mapper, the explorer's forms) can
// branch on it; the message is for people.

export type MoveInputKind = 'address' | 'hex' | 'integer' | 'type_tag';

export type MoveInputReason =
  | 'empty'
  | 'not_hex'
  | 'too_long'
  | 'uppercase_prefix'
  | 'odd_length'
  | 'unexpected_char'
  | 'expected_identifier'
  | 'expected_token'
  | 'named_address'
  | 'too_deep'
  | 'not_a_struct'
  | 'trailing_input'
  | 'out_of_range'
  | 'not_decimal'
  | 'invalid_address'
  | 'unknown_type';

const kindLabels: Record<MoveInputKind, string> = {
  address: 'address',
  hex: 'hex bytes',
  integer: 'integer',
  type_tag: 'type tag',
};

/** Inputs longer than this are shortened in messages (a 7 MB key must not come back in its error). */
export const MAX_QUOTED_CHARS = 100;

/** `text` for a message: whole when short, else its start and end with the length between. */
export function shortenForMessage(text: string, maxChars = MAX_QUOTED_CHARS): string {
  if (text.length <= maxChars) return text;
  const tail = Math.floor(maxChars / 5);
  return `${text.slice(0, maxChars - tail)}…(${text.length} characters)…${text.slice(text.length - tail)}`;
}

export class MoveInputError extends Error {
  readonly what: MoveInputKind;
  readonly reason: MoveInputReason;
  readonly position: number | undefined;
  readonly input: string;

  constructor(what: MoveInputKind, reason: MoveInputReason, input: string, detail: string, position?: number) {
    const where = position === undefined ? '' : ` at position ${position}`;
    super(`Invalid ${kindLabels[what]} ${JSON.stringify(shortenForMessage(input))}: ${detail}${where}`);
    this.name = 'MoveInputError';
    this.what = what;
    this.reason = reason;
    this.position = position;
    this.input = input;
  }
}

/** `parse()`'s value, or the message of the MoveInputError it threw (any other error is a bug: re-thrown). */
export function tryParse<T>(parse: () => T): Result<T> {
  try {
    return ok(parse());
  } catch (error) {
    if (error instanceof MoveInputError) return fail(error.message);
    throw error;
  }
}
