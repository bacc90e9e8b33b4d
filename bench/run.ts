export {}; // a module: top-level await below

// `npm run bench [core|node|app] [-- --quick]`: prints figures as markdown tables.
// Targets live here, not in timed tests: the machines are shared and noisy, so each part
// reports medians and ratios measured in the same run.
const parts = ['core', 'node', 'app', 'history'] as const;
type Part = (typeof parts)[number];

const args = process.argv.slice(2);
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1';
const chosen = args.filter((arg): arg is Part => (parts as readonly string[]).includes(arg));
const selected: readonly Part[] = chosen.length > 0 ? chosen : parts;

for (const part of selected) {
  console.log(`\n## bench:${part}${quick ? ' (quick)' : ''}\n`);
  if (part === 'core') await (await import('./core')).runCoreBench({ quick });
  if (part === 'node') await (await import('./node')).runNodeBench({ quick });
  if (part === 'app') await (await import('./app')).runAppBench({ quick });
  if (part === 'history') await (await import('./history')).runHistoryBench({ quick });
}
