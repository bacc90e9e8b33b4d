import { describe, expect, it } from 'vitest';
import { KEEP_COPIES_FROM_BYTES, ResponseCopies } from './response-copies';

describe('ResponseCopies', () => {
  const big = new Uint8Array(KEEP_COPIES_FROM_BYTES);

  it('keeps one place for the copies of a big body, by ETag', () => {
    const copies = new ResponseCopies();
    const first = copies.for('W/"b1"', big);
    expect(first).toBeDefined();
    if (first) first.br = Buffer.from('compressed once');
    expect(copies.for('W/"b1"', big)).toBe(first);
    expect(copies.for('W/"b2"', big)).not.toBe(first);
  });

  it('keeps nothing for a small body', () => {
    expect(new ResponseCopies().for('W/"s"', new Uint8Array(KEEP_COPIES_FROM_BYTES - 1))).toBeUndefined();
  });

  it('forgets the least recently used body when over its size budget', () => {
    const copies = new ResponseCopies(64, 2 * KEEP_COPIES_FROM_BYTES);
    const a = copies.for('a', big);
    const b = copies.for('b', big);
    expect(copies.for('a', big)).toBe(a); // a is now the most recent
    copies.for('c', big); // over budget: b goes
    expect(copies.for('a', big)).toBe(a);
    expect(copies.for('b', big)).not.toBe(b);
  });

  it('makes a big body once and keeps it with its copies; a small one is made each time and kept nowhere', () => {
    const copies = new ResponseCopies();
    let made = 0;
    const make = (length: number) => () => {
      made += 1;
      return new Uint8Array(length).fill(made);
    };
    const first = copies.made('W/"l1"', make(KEEP_COPIES_FROM_BYTES));
    expect(first.copies).toBeDefined();
    const again = copies.made('W/"l1"', make(KEEP_COPIES_FROM_BYTES));
    expect([again.body, again.copies]).toEqual([first.body, first.copies]);
    expect(again.body).toBe(first.body);
    expect(made).toBe(1);
    const small = copies.made('W/"l2"', make(KEEP_COPIES_FROM_BYTES - 1));
    expect(small.copies).toBeUndefined();
    expect(copies.made('W/"l2"', make(KEEP_COPIES_FROM_BYTES - 1)).body[0]).toBe(3);
  });

  it('counts a kept body twice in its size budget: the body and its copies', () => {
    const copies = new ResponseCopies(64, 3 * KEEP_COPIES_FROM_BYTES);
    const a = copies.made('a', () => big).copies;
    copies.made('b', () => big); // 4 × the threshold: a goes
    expect(copies.made('a', () => new Uint8Array(KEEP_COPIES_FROM_BYTES)).copies).not.toBe(a);
  });
});
