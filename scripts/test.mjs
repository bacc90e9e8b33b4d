// `npm test`: every check, then one plain summary line `N passed, N failed` that CI reads.
// Format, lint, knip and typecheck count as one test each; then unit and API tests (Vitest), then browser
// tests (Playwright in Debian's Chromium against the built app served by the local node), with the first-load
// budget of that build counted as one test before them.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, run } from './ensure-deps.mjs';
import { findChromium } from './chromium.mjs';

ensureDependencies();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

let passed = 0;
let failed = 0;
// the names of what failed, printed again just above the summary: a CI log is often read from its tail
const failures = [];
const check = (name, ok) => {
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
};

console.log('\n== format (prettier) ==');
check('format (prettier)', run('npx', ['prettier', '--check', '.']) === 0);
console.log('\n== lint ==');
check('lint (eslint)', run('npx', ['eslint', '.']) === 0);
console.log('\n== unused files, exports and dependencies (knip) ==');
check('knip', run('npx', ['knip', '--no-progress']) === 0);
console.log('\n== typecheck ==');
check('typecheck (tsc)', run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) === 0);

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
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`vitest ${relative(file.name)} › ${test.fullName}`);
    }
  }
  for (const file of brokenFiles) failures.push(`vitest ${relative(file.name)} (did not load)`);
} else check('vitest (no report)', false);

console.log('\n== build (vite) ==');
if (!findChromium()) {
  console.error('Chromium not found: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).');
  check('chromium', false);
} else if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) {
  check('build (vite)', false);
} else {
  // the build just made: each budgeted page's first-load JS against the floor page (bench/first-load.ts)
  console.log('\n== first-load budget ==');
  check('first-load budget', run('npx', ['tsx', 'bench/first-load-budget.ts']) === 0);
  console.log('\n== browser tests (playwright) ==');
  run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' });
  const pw = readJson('test-results/playwright.json');
  if (pw) {
    passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected + (pw.errors?.length ?? 0);
    failures.push(...playwrightFailures(pw));
  } else check('playwright (no report)', false);
}

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

function relative(path) {
  return path.startsWith(process.cwd()) ? path.slice(process.cwd().length + 1) : path;
}

// Playwright's JSON report nests suites (files, describe blocks); a test failed when its last result did
function playwrightFailures(report) {
  const names = [];
  // spec.file is relative to the config's testDir (rootDir); name it from the repository, as Vitest's are
  const file = (spec) => relative(join(report.config?.rootDir ?? '', spec.file));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') names.push(`playwright ${file(spec)}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) names.push(`playwright (outside any test): ${String(error.message ?? '').split('\n')[0]}`);
  return names;
}

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
