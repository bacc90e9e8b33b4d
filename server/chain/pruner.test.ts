import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEP_BUDGET_MS, nextRowsPerStep } from './pruner';

describe('nextRowsPerStep', () => {
  it('aims the next step at the budget', () => {
    expect(nextRowsPerStep(100, STEP_BUDGET_MS)).toBe(100);
    expect(nextRowsPerStep(100, STEP_BUDGET_MS * 1.6)).toBe(63);
    expect(nextRowsPerStep(100, STEP_BUDGET_MS / 1.6)).toBe(160);
  });

  it('never more than doubles or halves, and stays within its bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 2000 }), fc.double({ min: 0, max: 10_000, noNaN: true }), (rows, elapsed) => {
        const next = nextRowsPerStep(rows, elapsed);
        expect(Number.isInteger(next)).toBe(true);
        expect(next).toBeGreaterThanOrEqual(Math.max(8, Math.floor(rows / 2)));
        expect(next).toBeLessThanOrEqual(Math.min(2000, rows * 2));
        if (elapsed > STEP_BUDGET_MS * 1.01) expect(next).toBeLessThanOrEqual(rows);
        if (elapsed < STEP_BUDGET_MS * 0.99) expect(next).toBeGreaterThanOrEqual(rows);
      }),
    );
  });
});
