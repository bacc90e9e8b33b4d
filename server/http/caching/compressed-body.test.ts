import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressText, pickEncoding } from './compressed-body';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', null],
    ['deflate', null],
    ['gzip;q=0.5, br;q=0.0', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compressText', () => {
  const text = JSON.stringify({ items: Array.from({ length: 2000 }, (_, i) => ({ id: String(i), label: `entry ${i}` })) });
  it('round-trips through brotli and gzip, and shrinks', () => {
    const br = compressText(text, 'br');
    const gzip = compressText(text, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 4);
  });
});
