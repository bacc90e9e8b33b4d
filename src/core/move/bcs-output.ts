// The byte sink under the BCS writer: little-endian integers, ULEB128 lengths, raw bytes, in a buffer
// that doubles as it fills (values like Large are megabytes). Our own, the mirror of BcsInput: the
// library writer it replaced (@mysten/bcs, now the tests' oracle) carried base58 and base64 encoders
// the explorer never calls.

const U32 = 0x1_0000_0000n;

/** Callers pass values already checked against their type's range (bcs-writer.ts does). */
export class BcsOutput {
  private bytes: Uint8Array;
  private view: DataView;
  private length = 0;

  constructor(initialSize = 256) {
    this.bytes = new Uint8Array(initialSize);
    this.view = new DataView(this.bytes.buffer);
  }

  /** Room for `count` more bytes; returns where they go. */
  private reserve(count: number): number {
    const at = this.length;
    const needed = at + count;
    if (needed > this.bytes.length) {
      const grown = new Uint8Array(Math.max(needed, 2 * this.bytes.length));
      grown.set(this.bytes.subarray(0, at));
      this.bytes = grown;
      this.view = new DataView(grown.buffer);
    }
    this.length = needed;
    return at;
  }

  // `reserve` first, on its own line: it may swap the buffer, and `this.bytes[this.reserve(1)]`
  // would read the old one
  writeU8(value: number): void {
    const at = this.reserve(1);
    this.bytes[at] = value;
  }

  writeU16(value: number): void {
    const at = this.reserve(2);
    this.view.setUint16(at, value, true);
  }

  writeU32(value: number): void {
    const at = this.reserve(4);
    this.view.setUint32(at, value, true);
  }

  /** An unsigned integer of `byteCount` bytes (8, 16 or 32), least significant 32-bit word first. */
  writeWide(value: bigint, byteCount: number): void {
    const at = this.reserve(byteCount);
    let rest = value;
    for (let offset = 0; offset < byteCount; offset += 4) {
      this.view.setUint32(at + offset, Number(rest % U32), true);
      rest /= U32;
    }
  }

  /** A length or a variant index: ULEB128, 7 bits per byte, high bit = more to come. */
  writeUleb(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.writeU8((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.writeU8(rest);
  }

  writeBytes(bytes: Uint8Array): void {
    const at = this.reserve(bytes.length);
    this.bytes.set(bytes, at);
  }

  /** The bytes written so far (a copy the size of the value, not the buffer). */
  toBytes(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}
