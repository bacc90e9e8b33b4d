import { describe, expect, it } from 'vitest';
import { countOf } from './count';

describe('countOf', () => {
  it('says one thing in the singular and groups thousands', () => {
    expect(countOf(0, 'write')).toBe('0 writes');
    expect(countOf(1, 'write')).toBe('1 write');
    expect(countOf(1n, 'change')).toBe('1 change');
    expect(countOf(12_600, 'write')).toBe('12,600 writes');
    expect(countOf(18446744073709551615n, 'version')).toBe('18,446,744,073,709,551,615 versions');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});
