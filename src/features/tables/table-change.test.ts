import { describe, expect, it } from 'vitest';
import type { TableEntry } from '../../core/api/table-entry';
import { classifyChange } from './table-change';

const entry = (value: unknown, version: bigint, deleted = false): TableEntry => ({
  keyHex: '0x2a00000000000000',
  decodedKey: '42',
  decodedValue: deleted ? null : value,
  lastVersion: version,
  deleted,
});

describe('classifyChange', () => {
  it('names a key absent or deleted before and live after as added', () => {
    expect(classifyChange(undefined, entry('a', 5n))?.kind).toBe('added');
    expect(classifyChange(entry(null, 2n, true), entry('a', 5n))?.kind).toBe('added');
  });
  it('names a key live before and deleted after as removed', () => {
    expect(classifyChange(entry('a', 2n), entry(null, 5n, true))?.kind).toBe('removed');
  });
  it('names another value as changed, the same value and a deletion twice as no change', () => {
    expect(classifyChange(entry({ id: '1' }, 2n), entry({ id: '2' }, 5n))?.kind).toBe('changed');
    expect(classifyChange(entry({ id: '1' }, 2n), entry({ id: '1' }, 5n))).toBeNull();
    expect(classifyChange(entry(null, 2n, true), entry(null, 5n, true))).toBeNull();
    expect(classifyChange(undefined, entry(null, 5n, true))).toBeNull();
  });
  it('calls a rewrite of a value the indexer could not decode a change, never the same', () => {
    expect(classifyChange(entry(null, 2n), entry(null, 5n))?.kind).toBe('changed');
  });
});
