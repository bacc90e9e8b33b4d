// What the BCS → JSON text writer keeps from one value to the next of the same type. A historical
// read renders a new row each time, but consecutive versions of a resource mostly repeat their
// fields: repeated bytes give the remembered text, and a struct whose members mostly repeat is its
// last text with the changed members spliced in (a few string pieces, not one per member: the
// response is flattened before it is sent, and that walk costs per piece).
import type { BcsInput } from '../../../src/core/move/bcs-input';

/**
 * The bytes a struct field last read and the text they gave: the text is a function of (field type,
 * bytes), so a repeat is compared, not decoded again. A repeat cannot fail where the first read
 * succeeded: every check (lengths against a type's minimum size, bounds) is within the span.
 */
export class FieldMemo {
  /** A copy (the caller's bytes may be reused); grows to the longest span seen. */
  private bytes = new Uint8Array(16);
  private length = -1;
  text = '';

  /** Whether `input` holds the remembered bytes at its position; if so, moves past them. */
  skipRepeat(input: BcsInput): boolean {
    const length = this.length;
    const start = input.position;
    if (length < 0 || input.end - start < length) return false;
    const source = input.bytes;
    const kept = this.bytes;
    for (let i = 0; i < length; i++) if (source[start + i] !== kept[i]) return false;
    input.position = start + length;
    return true;
  }

  remember(input: BcsInput, start: number, text: string): void {
    const length = input.position - start;
    if (length > this.bytes.length) this.bytes = new Uint8Array(Math.max(length, 2 * this.bytes.length));
    const source = input.bytes;
    const kept = this.bytes;
    if (length <= 64) for (let i = 0; i < length; i++) kept[i] = source[start + i] ?? 0;
    else kept.set(source.subarray(start, start + length));
    this.length = length;
    this.text = text;
  }
}

/** One struct text and where each member's value sits in it (UTF-16 offsets, output order). */
export class StructText {
  text = '';
  readonly values: string[];
  readonly starts: Int32Array;
  readonly ends: Int32Array;

  constructor(count: number) {
    this.values = new Array<string>(count).fill('');
    this.starts = new Int32Array(count);
    this.ends = new Int32Array(count);
  }
}

/**
 * Writes a struct's members, `opening` + `prefixes[k]` + value of member k … + `}`, reusing the last
 * text it wrote when at most half of the members changed. Values arrive by declaration index;
 * `order[k]` is the declaration index of output member k.
 */
export class StructTextWriter {
  private last: StructText | null = null;
  private spare: StructText | null = null;

  constructor(
    private readonly opening: string,
    private readonly prefixes: readonly string[],
    private readonly order: readonly number[],
  ) {}

  /** A struct text to fill: member values go into `values`, by declaration index, then `finish`. */
  begin(): StructText {
    // taken, not shared: a failed write leaves it behind, and a nested write gets its own
    const next = this.spare ?? new StructText(this.order.length);
    this.spare = null;
    return next;
  }

  finish(next: StructText): string {
    const last = this.last;
    next.text = last !== null && this.changedCount(last, next.values) * 2 <= next.values.length ? this.splice(last, next) : this.join(next);
    this.last = next;
    this.spare = last;
    return next.text;
  }

  private changedCount(last: StructText, values: readonly string[]): number {
    let changed = 0;
    for (let i = 0; i < values.length; i++) if (values[i] !== last.values[i]) changed++;
    return changed;
  }

  private join(next: StructText): string {
    const { prefixes, order } = this;
    let out = this.opening;
    for (let k = 0; k < order.length; k++) {
      out += prefixes[k] ?? '';
      next.starts[k] = out.length;
      out += next.values[order[k] ?? 0] ?? '';
      next.ends[k] = out.length;
    }
    return out + '}';
  }

  /** The last text with each changed member's value replaced; the pieces between are slices of it. */
  private splice(last: StructText, next: StructText): string {
    const order = this.order;
    const previous = last.text;
    let out = '';
    let from = 0;
    let shift = 0;
    for (let k = 0; k < order.length; k++) {
      const value = next.values[order[k] ?? 0] ?? '';
      const start = last.starts[k] ?? 0;
      const end = last.ends[k] ?? 0;
      next.starts[k] = start + shift;
      if (value !== last.values[order[k] ?? 0]) {
        out += previous.slice(from, start) + value;
        from = end;
        shift += value.length - (end - start);
      }
      next.ends[k] = (next.starts[k] ?? 0) + value.length;
    }
    return from === 0 ? previous : out + previous.slice(from);
  }
}
