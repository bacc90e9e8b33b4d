// Issue 32: does the index keep up with the ledger? A fresh node with live blocks every 300 ms (the
// demo chain's own load: 1 to 8 transactions a block), processor_status.last_success_version against
// the ledger's latest, sampled every 250 ms for a while; reported as the lag's median and worst, in
// versions and in the blocks' wall time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNode, stopNode } from '../e2e/global-setup';

export const INDEXER_PACE = 'indexer pace';
const BLOCK_MS = 300;

async function latestVersion(url: string): Promise<bigint> {
  const info = (await (await fetch(`${url}/v1`)).json()) as { ledger_version: string };
  return BigInt(info.ledger_version);
}

async function indexedVersion(url: string): Promise<bigint> {
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ processor_status { last_success_version } }' }),
  });
  // versions are JSON numbers: small enough here (the demo chain's) to read as numbers
  const body = (await response.json()) as { data: { processor_status: { last_success_version: number }[] } };
  return BigInt(Math.min(...body.data.processor_status.map((row) => row.last_success_version)));
}

/** Waits until the node's index has reached `version` (its history is indexed after it starts listening). */
export async function waitUntilIndexed(url: string, version: bigint, timeoutMs = 600_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await indexedVersion(url)) < version) {
    if (Date.now() > until) throw new Error(`the index did not reach ${version} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchIndexerPace(seconds: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-bench-indexer-'));
  const { child, url } = await startNode(['--data-dir', dataDir, '--block-interval', String(BLOCK_MS)]);
  try {
    const start = await latestVersion(url);
    await waitUntilIndexed(url, start);
    const lags: number[] = [];
    const began = Date.now();
    const first = await latestVersion(url);
    while (Date.now() - began < seconds * 1000) {
      // the ledger first: a lag read this way can only be over-counted, never hidden
      const latest = await latestVersion(url);
      const indexed = await indexedVersion(url);
      lags.push(Number(latest > indexed ? latest - indexed : 0n));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const last = await latestVersion(url);
    const produced = Number(last - first);
    const perBlock = produced / ((Date.now() - began) / BLOCK_MS);
    const worst = Math.max(...lags);
    const behindAtEnd = Number(last - (await indexedVersion(url)));
    return (
      `${INDEXER_PACE}: blocks every ${BLOCK_MS} ms for ${seconds} s, ${produced.toLocaleString('en')} versions (${perBlock.toFixed(1)} a block); ` +
      `processor_status behind the ledger, ${lags.length} samples: median ${median(lags)} versions, worst ${worst} ` +
      `(≈ ${((worst / Math.max(perBlock, 1)) * BLOCK_MS).toFixed(0)} ms of blocks), ${behindAtEnd} at the end (target: keeps up, the lag does not grow)`
    );
  } finally {
    await stopNode(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
