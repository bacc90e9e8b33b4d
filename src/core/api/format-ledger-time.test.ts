import { describe, expect, it } from 'vitest';
import { formatLedgerTime } from './format-ledger-time';

describe('formatLedgerTime', () => {
  it('shows the demo genesis as UTC', () => {
    expect(formatLedgerTime(1_767_225_600_000_000n)).toBe('2026-01-01 00:00:00.000 UTC');
  });
  it('keeps milliseconds and drops sub-millisecond digits', () => {
    expect(formatLedgerTime(1_767_225_601_234_999n)).toBe('2026-01-01 00:00:01.234 UTC');
  });
  it('falls back to microseconds beyond what Date can show', () => {
    expect(formatLedgerTime(18446744073709551615n)).toBe('18446744073709551615 µs');
  });
});
