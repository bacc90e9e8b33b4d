// `npm test`: every check, then one plain summary line `N passed, N failed` that CI reads.
// Format, lint, knip and typecheck count as one test each; then unit and API tests (Vitest), then browser
// tests (Playwright in Debian's Chromium against the built app served by the local node), with the first-load
// budget of that build counted as one test before them.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureDependencies, run } from './ensure-deps.mjs';
import { findChromium } from './chromium.mjs';

ensureDependencies();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

let passed = 0;
let failed = 0;
const count = (ok) => (ok ? passed++ : failed++);

console.log('\n== format (prettier) ==');
count(run('npx', ['prettier', '--check', '.']) === 0);
console.log('\n== lint ==');
count(run('npx', ['eslint', '.']) === 0);
console.log('\n== unused files, exports and dependencies (knip) ==');
count(run('npx', ['knip', '--no-progress']) === 0);
console.log('\n== typecheck ==');
count(run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) === 0);

console.log('\n== unit and API tests (vitest) ==');
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  // a file that failed without a failed test (it did not load) counts once; numFailedTestSuites also counts
  // the describe blocks around a failed test, so one failure read as three
  const brokenFiles = (vitest.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  );
  failed += vitest.numFailedTests + brokenFiles.length;
} else failed++;

console.log('\n== build (vite) ==');
if (!findChromium()) {
  console.error('Chromium not found: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).');
  failed++;
} else if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) {
  failed++;
} else {
  // the build just made: each budgeted page's first-load JS against the floor page (bench/first-load.ts)
  console.log('\n== first-load budget ==');
  count(run('npx', ['tsx', 'bench/first-load-budget.ts']) === 0);
  console.log('\n== browser tests (playwright) ==');
  run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' });
  const pw = readJson('test-results/playwright.json');
  if (pw) {
    passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected + (pw.errors?.length ?? 0);
  } else failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
