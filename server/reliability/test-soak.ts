// Test support: how long the reliability suites run. `npm test` runs a short, seeded pass; `npm run soak`
// (SOAK=1) the long one. Figures are written to test-results/reliability/ for the README's "Reliability".
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SOAK = process.env.SOAK === '1';

/** The short count in `npm test`, the long one in a soak run; RUNS=N overrides both. */
export function runs(short: number, soak: number): number {
  const forced = Number(process.env.RUNS);
  if (Number.isSafeInteger(forced) && forced > 0) return forced;
  return SOAK ? soak : short;
}

/** A fixed seed in `npm test` (the same cases every time); a fresh one in a soak run, unless SEED=N. */
export function seed(fixed: number): number {
  const forced = Number(process.env.SEED);
  if (process.env.SEED !== undefined && Number.isSafeInteger(forced)) return forced;
  return SOAK ? Date.now() % 2 ** 31 : fixed;
}

/** Records a suite's figures (printed, and kept as JSON for the README). */
export function recordFigures(suite: string, figures: Record<string, number | string>): void {
  const dir = join('test-results', 'reliability');
  mkdirSync(dir, { recursive: true });
  const record = { suite, mode: SOAK ? 'soak' : 'short', at: new Date().toISOString(), ...figures };
  writeFileSync(join(dir, `${suite}-${record.mode}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`figures ${suite}: ${JSON.stringify(record)}`);
}
