import type { BcsDecodeReason } from './bcs-errors';
import type { ValueAnnotation } from './value-annotation';

const LARGE_INPUT = 1024;
/** Bytes decoded at once for a large input's strings (asciiText). */
const TEXT_WINDOW = 16 * 1024;
// windows-1252 (WHATWG "latin1") maps every byte to exactly one UTF-16 unit, ASCII to itself, so
// byte offsets are string offsets.
// Runtimes built without ICU may lack it: then every string takes the char-by-char path.
const oneCharPerByte: TextDecoder | undefined = (() => {
  try {
    return new TextDecoder('windows-1252');
  } catch {
    return undefined;
  }
})();

/** Thrown inside the reader; turned into a BcsDecodeError (with the JSON path) at the top. */
export class DecodeFailure {
  constructor(
    readonly reason: BcsDecodeReason,
    readonly offset: number,
    readonly detail?: string,
  ) {}
}

/**
 * The cursor the compiled readers share. In annotating mode it also keeps the JSON path of the
 * value being read (so failures name it) and collects the annotations.
 */
export class BcsInput {
  readonly view: DataView;
  position = 0;
  readonly end: number;
  readonly path: (string | number)[] = [];
  /** A window of the input decoded one char per byte ([textStart, textStart + length)), made by a string read outside it. */
  private byteText: string | undefined;
  private textStart = 0;

  constructor(
    readonly bytes: Uint8Array,
    readonly annotations: ValueAnnotation[] | undefined,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.end = bytes.length;
  }

  /** Advances over `size` bytes and returns where they start; fails when fewer remain. */
  take(size: number): number {
    const start = this.position;
    if (this.end - start < size) throw new DecodeFailure('unexpected_end', start, `needed ${size} bytes, ${this.end - start} left`);
    this.position = start + size;
    return start;
  }

  /**
   * ASCII bytes [start, end) as a string, or undefined when a byte is not ASCII. Large inputs slice
   * a decoded window of the input: far less garbage than building thousands of short strings, and an
   * input read sparsely (a resources list skips its values) decodes only the windows it reads.
   */
  asciiText(start: number, end: number): string | undefined {
    const bytes = this.bytes;
    for (let i = start; i < end; i++) if ((bytes[i] ?? 0) >= 0x80) return undefined;
    if (this.end >= LARGE_INPUT && oneCharPerByte !== undefined) {
      let text = this.byteText;
      if (text === undefined || start < this.textStart || end > this.textStart + text.length) {
        text = oneCharPerByte.decode(bytes.subarray(start, Math.min(this.end, Math.max(end, start + TEXT_WINDOW))));
        this.byteText = text;
        this.textStart = start;
      }
      return text.slice(start - this.textStart, end - this.textStart);
    }
    let out = '';
    for (let i = start; i < end; i++) out += String.fromCharCode(bytes[i] ?? 0);
    return out;
  }

  /** ULEB128 that must be minimal and fit a u32 (docs/api.md#bcs). */
  readLength(): number {
    const start = this.position;
    const bytes = this.bytes;
    if (start >= this.end) throw new DecodeFailure('unexpected_end', start);
    const first = bytes[start] ?? 0;
    if (first < 0x80) {
      this.position = start + 1;
      return first;
    }
    let value = first & 0x7f;
    let scale = 128;
    for (let index = start + 1; ; index++) {
      if (index >= this.end) throw new DecodeFailure('unexpected_end', index);
      if (index - start >= 5) throw new DecodeFailure('uleb128_overflow', start);
      const byte = bytes[index] ?? 0;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) {
        if (byte === 0) throw new DecodeFailure('non_minimal_uleb128', start);
        if (value > 0xffff_ffff) throw new DecodeFailure('uleb128_overflow', start);
        this.position = index + 1;
        return value;
      }
      scale *= 128;
    }
  }

  /** An enum's variant index (ULEB128), which must name one of `variants`: that variant. */
  readVariant<T>(variants: readonly T[]): T {
    const at = this.position;
    const index = this.readLength();
    const variant = variants[index];
    if (variant === undefined) throw new DecodeFailure('invalid_variant', at, `variant ${index} of ${variants.length}`);
    return variant;
  }

  /** A length of items of at least `minItemSize` bytes each must fit in what is left. */
  readCount(minItemSize: number): number {
    const start = this.position;
    const count = this.readLength();
    if (count * minItemSize > this.end - this.position) {
      throw new DecodeFailure(
        'length_exceeds_input',
        start,
        `${count} items of at least ${minItemSize} bytes, ${this.end - this.position} bytes left`,
      );
    }
    return count;
  }
}

export function formatJsonPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const segment of path) out += typeof segment === 'number' ? `[${segment}]` : `.${segment}`;
  return out;
}
