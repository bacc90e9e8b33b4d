// `npm start` checks the node's options before it builds the explorer (~20 s): a bad one fails at once.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function start(args: string[]): { status: number | null; stdout: string; stderr: string; seconds: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/start.mjs', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, seconds: (performance.now() - started) / 1000 };
}

describe('npm start', () => {
  it.each([
    [['--upstream', 'ftp://example.test/v1'], /--upstream must be an http or https URL/u],
    [['--upstream', 'testnet', '--seed', '2'], /--seed has no meaning with --upstream/u],
    [['--port', '99999'], /--port must be between 0 and 65535/u],
    [['--nope'], /Unknown option '--nope'/u],
  ])('refuses %j before building anything', (args, message) => {
    const result = start(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    // the build alone takes ~20 s; the check, the time tsx takes to start
    expect(result.seconds).toBeLessThan(15);
  });

  it('prints the usage for --help without building', () => {
    const result = start(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run node/mu);
    expect(result.seconds).toBeLessThan(15);
  });
});
