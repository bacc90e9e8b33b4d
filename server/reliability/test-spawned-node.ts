// Test support: the node as its own process (`node --import tsx server/main.ts`), so it can be killed
// with SIGKILL at any moment, as the OOM killer or a power cut would.
import { type ChildProcess, spawn } from 'node:child_process';

export interface SpawnedNode {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export function spawnNode(args: string[], env: Record<string, string> = {}): SpawnedNode {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves when `pattern` shows in stdout; null if the process exits first. */
export async function waitForLine(node: SpawnedNode, pattern: RegExp, timeoutMs = 120_000): Promise<RegExpExecArray | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(node.stdout());
    if (match) return match;
    if (node.child.exitCode !== null || node.child.signalCode !== null) return null;
    if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms: ${node.stdout()} ${node.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function listeningUrl(node: SpawnedNode): Promise<string> {
  const match = await waitForLine(node, /^listening on (http:\/\/\S+)$/m);
  if (!match?.[1]) throw new Error(`exited before listening: ${node.stderr()}`);
  return match[1];
}

export async function kill9(node: SpawnedNode): Promise<void> {
  if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGKILL');
  await node.exited;
}
