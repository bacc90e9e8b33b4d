// `npm start`: install what is needed, build the explorer, run the local node serving it at `/`.
// Extra arguments go to the node: `npm start -- --port 9000 --block-interval 0`, or `npm start -- --upstream testnet`
// for the gateway to another node (README, Real networks).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDependencies, run } from './ensure-deps.mjs';

const nodeArgs = ['--static', 'dist', ...process.argv.slice(2)];
// the options are checked before the build (~20 s), and before an install when tsx is there to check them:
// a mistyped --upstream fails at once
function checkOptions() {
  const checked = run(process.execPath, ['--import', 'tsx', 'server/check-cli-options.ts', ...nodeArgs]);
  if (checked !== 0) process.exit(checked);
  if (nodeArgs.includes('--help')) process.exit(0);
}
const canCheck = existsSync('node_modules/tsx/package.json');
if (canCheck) checkOptions();
ensureDependencies();
if (!canCheck) checkOptions();
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);

// Node itself (not npx): signals reach the server directly, so SIGTERM stops it cleanly.
const node = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...nodeArgs], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => node.kill(signal));
node.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
