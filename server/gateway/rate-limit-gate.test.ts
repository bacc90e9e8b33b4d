import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../src/core/api/errors';
import { RateLimitGate } from './rate-limit-gate';

describe('RateLimitGate', () => {
  it('waits as long as Retry-After says, in seconds or as a date, within bounds', () => {
    let now = 1_000_000;
    const gate = new RateLimitGate(() => now);
    expect(gate.secondsLeft()).toBe(0);
    gate.refused('3');
    expect(gate.secondsLeft()).toBe(3);
    now += 2_500;
    expect(gate.secondsLeft()).toBe(1);
    now += 500;
    expect(gate.secondsLeft()).toBe(0);
    gate.refused(null);
    expect(gate.secondsLeft()).toBe(2);
    gate.refused('999999');
    expect(gate.secondsLeft()).toBe(600);
  });

  it('reads an HTTP date, and ignores what is neither', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(parseRetryAfter('Fri, 27 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
