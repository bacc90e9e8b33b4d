// Stored BCS straight to the API's JSON text (docs/api.md#move-values-in-json), without building the
// value as objects first: a historical read cannot use the rendered-text cache (every version of
// Clock or Showcase is a new row), and decode + JSON.stringify was its largest cost.
// The output is exactly JSON.stringify(decodeMoveValue(...).value): the core reader is the oracle
// (bcs-json-text.test.ts). It switches on the core's type shapes (type-shape.ts: the Move rules
// live there) and reads through the core's BcsInput, so strictness (minimal ULEB128, lengths,
// bools, end of input) is the same code; any failure is handed to the core reader, which throws
// its own error with the JSON path.
import { formatAddressAt } from '../../../src/core/move/address';
import { LayoutUnknownError } from '../../../src/core/move/bcs-errors';
import { BcsInput, DecodeFailure } from '../../../src/core/move/bcs-input';
import { decodeMoveValue } from '../../../src/core/move/bcs-reader';
import { bytesToHex } from '../../../src/core/move/hex-digits';
import { TypeTooDeepError, typeShape } from '../../../src/core/move/type-shape';
import type { ShapeFields, ShapeVariant, TypeShape } from '../../../src/core/move/type-shape';
import type { PrimitiveKind, TypeTag } from '../../../src/core/move/type-tag';

type WriteText = (input: BcsInput) => string;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Writes Move values as JSON text, byte-identical to JSON.stringify of the core reader's value. It
 * keeps what it compiled per type and, per struct field, the last bytes read and their text (FieldMemo),
 * so each owner (one per ledger's resource renderer) has its own and nothing is module-global.
 */
export class BcsJsonTextWriter {
  // per shared type shape (the core bounds those); a writer lives as long as its shape
  private readonly compiled = new WeakMap<TypeShape, WriteText>();

  /** The JSON text of a Move value of type `tag`; bytes or types the fast path refuses go to the core reader, which throws its error. */
  write(bytes: Uint8Array, tag: TypeTag): string {
    // Bad bytes or an unknown layout: the core reader says exactly why (or, should it ever accept
    // what this writer refused, its value is still the right answer).
    return this.tryWrite(bytes, tag) ?? JSON.stringify(decodeMoveValue(bytes, tag).value);
  }

  /** The fast path alone: the text, or undefined when it refuses the bytes (malformed, trailing) or the type (no layout, too deep). */
  tryWrite(bytes: Uint8Array, tag: TypeTag): string | undefined {
    const input = new BcsInput(bytes, undefined);
    try {
      const text = this.compile(typeShape(tag))(input);
      if (input.position === input.end) return text;
    } catch (error) {
      if (!(error instanceof DecodeFailure) && !(error instanceof LayoutUnknownError) && !(error instanceof TypeTooDeepError)) throw error;
    }
    return undefined;
  }

  private compile(shape: TypeShape): WriteText {
    const cached = this.compiled.get(shape);
    if (cached !== undefined) return cached;
    const compiled = this.compileUncached(shape);
    this.compiled.set(shape, compiled);
    return compiled;
  }

  private compileUncached(shape: TypeShape): WriteText {
    switch (shape.kind) {
      case 'primitive':
        return primitives[shape.type];
      case 'bytes':
        return writeByteVector;
      case 'string':
        return writeString;
      case 'vector':
        return vectorWriter(this.compile(shape.element), shape.element.minSize);
      case 'option':
        return optionWriter(this.compile(shape.element));
      case 'struct':
        return this.compileFields(shape, '{');
      case 'enum':
        return this.compileEnum(shape.variants);
      case 'unknown':
        throw new LayoutUnknownError(shape.name, shape.reason);
    }
  }

  private compileEnum(shapes: readonly ShapeVariant[]): WriteText {
    const variants = shapes.map((variant) => this.compileFields(variant, `{"__variant__":${JSON.stringify(variant.name)}`));
    return (input) => input.readVariant(variants)(input);
  }

  /**
   * Reads fields in declaration order (BCS) and writes them under sorted member names
   * (docs/api.md#move-values-in-json), after `opening` (`{`, or `{"__variant__":"Name"` for an enum variant).
   */
  private compileFields(shape: ShapeFields, opening: string): WriteText {
    const fields = shape.fields;
    const writers = fields.map((field) => this.compile(field.shape));
    // bool and u8 decode as fast as they compare: no memo
    const memos = fields.map(({ shape: field }) =>
      field.kind === 'primitive' && (field.type === 'bool' || field.type === 'u8') ? null : new FieldMemo(),
    );
    // `"name":` with its separator, in output order; `order[k]` is the declaration index of output member k
    const order = shape.memberOrder;
    const prefixes = order.map((index, k) => (k === 0 && opening === '{' ? '' : ',') + JSON.stringify(fields[index]?.name ?? '') + ':');
    const count = fields.length;
    return (input) => {
      const values = new Array<string>(count);
      for (let i = 0; i < count; i++) {
        const memo = memos[i];
        const write = writers[i] ?? writeBool;
        values[i] = memo === null || memo === undefined ? write(input) : memo.write(input, write);
      }
      let out = opening;
      for (let k = 0; k < count; k++) out += (prefixes[k] ?? '') + (values[order[k] ?? 0] ?? '');
      return out + '}';
    };
  }
}

/**
 * The bytes a struct field last read and the text they gave: the text is a function of (field type,
 * bytes), so a repeat is compared, not decoded again (consecutive versions of a resource mostly repeat
 * their fields). A repeat cannot fail where the first read succeeded: every check is within the span.
 */
class FieldMemo {
  /** A copy (the caller's bytes may be reused); grows to the longest span seen. */
  private bytes = new Uint8Array(16);
  private length = -1;
  private text = '';

  write(input: BcsInput, write: WriteText): string {
    const start = input.position;
    const source = input.bytes;
    const length = this.length;
    if (length >= 0 && input.end - start >= length) {
      let same = true;
      for (let i = 0; i < length && same; i++) same = source[start + i] === this.bytes[i];
      if (same) {
        input.position = start + length;
        return this.text;
      }
    }
    const text = write(input);
    const read = input.position - start;
    if (read > this.bytes.length) this.bytes = new Uint8Array(Math.max(read, 2 * this.bytes.length));
    this.bytes.set(source.subarray(start, start + read));
    this.length = read;
    this.text = text;
    return text;
  }
}

const writeBool: WriteText = (input) => {
  const at = input.take(1);
  const byte = input.bytes[at];
  if (byte === 1) return 'true';
  if (byte === 0) return 'false';
  throw new DecodeFailure('invalid_bool', at, `byte ${byte}`);
};
const writeU8: WriteText = (input) => String(input.bytes[input.take(1)] ?? 0);
const writeU16: WriteText = (input) => String(input.view.getUint16(input.take(2), true));
const writeU32: WriteText = (input) => String(input.view.getUint32(input.take(4), true));
const writeU64: WriteText = (input) => {
  const at = input.take(8);
  const high = input.view.getUint32(at + 4, true);
  // Below 2^53 the double is exact and much cheaper than a bigint.
  if (high < 0x20_0000) return `"${high * 4_294_967_296 + input.view.getUint32(at, true)}"`;
  return `"${input.view.getBigUint64(at, true)}"`;
};
const writeU128: WriteText = (input) => {
  const at = input.take(16);
  const view = input.view;
  return `"${(view.getBigUint64(at + 8, true) << 64n) | view.getBigUint64(at, true)}"`;
};
const writeU256: WriteText = (input) => {
  const at = input.take(32);
  const view = input.view;
  let value = 0n;
  for (let word = 3; word >= 0; word--) value = (value << 64n) | view.getBigUint64(at + 8 * word, true);
  return `"${value}"`;
};
const writeAddress: WriteText = (input) => `"${formatAddressAt(input.bytes, input.take(32))}"`;
const writeByteVector: WriteText = (input) => {
  const count = input.readCount(1);
  const at = input.take(count);
  return `"0x${bytesToHex(input.bytes, at, at + count)}"`;
};
const writeString: WriteText = (input) => {
  const count = input.readCount(1);
  const at = input.take(count);
  const ascii = input.asciiText(at, at + count);
  if (ascii !== undefined) return JSON.stringify(ascii);
  try {
    return JSON.stringify(utf8.decode(input.bytes.subarray(at, at + count)));
  } catch {
    // docs/api.md#move-values-in-json: invalid UTF-8 in a String is shown, not rejected
    return `"Unparsable utf-8 0x${bytesToHex(input.bytes, at, at + count)}"`;
  }
};

const primitives: Record<PrimitiveKind, WriteText> = {
  bool: writeBool,
  u8: writeU8,
  u16: writeU16,
  u32: writeU32,
  u64: writeU64,
  u128: writeU128,
  u256: writeU256,
  address: writeAddress,
  signer: writeAddress,
};

/** `minSize`: the fewest bytes an element takes, so a count the input cannot hold fails before it is read. */
function vectorWriter(writeElement: WriteText, minSize: number): WriteText {
  return (input) => {
    const count = input.readCount(minSize);
    if (count === 0) return '[]';
    let out = '[' + writeElement(input);
    for (let i = 1; i < count; i++) out += ',' + writeElement(input);
    return out + ']';
  };
}

function optionWriter(writeElement: WriteText): WriteText {
  return (input) => {
    const at = input.position;
    const count = input.readLength();
    if (count === 0) return '{"vec":[]}';
    if (count > 1) throw new DecodeFailure('option_too_long', at, `${count} elements`);
    return `{"vec":[${writeElement(input)}]}`;
  };
}
