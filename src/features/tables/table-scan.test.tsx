// @vitest-environment happy-dom
// TableScan against a running node (issue 33 item 5): the range offered, the scan's entries as the node's
// raw_item reads have them, cancelling, and a pruned range said plainly.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableEntry, TableEntrySource } from '../../core/api/table-entry';
import { TableScan } from './table-scan';

// the scan keeps what it learns of the node's wire in its query client's ledger memory
const render = (ui: ReactElement) => renderBare(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';

/**
 * A real node in a child process (`server/main.ts`, as users start it): the API tests' in-process node
 * cannot load under happy-dom, whose `import.meta.url` is not a file URL. A 300 s window makes 410 reachable.
 */
async function startNode(): Promise<{ api: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'table-scan-test-'));
  const args = ['--import', 'tsx', 'server/main.ts', '--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir];
  const child: ChildProcess = spawn(process.execPath, [...args, '--history', '3000', '--prune-window', '300s', '--block-interval', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const api = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /API at (http:\/\/127\.0\.0\.1:\d+\/v1)/u.exec(out);
      if (ready?.[1] !== undefined) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`node exited (${String(code)}): ${out}`)));
  });
  return { api, stop };
}

let node: { api: string; stop: () => Promise<void> };
let oldest: bigint;
let latest: bigint;

beforeAll(async () => {
  node = await startNode();
  const info = (await (await fetch(node.api)).json()) as { ledger_version: string; oldest_ledger_version: string };
  oldest = BigInt(info.oldest_ledger_version);
  latest = BigInt(info.ledger_version);
});
afterAll(() => node.stop());
afterEach(cleanup);

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

async function rawItem(keyHex: string, version: bigint): Promise<string | null> {
  const response = await fetch(`${node.api}/tables/${BY_INDEX}/raw_item?ledger_version=${version.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
    body: JSON.stringify({ key: keyHex }),
  });
  if (response.status === 404) return null;
  return `0x${Buffer.from(await response.arrayBuffer()).toString('hex')}`;
}

describe('TableScan', () => {
  it('offers the last 1,000 versions up to the page’s version, scans them and labels the list as partial', async () => {
    const version = latest - 20n;
    const onEntries = vi.fn<(entries: TableEntry[], source: TableEntrySource) => void>();
    render(<TableScan node={node.api} handle={BY_INDEX} version={version} onEntries={onEntries} />);
    expect(screen.getByText(/This node names no indexer/)).toBeTruthy();
    expect(input('From version').value).toBe((version - 999n).toString());
    expect(input('To version').value).toBe(version.toString());
    fireEvent.click(screen.getByRole('button', { name: 'Read entries written' }));
    await waitFor(() => expect(onEntries).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [entries, source] = onEntries.mock.calls[0] ?? [[], null];
    expect(source).toEqual({ kind: 'scan', fromVersion: version - 999n, toVersion: version });
    expect(screen.getByTestId('table-scan-result').textContent).toMatch(
      new RegExp(
        `^Entries written in versions ${(version - 999n).toString()}–${version.toString()} only: ${entries.length.toString()} keys`,
        'u',
      ),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries.slice(0, 20)) expect(await rawItem(entry.keyHex, version)).toBe(entry.deleted ? null : entry.valueHex);
    // a later scan that fails lists nothing new: the label of what is listed stays
    fireEvent.change(input('From version'), { target: { value: (oldest - 1n).toString() } });
    fireEvent.click(screen.getByRole('button', { name: 'Read entries written' }));
    await screen.findByRole('alert');
    expect(screen.getByTestId('table-scan-result').textContent).toContain(`${(version - 999n).toString()}–${version.toString()} only`);
    expect(onEntries).toHaveBeenCalledTimes(1);
  });

  it('following latest, ends the range at the node’s latest version', async () => {
    render(<TableScan node={node.api} handle={BY_INDEX} version={null} onEntries={() => undefined} indexerFailure="HTTP 500" />);
    expect(screen.getByText(/The indexer could not list this table \(HTTP 500\)/)).toBeTruthy();
    await waitFor(() => expect(input('To version').value).not.toBe(''));
    const to = BigInt(input('To version').value);
    expect(to).toBeGreaterThanOrEqual(latest);
    const from = BigInt(input('From version').value);
    expect(from).toBe(to - 999n < oldest ? oldest : to - 999n);
  });

  it('cancels a scan under way, listing nothing', async () => {
    const onEntries = vi.fn();
    render(<TableScan node={node.api} handle={BY_INDEX} version={latest} onEntries={onEntries} />);
    fireEvent.change(input('From version'), { target: { value: oldest.toString() } });
    fireEvent.click(screen.getByRole('button', { name: 'Read entries written' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/cancelled after \d+ versions: nothing new listed/u);
    expect(onEntries).not.toHaveBeenCalled();
  });

  it('says which versions are pruned, and refuses a range over the bound', async () => {
    render(<TableScan node={node.api} handle={BY_INDEX} version={latest} onEntries={() => undefined} />);
    fireEvent.change(input('From version'), { target: { value: (oldest - 1n).toString() } });
    fireEvent.change(input('To version'), { target: { value: (oldest + 10n).toString() } });
    fireEvent.click(screen.getByRole('button', { name: 'Read entries written' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Versions before \d+ are pruned on this node: start the range at \d+ or later\.$/u,
    );
    fireEvent.change(input('From version'), { target: { value: '0' } });
    fireEvent.change(input('To version'), { target: { value: '6000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read entries written' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('At most 5,000 versions a scan'));
  });
});
