// `npm start`: install what is needed, build the explorer, run the local node serving it at `/`.
// Extra arguments go to the node: `npm start -- --port 9000 --block-interval 0`, or `npm start -- --upstream testnet`
// for the gateway to another node (README, Real networks).
import { spawn } from 'node:child_process';
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);

// Node itself (not npx): signals reach the server directly, so SIGTERM stops it cleanly.
const node = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--static', 'dist', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => node.kill(signal));
node.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
