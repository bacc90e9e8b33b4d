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

export class MoveInputError extends Error {
  readonly what: MoveInputKind;
  readonly reason: MoveInputReason;
  readonly position: number | undefined;
  readonly input: string;

  constructor(what: MoveInputKind, reason: MoveInputReason, input: string, detail: string, position?: number) {
    const where = position === undefined ? '' : ` at position ${position}`;
    super(`Invalid ${kindLabels[what]} ${JSON.stringify(input)}: ${detail}${where}`);
    this.name = 'MoveInputError';
    this.what = what;
    this.reason = reason;
    this.position = position;
    this.input = input;
  }
}
