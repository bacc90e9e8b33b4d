// `npm run bench:node`: the local node's throughput beside a bare node:http hello-world, measured in
// the same run: server pinned to core 0, load (autocannon, in this process) pinned to core 1.
// While iterating on one figure, BENCH_NODE_HISTORIES (e.g. `10000,1000000`) and BENCH_NODE_ONLY (a
// word the scenario names must contain, e.g. `Showcase`) run a part of it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { stopNode, waitForListening } from '../e2e/global-setup';
import { SCHEMA_VERSION } from '../server/chain/schema-version';
import { processCpuMicros } from './process-cpu';
import { longAddress } from '../src/core/move/address';
import { userAccountAddress } from '../server/chain/demo-ids';
import { benchIndexerPace, INDEXER_PACE, waitUntilIndexed } from './node-indexer';

const CONNECTIONS = 50;
const SHOWCASE = '/v1/accounts/0xcafe/resource/0xcafe::showcase::Showcase';
const CLOCK = '/v1/accounts/0xcafe/resource/0xcafe::showcase::Clock';
const TRANSACTION_BY_VERSION = '/v1/transactions/by_version/';
const HELLO_SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('hello world'); });
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests?: { setupRequest: (request: LoadRequest) => LoadRequest }[];
}
type Autocannon = (options: AutocannonOptions, done: (error: Error | null, result: unknown) => void) => unknown;

const resultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** The slowest request (ms). */
  max: number;
  failures: number;
  /** Server CPU time per request (µs): what a request costs, even when neighbours steal the cores. */
  cpuMicros: number | null;
}

function isAutocannon(value: unknown): value is Autocannon {
  return typeof value === 'function';
}

function loadAutocannon(): Autocannon {
  const loaded: unknown = createRequire(import.meta.url)('autocannon');
  if (!isAutocannon(loaded)) throw new Error('autocannon did not load as a function');
  return loaded;
}

/**
 * Requests are prepared before the clock starts, so the load side does as little as it can. Enough
 * of them that random-version reads stay random: with 4096, a slice cycled through 4096 versions
 * whose pages stayed warm, and a read at 10^6 versions looked ~5 µs cheaper than a real one.
 */
const PREPARED_REQUESTS = 65_536;

function measure(url: string, seconds: number, next: () => LoadRequest, serverPid?: number): Promise<Measured> {
  const autocannon = loadAutocannon();
  const prepared = Array.from({ length: PREPARED_REQUESTS }, next);
  let index = 0;
  const setupRequest = (request: LoadRequest): LoadRequest => {
    index = (index + 1) % prepared.length;
    return { ...request, ...prepared[index] };
  };
  const cpuBefore = processCpuMicros(serverPid);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [{ setupRequest }] }, (error, raw) => {
      if (error) return reject(error);
      const result = resultSchema.parse(raw);
      const cpuAfter = processCpuMicros(serverPid);
      const cpuMicros =
        cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : (cpuAfter - cpuBefore) / result.requests.total;
      resolve({
        reqPerSec: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        failures: result.errors + result.timeouts + result.non2xx,
        cpuMicros,
      });
    });
  });
}

function taskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function spawnPinned(args: string[], pinned: boolean): ChildProcess {
  const [command, ...rest] = pinned ? ['taskset', '-c', '0', process.execPath, ...args] : [process.execPath, ...args];
  return spawn(command ?? process.execPath, rest, { stdio: ['ignore', 'pipe', 'inherit'] });
}

const ledgerInfoSchema = z.object({ ledger_version: z.string(), oldest_ledger_version: z.string() });
const showcaseSchema = z.object({ data: z.object({ by_index: z.object({ handle: z.string() }) }) });

function startLedgerNode(dataDir: string, history: number, pinned: boolean, pruneWindow = '0'): ChildProcess {
  return spawnPinned(
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--history',
      String(history),
      '--block-interval',
      '0',
      '--prune-window',
      pruneWindow,
    ],
    pinned,
  );
}

function randomBetween(min: bigint, max: bigint): bigint {
  return min + BigInt(Math.floor(Math.random() * Number(max - min + 1n)));
}

function u64KeyHex(value: number): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(value));
  return '0x' + bytes.toString('hex');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function medianOf(samples: Measured[]): Measured {
  const cpu = samples.flatMap((s) => (s.cpuMicros === null ? [] : [s.cpuMicros]));
  return {
    cpuMicros: cpu.length === 0 ? null : median(cpu),
    reqPerSec: median(samples.map((s) => s.reqPerSec)),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    max: Math.max(...samples.map((s) => s.max)),
    failures: samples.reduce((sum, s) => sum + s.failures, 0),
  };
}

interface Target {
  url: string;
  pid: number | undefined;
}

/** One side of an alternating measurement: a server and the requests it gets. */
interface Load {
  target: Target;
  next: () => LoadRequest;
}

/**
 * Medians of `rounds` alternating slices of two loads: a neighbour's burst on this shared machine then
 * hits both sides of their ratio instead of one.
 */
async function measureAlternating(a: Load, b: Load, rounds: number, seconds: number): Promise<[Measured, Measured]> {
  const first: Measured[] = [];
  const second: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    first.push(await measure(a.target.url, seconds, a.next, a.target.pid));
    second.push(await measure(b.target.url, seconds, b.next, b.target.pid));
  }
  return [medianOf(first), medianOf(second)];
}

async function measurePaired(
  node: Target,
  helloServer: Target,
  rounds: number,
  seconds: number,
  next: () => LoadRequest,
): Promise<{ measured: Measured; hello: Measured }> {
  const [hello, measured] = await measureAlternating(
    { target: helloServer, next: () => ({ method: 'GET', path: '/' }) },
    { target: node, next },
    rounds,
    seconds,
  );
  return { measured, hello };
}

interface Row {
  scenario: string;
  measured: Measured;
  hello: Measured;
}

function formatRow(row: Row): string {
  const { measured, hello } = row;
  const ratio = measured.reqPerSec / hello.reqPerSec;
  const failures = measured.failures === 0 ? '' : ` (${measured.failures} failed)`;
  const cpu = (m: Measured) => (m.cpuMicros === null ? '–' : m.cpuMicros.toFixed(1));
  return `| ${row.scenario} | ${Math.round(measured.reqPerSec).toLocaleString('en')}${failures} | ${measured.p50} | ${measured.p99} | ${Math.round(hello.reqPerSec).toLocaleString('en')} | ${ratio.toFixed(2)} | ${cpu(measured)} | ${cpu(hello)} |`;
}

/** Seconds from spawning a fresh node (default history) to its first answered request. */
async function timeToFirstRequest(pinned: boolean): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-bench-fresh-'));
  const started = performance.now();
  const child = spawnPinned(['--import', 'tsx', 'server/main.ts', '--port', '0', '--data-dir', dataDir, '--block-interval', '0'], pinned);
  try {
    const url = await waitForListening(child, 300_000);
    const response = await fetch(`${url}${SHOWCASE}`);
    if (!response.ok) throw new Error(`first request answered ${response.status}`);
    await response.arrayBuffer();
    return (performance.now() - started) / 1000;
  } finally {
    await stopNode(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The historical-read target of issue 3: reads at random versions of the largest history, against latest. */
const TARGET_RATIO = 0.8;

/**
 * Latest and random-version reads of one resource, alternating slices on one node (one store); twice
 * the scenarios' rounds: the ratio sits near its target, and one noisy slice moved it by 0.05.
 */
async function measureTarget(
  node: Target,
  latest: () => LoadRequest,
  historical: () => LoadRequest,
  rounds: number,
  seconds: number,
): Promise<string> {
  const [atLatest, atRandom] = await measureAlternating(
    { target: node, next: latest },
    { target: node, next: historical },
    rounds,
    seconds,
  );
  const cpu = (m: Measured) => (m.cpuMicros === null ? '–' : `${m.cpuMicros.toFixed(1)} µs/req`);
  const cpuRatio = atLatest.cpuMicros === null || atRandom.cpuMicros === null ? '–' : (atLatest.cpuMicros / atRandom.cpuMicros).toFixed(2);
  return (
    `latest ${Math.round(atLatest.reqPerSec).toLocaleString('en')} req/s (${cpu(atLatest)}), random versions ` +
    `${Math.round(atRandom.reqPerSec).toLocaleString('en')} req/s (${cpu(atRandom)}): ` +
    `${(atRandom.reqPerSec / atLatest.reqPerSec).toFixed(2)} by req/s, ${cpuRatio} by server CPU (target ≥ ${TARGET_RATIO})`
  );
}

/** 0xbeef::registry's entries table (server/chain/demo-registry.ts). */
const REGISTRY_ENTRIES = '0xca82f2164b1d51f50b65d3f19e9c9e8ee987dbe2550b20821a52819a0852a79a';

function graphqlRead(query: string, variables: Record<string, unknown>): LoadRequest {
  return {
    method: 'POST',
    path: '/v1/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

function registryPage(offset: bigint): LoadRequest {
  return graphqlRead(
    'query ($h: String!, $o: Int) { current_table_items(where: {table_handle: {_eq: $h}, is_deleted: {_eq: false}}, order_by: [{key: asc}], limit: 50, offset: $o) { key decoded_key decoded_value last_transaction_version } }',
    { h: REGISTRY_ENTRIES, o: Number(offset) },
  );
}

function registryAt(version: bigint): LoadRequest {
  return graphqlRead(
    'query ($h: String!, $v: bigint) { table_items(distinct_on: [key], where: {table_handle: {_eq: $h}, transaction_version: {_lte: $v}}, order_by: [{key: asc}, {transaction_version: desc}], limit: 50) { key decoded_key decoded_value transaction_version } }',
    { h: REGISTRY_ENTRIES, v: version.toString() },
  );
}

/** Waits until the node's indexer has got to `version` (a new directory is indexed after the node answers). */
async function indexedThrough(url: string, version: bigint): Promise<void> {
  for (;;) {
    const answer = await fetch(`${url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ processor_status { last_success_version } }' }),
    });
    const text = await answer.text();
    const versions = [...text.matchAll(/"last_success_version":(\d+)/g)].map((match) => BigInt(match[1] ?? '0'));
    if (versions.length > 0 && versions.every((each) => each >= version)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Two reads of one node in alternating slices: req/s and server CPU of each, and their ratio. */
async function measureBeside(
  node: Target,
  first: () => LoadRequest,
  second: () => LoadRequest,
  rounds: number,
  seconds: number,
): Promise<string> {
  const [a, b] = await measureAlternating({ target: node, next: first }, { target: node, next: second }, rounds, seconds);
  const cpu = (m: Measured) => (m.cpuMicros === null ? '–' : `${m.cpuMicros.toFixed(1)} µs/req`);
  const cpuRatio = a.cpuMicros === null || b.cpuMicros === null ? '–' : (a.cpuMicros / b.cpuMicros).toFixed(2);
  return `${Math.round(a.reqPerSec).toLocaleString('en')} req/s (${cpu(a)}, p99 ${a.p99} ms) beside ${Math.round(b.reqPerSec).toLocaleString('en')} req/s (${cpu(b)}, p99 ${b.p99} ms): ${(a.reqPerSec / b.reqPerSec).toFixed(2)} by req/s, ${cpuRatio}× the CPU per request`;
}

/**
 * Issue 32: POST /v1/graphql for one account's balances (the explorer's Assets query) beside a resource
 * read of that account, alternating slices on one node: server CPU per request of each, and their ratio.
 */
const GRAPHQL_BALANCES = 'graphql balances';
const BALANCES_QUERY = `query($owner: String) { current_fungible_asset_balances(where: {owner_address: {_eq: $owner}}, order_by: [{asset_type: asc}, {is_primary: desc}], limit: 100) { amount asset_type is_primary is_frozen storage_id token_standard metadata { name symbol decimals } } }`;

async function measureGraphqlBalances(node: Target, rounds: number, seconds: number): Promise<string> {
  const owner = longAddress(userAccountAddress(1, 0));
  const balances = (): LoadRequest => ({
    method: 'POST',
    path: '/v1/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: BALANCES_QUERY, variables: { owner } }),
  });
  const resource = (): LoadRequest => ({ method: 'GET', path: `/v1/accounts/${owner}/resource/0x1::account::Account` });
  await measure(node.url, 1, balances);
  const [graphql, read] = await measureAlternating({ target: node, next: balances }, { target: node, next: resource }, rounds, seconds);
  const cpu = (m: Measured) => (m.cpuMicros === null ? '–' : `${m.cpuMicros.toFixed(1)} µs/req`);
  const ratio = graphql.cpuMicros === null || read.cpuMicros === null ? '–' : (graphql.cpuMicros / read.cpuMicros).toFixed(2);
  return (
    `${GRAPHQL_BALANCES} of account 0 (5 stores) beside its 0x1::account::Account resource, alternating slices on this one node: ` +
    `${Math.round(graphql.reqPerSec).toLocaleString('en')} req/s (${cpu(graphql)}, p99 ${graphql.p99} ms) beside ` +
    `${Math.round(read.reqPerSec).toLocaleString('en')} req/s (${cpu(read)}, p99 ${read.p99} ms): ${ratio}× by server CPU (target ≤ 3)`
  );
}

/**
 * Issue 3: pruning "runs in small batches so reads never stall behind it". A copy of a history kept
 * whole, opened with the default 1 h window, has almost all of it to prune; reads at latest go on
 * meanwhile. Slices one after the other, so the backlog shrinks as they go.
 */
const WHILE_PRUNING = 'Showcase at latest while pruning';

async function measureWhilePruning(sourceDir: string, history: number, pinned: boolean, slices: number, seconds: number): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'ledger-bench-prune-'));
  try {
    cpSync(sourceDir, copy, { recursive: true, filter: (path) => !path.endsWith('LOCK') });
    const node = startLedgerNode(copy, history, pinned, '1h');
    try {
      const url = await waitForListening(node, 600_000);
      const measured: Measured[] = [];
      for (let slice = 0; slice < slices; slice++)
        measured.push(await measure(url, seconds, () => ({ method: 'GET', path: SHOWCASE }), node.pid));
      const list = (pick: (m: Measured) => string) => measured.map(pick).join(' / ');
      return (
        `${WHILE_PRUNING}: the ${history.toLocaleString('en')}-version history pruned to a 1 h window, ${slices} slices of ${seconds} s: ` +
        `${list((m) => Math.round(m.reqPerSec).toLocaleString('en'))} req/s, p99 ${list((m) => String(m.p99))} ms, max ${list((m) => String(m.max))} ms`
      );
    } finally {
      await stopNode(node);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function historiesToRun(quick: boolean): number[] {
  const chosen = process.env.BENCH_NODE_HISTORIES;
  if (chosen !== undefined && chosen !== '') return chosen.split(',').map((history) => Number(history.trim()));
  return quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
}

export async function runNodeBench(options: { quick: boolean }): Promise<void> {
  // short slices, alternating hello-world and the scenario, medians of each: the machines are
  // shared, and a neighbour's burst then hits both sides of a ratio instead of one
  const rounds = options.quick ? 3 : 5;
  const secondsPerRound = options.quick ? 1 : 2;
  // each scenario first runs unmeasured: JIT, and the page cache mapping a big history's random
  // pages into the node (the first ~50k random reads at 10^6 versions cost about three times more)
  const warmUpSeconds = options.quick ? 1 : 2;
  const histories = historiesToRun(options.quick);
  const largest = Math.max(...histories);
  const only = process.env.BENCH_NODE_ONLY ?? '';
  const pinned = taskset();
  if (pinned) execFileSync('taskset', ['-apc', '1', String(process.pid)], { stdio: 'ignore' });
  else console.log('taskset not found: server and load share the cores (figures are rougher).');

  const helloChild = spawnPinned(['-e', HELLO_SERVER], pinned);
  const helloUrl = await waitForListening(helloChild, 10_000);
  const rows: Row[] = [];
  const targets: string[] = [];
  let whilePruning: string | null = null;
  try {
    await measure(helloUrl, 1, () => ({ method: 'GET', path: '/' })); // warm-up
    const benchDir = join('.bench');
    mkdirSync(benchDir, { recursive: true });
    for (const history of histories) {
      // big histories take minutes to generate: keep them between runs (.bench is git-ignored)
      // named by the store schema too: a directory of another schema would be refused
      const dataDir = join(benchDir, `node-s${SCHEMA_VERSION}-h${history}`);
      const existed = existsSync(dataDir);
      const generation = performance.now();
      const node = startLedgerNode(dataDir, history, pinned);
      try {
        const url = await waitForListening(node, 3_600_000);
        if (!existed)
          console.log(`generated ${history.toLocaleString('en')} versions in ${((performance.now() - generation) / 1000).toFixed(0)} s`);
        const info = ledgerInfoSchema.parse(await (await fetch(`${url}/v1`)).json());
        const latest = BigInt(info.ledger_version);
        const oldest = BigInt(info.oldest_ledger_version);
        const handle = showcaseSchema.parse(await (await fetch(url + SHOWCASE)).json()).data.by_index.handle;
        const label = `${history.toLocaleString('en')} versions`;
        const latestRead = (): LoadRequest => ({ method: 'GET', path: SHOWCASE });
        const historicalRead = (): LoadRequest => ({ method: 'GET', path: `${SHOWCASE}?ledger_version=${randomBetween(oldest, latest)}` });
        const latestClock = (): LoadRequest => ({ method: 'GET', path: CLOCK });
        const historicalClock = (): LoadRequest => ({ method: 'GET', path: `${CLOCK}?ledger_version=${randomBetween(oldest, latest)}` });
        // the transaction of a random version (issue 23), its changes rendered from the version's rows;
        // genesis (15 MB: the crowd and Large, twice) is left out, as it would be pruned on a real window
        const firstTransaction = oldest > 0n ? oldest : 1n;
        const transactionByVersion = (): LoadRequest => ({
          method: 'GET',
          path: `${TRANSACTION_BY_VERSION}${randomBetween(firstTransaction, latest)}`,
        });
        const rawItem = (): LoadRequest => ({
          method: 'POST',
          path: `/v1/tables/${handle}/raw_item`,
          headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
          body: JSON.stringify({ key: u64KeyHex(Math.floor(Math.random() * 100)) }),
        });
        // issue 31: a view call at a random version (showcase::lookup_name: the Showcase resource, then its by_name table)
        const viewAtRandom = (): LoadRequest => ({
          method: 'POST',
          path: `/v1/view?ledger_version=${randomBetween(oldest, latest)}`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ function: '0xcafe::showcase::lookup_name', type_arguments: [], arguments: ['beta'] }),
        });
        if (history === histories[0] && GRAPHQL_BALANCES.includes(only)) {
          await waitUntilIndexed(url, latest);
          const line = await measureGraphqlBalances({ url, pid: node.pid }, 2 * rounds, secondsPerRound);
          targets.push(line);
          console.log(line);
        }
        const scenarios: [string, () => LoadRequest][] =
          history === histories[0]
            ? [
                [`Showcase at latest (${label})`, latestRead],
                [`Showcase at random versions (${label})`, historicalRead],
                [`Clock at latest (${label})`, latestClock],
                [`Clock at random versions (${label})`, historicalClock],
                [`transaction by_version at random versions (${label})`, transactionByVersion],
                [`raw_item at latest (${label})`, rawItem],
                [`POST /view lookup_name at random versions (${label})`, viewAtRandom],
              ]
            : [
                [`Showcase at random versions (${label})`, historicalRead],
                [`Clock at random versions (${label})`, historicalClock],
                [`transaction by_version at random versions (${label})`, transactionByVersion],
              ];
        for (const [scenario, next] of scenarios) {
          if (!scenario.includes(only)) continue;
          await measure(url, warmUpSeconds, next);
          const { measured, hello } = await measurePaired(
            { url, pid: node.pid },
            { url: helloUrl, pid: helloChild.pid },
            rounds,
            secondsPerRound,
            next,
          );
          rows.push({ scenario, measured, hello });
          console.log(formatRow(rows[rows.length - 1] ?? { scenario, measured, hello }));
        }
        // the target on the largest history, for both resources (Showcase renders the whole value zoo
        // on every historical read, Clock almost nothing), unless BENCH_NODE_ONLY leaves out their reads
        const targetReads: [string, () => LoadRequest, () => LoadRequest][] = [
          ['Showcase', latestRead, historicalRead],
          ['Clock', latestClock, historicalClock],
        ];
        // issue 23: by_version reads/s beside resource reads/s, alternating slices on this one node
        const besideNames = [`Showcase at random versions (${label})`, `transaction by_version at random versions (${label})`];
        if (history === largest && besideNames.every((name) => name.includes(only))) {
          const line = `transaction by_version beside Showcase, both at random versions of ${label}, alternating slices on this one node: ${await measureBeside({ url, pid: node.pid }, transactionByVersion, historicalRead, 2 * rounds, secondsPerRound)}`;
          targets.push(line);
          console.log(line);
        }
        // issue 31: a view call's server CPU per request beside a resource read's (target ≤ 2×), both at random versions
        for (const [resource, read] of [
          ['Clock', historicalClock],
          ['Showcase', historicalRead],
        ] as const) {
          const names = [`POST /view lookup_name at random versions (${label})`, `${resource} at random versions (${label})`];
          if (history !== largest || !names.every((name) => name.includes(only))) continue;
          const line = `POST /view lookup_name beside ${resource}, both at random versions of ${label}, alternating slices on this one node: ${await measureBeside({ url, pid: node.pid }, viewAtRandom, read, 2 * rounds, secondsPerRound)}`;
          targets.push(line);
          console.log(line);
        }
        // issue 33: a page of 0xbeef's 100,000-entry registry from the indexer, at latest (a random offset)
        // and at a random version N, each beside a resource read in alternating slices on this one node
        const tableNames = [`registry page (${label})`, `registry at version N (${label})`];
        if (history === largest && tableNames.every((name) => name.includes(only))) {
          await indexedThrough(url, latest);
          const tables: [string, () => LoadRequest][] = [
            ['one page of 50 by key at a random offset (current_table_items)', () => registryPage(randomBetween(0n, 99_950n))],
            [
              'one page of 50 at a random version N (table_items distinct_on key)',
              () => registryAt(randomBetween(latest < 1836n ? 0n : 1836n, latest)),
            ],
          ];
          for (const [name, read] of tables) {
            const line = `registry ${name} beside Showcase at latest, ${label}, alternating slices on this one node: ${await measureBeside({ url, pid: node.pid }, read, latestRead, 2 * rounds, secondsPerRound)}`;
            targets.push(line);
            console.log(line);
          }
        }
        for (const [resource, atLatest, atRandom] of targetReads) {
          const names = [`${resource} at latest (${label})`, `${resource} at random versions (${label})`];
          if (history !== largest || !names.every((name) => name.includes(only))) continue;
          const line = `${resource} at ${label}, latest and random-version reads in alternating slices on this one node: ${await measureTarget({ url, pid: node.pid }, atLatest, atRandom, 2 * rounds, secondsPerRound)}`;
          targets.push(line);
          console.log(line);
        }
      } finally {
        await stopNode(node);
      }
      if (history === largest && WHILE_PRUNING.includes(only)) {
        whilePruning = await measureWhilePruning(dataDir, history, pinned, rounds, secondsPerRound);
        console.log(whilePruning);
      }
    }
  } finally {
    await stopNode(helloChild);
  }

  if (INDEXER_PACE.includes(only)) {
    const line = await benchIndexerPace(options.quick ? 20 : 60);
    targets.push(line);
    console.log(line);
  }
  const firstRequest = await timeToFirstRequest(pinned);
  console.log(
    `\n${CONNECTIONS} connections, live blocks off; server on core 0, load on core 1${pinned ? '' : ' (not pinned)'}; each scenario warmed up for ${warmUpSeconds} s, then medians of ${rounds} alternating ${secondsPerRound} s slices (scenario, hello-world).\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | hello-world req/s (same run) | ratio | server CPU µs/req | hello-world CPU µs/req |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(formatRow(row));
  if (targets.length > 0) console.log(`\n${targets.join('\n')}`);
  if (whilePruning !== null) console.log(`\n${whilePruning}`);
  console.log(`\nFresh node, default history (20,000 versions): first request answered ${firstRequest.toFixed(1)} s after spawn.`);
}
