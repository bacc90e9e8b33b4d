// Errors of the BCS reader: malformed bytes (with offset and JSON path) and types without a layout.

export type BcsDecodeReason =
  | 'unexpected_end'
  | 'trailing_bytes'
  | 'non_minimal_uleb128'
  | 'uleb128_overflow'
  | 'invalid_bool'
  | 'length_exceeds_input'
  | 'invalid_variant'
  | 'option_too_long'
  | 'too_deep'
  | 'invalid_identifier';

const reasonText: Record<BcsDecodeReason, string> = {
  unexpected_end: 'unexpected end of input',
  trailing_bytes: 'trailing bytes after the value',
  non_minimal_uleb128: 'non-minimal ULEB128 length',
  uleb128_overflow: 'ULEB128 length larger than u32',
  invalid_bool: 'bool byte is neither 0 nor 1',
  length_exceeds_input: 'length larger than the remaining bytes could hold',
  invalid_variant: 'unknown enum variant',
  option_too_long: 'Option with more than one element',
  too_deep: 'type nested too deeply',
  invalid_identifier: 'not a Move identifier',
};

export class BcsDecodeError extends Error {
  readonly offset: number;
  readonly reason: BcsDecodeReason;
  /** JSON path of the value being read, e.g. `.items[3].label`; empty for the top level. */
  readonly path: string;

  constructor(reason: BcsDecodeReason, offset: number, path: string, detail?: string) {
    const at = path === '' ? '' : ` at ${path}`;
    super(`Invalid BCS: ${reasonText[reason]}${detail === undefined ? '' : ` (${detail})`}${at}, byte offset ${offset}`);
    this.name = 'BcsDecodeError';
    this.reason = reason;
    this.offset = offset;
    this.path = path;
  }
}

export class LayoutUnknownError extends Error {
  /** The normalised tag of the struct that has no layout. */
  readonly type: string;
  /** Why it has none, e.g. "module 0xdead::nope does not exist at version 10200". */
  readonly reason: string;

  constructor(type: string, reason: string) {
    super(`Layout unknown for ${type}: ${reason}`);
    this.name = 'LayoutUnknownError';
    this.type = type;
    this.reason = reason;
  }
}
