// Installs the package's dependencies when they are missing or older than package-lock.json.
// Uses only Node built-ins: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs;
  if (fresh) return;
  // `npm ci` on a fresh clone (exact lockfile); `npm install` on an existing tree keeps
  // better-sqlite3's compiled binary instead of rebuilding it (slow).
  const command = existsSync('node_modules') ? 'install' : 'ci';
  console.log(
    `Installing dependencies (npm ${command}, about 470 packages). The first time, better-sqlite3 compiles from source:` +
      ' 2 minutes on a free two-core machine, up to 4 on a busy one. Nothing to do meanwhile…',
  );
  const started = Date.now();
  // npm's warnings here (an engine range of a test-only package) are not the user's business; errors still show
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
  if (result.status === 0) console.log(`Dependencies installed in ${Math.round((Date.now() - started) / 1000)} s.`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}
