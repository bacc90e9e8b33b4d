// Readers at random versions in [oldest, latest] while live blocks arrive every 20 ms and a 120 s window
// of chain time (120 blocks, 2.4 s of wall time) is pruned behind them: every answer is the Clock oracle's exact value, or 410
// for a version pruned since the reader looked at the head. Never another value, a 404 or a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestNode, type TestNode } from '../http/api-tests/test-node';
import { readClock } from './test-clock-oracle';
import { recordFigures, runs, seed } from './test-soak';

const READERS = 8;
const DURATION_MS = runs(6_000, 120_000);
const SEED = seed(15);

let node: TestNode;
beforeAll(async () => {
  node = await startTestNode({ history: 3000, blockIntervalMs: 20, pruneWindowSeconds: 120 });
});
afterAll(() => node.stop());

interface Head {
  latest: bigint;
  oldest: bigint;
}

async function headOf(api: string): Promise<Head> {
  const info = (await (await fetch(api)).json()) as { ledger_version: string; oldest_ledger_version: string };
  return { latest: BigInt(info.ledger_version), oldest: BigInt(info.oldest_ledger_version) };
}

it(
  'answers every read at a random version with the oracle value or 410, while blocks come and pruning runs',
  async () => {
    const first = await headOf(node.api);
    let head = first;
    const tally = { reads: 0, exact: 0, pruned: 0, atLatest: 0, bcs: 0 };
    const until = Date.now() + DURATION_MS;
    // the head as readers know it: a moment old, as a client's is
    const watcher = (async () => {
      while (Date.now() < until) {
        head = await headOf(node.api);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const picks = fc.sample(fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 9 })), {
      numRuns: 10_000,
      seed: SEED,
    });
    const reader = async (id: number) => {
      for (let i = id; Date.now() < until; i += READERS) {
        const [where, roll] = picks[i % picks.length] ?? [0, 0];
        const { oldest, latest } = head;
        // a third of the reads at the very edge of the window, where pruning races them
        const span = roll < 3 ? 5n : latest - oldest;
        const version = roll === 9 ? null : oldest + (BigInt(where) * span) / 1_000_000n;
        const bcs = roll % 3 === 1;
        const answer = await readClock(node.api, version, bcs);
        tally.reads++;
        if (version === null) tally.atLatest++;
        if (bcs) tally.bcs++;
        if (answer.status === 200) tally.exact++;
        else tally.pruned++;
      }
    };
    await Promise.all([watcher, ...Array.from({ length: READERS }, (_, id) => reader(id))]);
    const last = await headOf(node.api);
    // the window did move under the readers, and some of them were overtaken by it
    expect(last.oldest).toBeGreaterThan(first.oldest);
    expect(tally.exact).toBeGreaterThan(0);
    expect(tally.pruned).toBeGreaterThan(0);
    recordFigures('readers-pruning', {
      ...tally,
      readers: READERS,
      seconds: DURATION_MS / 1000,
      versionsProduced: String(last.latest - first.latest),
      versionsPruned: String(last.oldest - first.oldest),
      wrong: 0,
      fivexx: 0,
      seed: SEED,
    });
  },
  DURATION_MS + 60_000,
);
