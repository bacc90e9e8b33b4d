import { describe, expect, it } from 'vitest';
import type { TableEntry } from '../../core/api/table-entry';
import { TABLE_PAGE } from '../../core/api/table-reads';
import { filterEntries, pageOf, sortEntries } from './entries-in-memory';

const e = (keyHex: string, key: string, value: unknown, version: bigint, deleted = false): TableEntry => ({
  keyHex,
  decodedKey: key,
  decodedValue: deleted ? null : value,
  lastVersion: version,
  deleted,
});
const ENTRIES = [
  e('0x05616c706861', 'alpha', { tags: ['first'] }, 3n),
  e('0x0462657461', 'beta', { tags: ['Second'] }, 9n),
  e('0x0372686f', 'rho', null, 7n, true),
];

describe('entries in memory (a scan without the indexer)', () => {
  it('searches as the indexer does: exact key or its bytes, prefix and value text with case ignored, deletions left out', () => {
    expect(filterEntries(ENTRIES, { kind: 'all' }).map((x) => x.decodedKey)).toEqual(['alpha', 'beta']);
    expect(filterEntries(ENTRIES, { kind: 'key', text: 'beta' }).map((x) => x.decodedKey)).toEqual(['beta']);
    expect(filterEntries(ENTRIES, { kind: 'key', text: '0x05616C706861' }).map((x) => x.decodedKey)).toEqual(['alpha']);
    expect(filterEntries(ENTRIES, { kind: 'key_prefix', text: 'AL' }).map((x) => x.decodedKey)).toEqual(['alpha']);
    expect(filterEntries(ENTRIES, { kind: 'value_text', text: 'second' }).map((x) => x.decodedKey)).toEqual(['beta']);
    expect(filterEntries(ENTRIES, { kind: 'key', text: 'rho' })).toEqual([]);
  });
  it('sorts by key bytes or newest change first, and pages as the indexer pages', () => {
    expect(sortEntries(ENTRIES, 'key').map((x) => x.decodedKey)).toEqual(['rho', 'beta', 'alpha']);
    expect(sortEntries(ENTRIES, 'last_change').map((x) => x.decodedKey)).toEqual(['beta', 'rho', 'alpha']);
    const many = Array.from({ length: TABLE_PAGE + 5 }, (_, i) => e(`0x${i.toString(16).padStart(4, '0')}`, String(i), 'v', 1n));
    expect(pageOf(many, 0).next).toBe(TABLE_PAGE);
    expect(pageOf(many, TABLE_PAGE)).toMatchObject({ next: null, entries: { length: 5 } });
  });
});
