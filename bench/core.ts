// Core figures: BCS → JSON value → JSON text for the 50,000-entry Large, and type-tag parsing.
// Medians of several runs, since the machines are shared and noisy.
import { decodeMoveValue } from '../src/core/move/bcs-reader';
import { encodeMoveValue } from '../src/core/move/bcs-writer';
import { parseTypeTag } from '../src/core/move/type-tag';

const LARGE_ENTRIES = 50_000;
const TAG_WORDS = ['red', 'green', 'blue', 'alpha', 'beta', 'x'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function largeValue() {
  const items = [];
  for (let i = 0; i < LARGE_ENTRIES; i++) {
    const tags = [];
    for (let t = 0; t <= i % 3; t++) tags.push(TAG_WORDS[(i + t) % TAG_WORDS.length] ?? 'x');
    items.push({ id: String(i), label: `entry-${i}`, tags });
  }
  return { items };
}

const TAG_MIX = [
  'u64',
  'vector<u8>',
  '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>',
  '0x1::table_with_length::TableWithLength<0x1::string::String, 0xcafe::showcase::Entry>',
  '0x0000000000000000000000000000000000000000000000000000000000000001::account::Account',
  '0xbeef::crowd_42::Item7',
  '0x1::option::Option<vector<0x1::object::Object<0xcafe::showcase::Entry>>>',
  ' 0x1 :: table :: Table < address , u64 , > ',
];

export async function runCoreBench(options: { quick: boolean }): Promise<void> {
  const runs = options.quick ? 5 : 21;
  const tag = parseTypeTag('0xcafe::showcase::Large');
  const bytes = encodeMoveValue(largeValue(), tag);
  decodeMoveValue(bytes, tag); // compile and warm up

  const decodeTimes: number[] = [];
  const stringifyTimes: number[] = [];
  const totalTimes: number[] = [];
  // CPU time of this process too: on a shared, loaded machine it is the steadier figure.
  const totalCpuTimes: number[] = [];
  let jsonLength = 0;
  for (let run = 0; run < runs; run++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const value = decodeMoveValue(bytes, tag).value;
    const decoded = performance.now();
    jsonLength = JSON.stringify(value).length;
    const end = performance.now();
    const cpu = process.cpuUsage(cpuStart);
    decodeTimes.push(decoded - start);
    stringifyTimes.push(end - decoded);
    totalTimes.push(end - start);
    totalCpuTimes.push((cpu.user + cpu.system) / 1000);
  }

  const annotatedTimes: number[] = [];
  for (let run = 0; run < Math.min(runs, 5); run++) {
    const start = performance.now();
    decodeMoveValue(bytes, tag, { annotate: true });
    annotatedTimes.push(performance.now() - start);
  }

  const parseBudgetMs = options.quick ? 300 : 2_000;
  let parsed = 0;
  const parseStart = performance.now();
  while (performance.now() - parseStart < parseBudgetMs) {
    for (const text of TAG_MIX) parseTypeTag(text);
    parsed += TAG_MIX.length;
  }
  const tagsPerSecond = parsed / ((performance.now() - parseStart) / 1000);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `Large: ${LARGE_ENTRIES} entries, ${(bytes.length / 1e6).toFixed(2)} MB BCS, ${(jsonLength / 1e6).toFixed(2)} MB JSON; median of ${runs} runs\n`,
  );
  console.log('| measure | result | target |');
  console.log('|---|---|---|');
  console.log(`| decode BCS → JSON value | ${ms(median(decodeTimes))} | |`);
  console.log(`| JSON.stringify | ${ms(median(stringifyTimes))} | |`);
  console.log(`| decode + stringify | ${ms(median(totalTimes))} | ≤ 100 ms |`);
  console.log(`| decode + stringify, CPU time (all threads, GC included) | ${ms(median(totalCpuTimes))} | |`);
  console.log(`| decode with annotations (median of ${annotatedTimes.length}) | ${ms(median(annotatedTimes))} | |`);
  console.log(`| type-tag parse (mix of ${TAG_MIX.length}) | ${Math.round(tagsPerSecond).toLocaleString('en-US')} tags/s | |`);
}
