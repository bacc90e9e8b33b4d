// Installs the package's dependencies when they are missing or older than package-lock.json.
// Uses only Node built-ins: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs;
  if (fresh) return;
  // `npm ci` on a fresh clone (exact lockfile); `npm install` on an existing tree keeps
  // better-sqlite3's compiled binary instead of rebuilding it for a minute.
  const command = existsSync('node_modules') ? 'install' : 'ci';
  console.log(`Installing dependencies (npm ${command}); the first time compiles better-sqlite3 (about a minute)…`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}
