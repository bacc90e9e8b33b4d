// kill -9 at random moments, during history generation and while live blocks are committed, then a
// restart on the same directory: no version a client saw is ever lost (no regression), everything read
// before a kill reads the same bytes after it, the Clock oracle holds, and the chain that comes out is
// byte for byte the chain of a node that was never killed.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { startTestNode } from '../http/api-tests/test-node';
import { readClock } from './test-clock-oracle';
import { recordFigures, runs, SOAK, seed } from './test-soak';
import { kill9, listeningUrl, spawnNode, waitForLine, type SpawnedNode } from './test-spawned-node';

// a batch of history is committed every 20,000 rows (about 1,500 versions): 12,000 versions leave room
// for 7 kills in generation
const HISTORY = SOAK ? 12_000 : 3_000;
const KILLS_IN_GENERATION = runs(1, 7);
const KILLS_LIVE = runs(1, 14);
const random = fc.sample(fc.integer({ min: 0, max: 1_000_000 }), { numRuns: 1_000, seed: seed(15) });
let draw = 0;
/** A seeded random integer in [0, max]. */
const rand = (max: number) => (random[draw++ % random.length] ?? 0) % (max + 1);

const dataDir = mkdtempSync(join(tmpdir(), 'ledger-kill-'));
let running: SpawnedNode | null = null;
afterAll(async () => {
  if (running) await kill9(running);
  rmSync(dataDir, { recursive: true, force: true });
});

const args = (blockInterval: number) => [
  '--port',
  '0',
  '--data-dir',
  dataDir,
  '--history',
  String(HISTORY),
  '--block-interval',
  String(blockInterval),
  '--prune-window',
  '0',
];

/** Reads whose bytes at a version must never change: the showcase, the Clock, a list, BCS, the version's transaction. */
function readsAt(version: bigint): string[] {
  const q = `?ledger_version=${version}`;
  return [
    `/accounts/0xcafe/resource/0xcafe::showcase::Showcase${q}`,
    `/accounts/0xcafe/resource/0xcafe::showcase::Clock${q}`,
    `/accounts/0x1/resources${q}`,
    `/accounts/0xcafe/resource/0xcafe::showcase::Directory${q}`,
    // its hashes chain through every earlier transaction (the accumulator is in the generator's state);
    // genesis (15 MB) is left out
    ...(version > 0n ? [`/transactions/by_version/${version}`] : []),
  ];
}

async function fingerprint(api: string, version: bigint): Promise<string> {
  const parts: string[] = [];
  for (const path of readsAt(version)) {
    const response = await fetch(api + path);
    const bytes = Buffer.from(await response.arrayBuffer());
    parts.push(`${response.status}:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`);
  }
  return parts.join(' ');
}

async function latestOf(api: string): Promise<bigint> {
  const info = (await (await fetch(api)).json()) as { ledger_version: string };
  return BigInt(info.ledger_version);
}

it(
  'survives kill -9 during generation and live blocks, losing nothing',
  async () => {
    const tally = { kills: 0, killsInGeneration: 0, killsLive: 0, restarts: 0, oracleReads: 0, rereads: 0, regressions: 0 };
    const seen = new Map<bigint, string>(); // version → fingerprint read before some kill
    let highest = -1n; // the highest version any client was told about

    // 1. generation: killed a random moment after a batch of history was committed
    while (tally.killsInGeneration < KILLS_IN_GENERATION) {
      running = spawnNode(args(0));
      const progress = await waitForLine(running, /generating \d+ versions… \d+%|^listening on /m);
      const finished = /^listening on /m.test(running.stdout());
      await new Promise((resolve) => setTimeout(resolve, rand(300)));
      await kill9(running);
      running = null;
      tally.kills++;
      if (finished || progress === null) break; // history complete: the rest are live kills
      tally.killsInGeneration++;
    }

    // 2. live blocks every 10 ms: clients read, then the node is killed mid-stream and restarted (the
    // kills generation finished too early for are made here)
    const killsLive = KILLS_LIVE + KILLS_IN_GENERATION - tally.killsInGeneration;
    for (let round = 0; round <= killsLive; round++) {
      running = spawnNode(args(10));
      const api = `${await listeningUrl(running)}/v1`;
      tally.restarts++;
      const latest = await latestOf(api);
      // no regression: a restart shows at least every version a client has seen
      expect(latest, `restart ${round}`).toBeGreaterThanOrEqual(highest);
      if (highest >= 0n) expect(await readClock(api, highest)).toEqual({ status: 200, version: highest });
      // history exact: what was read before a kill reads the same bytes now
      const before = [...seen.keys()];
      for (const version of fc.sample(fc.constantFrom(...(before.length > 0 ? before : [0n])), {
        numRuns: Math.min(8, before.length),
        seed: round,
      })) {
        expect(await fingerprint(api, version), `version ${version} after restart ${round}`).toBe(seen.get(version));
        tally.rereads++;
      }
      if (round === killsLive) {
        await kill9(running);
        running = null;
        break;
      }
      const until = Date.now() + 100 + rand(500);
      while (Date.now() < until) {
        const head = await readClock(api, null);
        if (head.status === 200 && head.version > highest) highest = head.version;
        const version = BigInt(rand(Number(highest)));
        await readClock(api, version, rand(1) === 1);
        tally.oracleReads += 2;
        if (seen.size < 200 && rand(3) === 0) seen.set(version, await fingerprint(api, version));
      }
      await kill9(running);
      running = null;
      tally.kills++;
      tally.killsLive++;
    }

    // 3. the killed chain against a node that was never killed: same seed, same history, its own live blocks
    const survivor = await startTestNode({ dataDir, keepData: true });
    const reference = await startTestNode({ history: HISTORY, blockIntervalMs: 1 });
    try {
      const last = await latestOf(survivor.api);
      expect(last).toBeGreaterThanOrEqual(highest);
      const deadline = Date.now() + (SOAK ? 300_000 : 60_000);
      while ((await latestOf(reference.api)) < last) {
        if (Date.now() > deadline) throw new Error('the reference node did not catch up');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const versions = [
        0n,
        BigInt(HISTORY - 1),
        BigInt(HISTORY),
        last,
        ...seen.keys(),
        ...fc.sample(fc.bigInt({ min: 0n, max: last }), { numRuns: SOAK ? 100 : 10, seed: 7 }),
      ];
      for (const version of versions) {
        expect(await fingerprint(survivor.api, version), `version ${version}`).toBe(await fingerprint(reference.api, version));
        await readClock(survivor.api, version);
        tally.oracleReads++;
      }
      recordFigures('kill-restart', { ...tally, history: HISTORY, finalVersion: String(last), versionsCompared: versions.length, lost: 0 });
    } finally {
      await survivor.stop();
      await reference.stop();
    }
    expect(tally.kills).toBeGreaterThanOrEqual(KILLS_IN_GENERATION + KILLS_LIVE);
  },
  SOAK ? 900_000 : 120_000,
);
