import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyGuard, MIN_CHECKED_KEY_LENGTH } from './api-key';

const KEY = 'aptoslabs_Xq7fP2mR9vTz_4kLw8nB3cYd';
const noHeaders: [string, string][] = [];

describe('keyGuard', () => {
  it('finds the key echoed as it is, in hex, base64 and base64url, at any alignment inside a longer text', () => {
    const guard = keyGuard(KEY);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (before, after) => {
        const text = Buffer.from(`${before}${KEY}${after}`);
        for (const echoed of [text, text.toString('hex'), text.toString('base64'), text.toString('base64url')])
          expect(guard.leaksIn(noHeaders, Buffer.from(`{"echo":"${echoed.toString()}"}`))).toBe(true);
        expect(guard.leaksIn([['x-echo', `Basic ${text.toString('base64')}`]], Buffer.alloc(0))).toBe(true);
      }),
    );
  });

  it('passes answers that do not hold the key', () => {
    const guard = keyGuard(KEY);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(guard.leaksIn([['etag', text]], Buffer.from(text))).toBe(text.includes(KEY));
      }),
    );
  });

  it('does not look for a key too short to be told from data (which made most answers 502s), but still redacts it', () => {
    const short = 'ab12';
    expect(short.length).toBeLessThan(MIN_CHECKED_KEY_LENGTH);
    const guard = keyGuard(short);
    expect(guard.leaksIn(noHeaders, Buffer.from('{"hash":"0xab12ab12"}'))).toBe(false);
    expect(guard.redact('key ab12')).toBe('key $LEDGER_API_KEY');
  });
});
