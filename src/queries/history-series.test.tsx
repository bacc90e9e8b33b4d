// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StateKeyTarget } from '../core/api/key-writes-read';
import type { KeyWrite } from '../core/api/key-write-list';
import type { LedgerInfo } from '../core/api/ledger-info';
import type { JsonValue } from '../core/move/json';
import { ledgerAt } from '../core/api/test-ledger';
import { useValueSeries } from './history-series';
import { ledgerMemory, reportLedger } from './ledger-status/ledger-status';

// the node's index, as listWrites reads it (newest first); the values come from readAt
let indexed: KeyWrite[] = [];
vi.mock('./history', async (original) => ({
  ...(await original<typeof import('./history')>()),
  listWrites: () => Promise.resolve(indexed),
}));

afterEach(cleanup);

const NODE = 'http://127.0.0.1:1/series-test/v1';
const target: StateKeyTarget = { kind: 'resource', address: '0x1', resourceType: '0x1::chain_id::ChainId' };

/** `seen`: the newest ledger the app has seen of the node (the status bar's). */
function seriesOf(readAt: (version: bigint) => Promise<JsonValue | null>, seen?: LedgerInfo) {
  const client = new QueryClient();
  if (seen !== undefined) reportLedger(ledgerMemory(client), NODE, seen);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useValueSeries({ node: NODE, target, path: ['id'], oldest: 100n, latest: 200n, readAt, found: [] }), {
    wrapper,
  });
  return result;
}

describe('useValueSeries with the node index', () => {
  it('a value not written in the window is a flat line over it: read once, at its end', async () => {
    indexed = [];
    const readAt = vi.fn(() => Promise.resolve({ id: 4 }));
    const result = seriesOf(readAt);
    await waitFor(() => expect(result.current.series.data).toBeDefined());
    const points = result.current.series.data?.points.map(({ version, value, write }) => ({ version, value, write }));
    expect(points).toEqual([
      { version: 100n, value: 4n, write: false },
      { version: 200n, value: 4n, write: false },
    ]);
    expect(readAt.mock.calls).toEqual([[200n]]);
  });

  it('a value written in the window starts at the oldest version, with the value there (read before the first write), and holds to the end', async () => {
    indexed = [
      { version: 170n, deleted: false, timestampUsec: 1_700n },
      { version: 130n, deleted: false, timestampUsec: 1_300n },
    ];
    const values = new Map([
      [129n, 1],
      [130n, 2],
      [170n, 3],
    ]);
    const result = seriesOf((version) => Promise.resolve({ id: values.get(version) ?? 0 }));
    await waitFor(() => expect(result.current.series.data).toBeDefined());
    expect(result.current.series.data?.points).toEqual([
      { version: 100n, timestampUsec: null, value: 1n, write: false },
      { version: 130n, timestampUsec: 1_300n, value: 2n, write: true },
      { version: 170n, timestampUsec: 1_700n, value: 3n, write: true },
      { version: 200n, timestampUsec: null, value: 3n, write: false },
    ]);
  });

  it('a value deleted last is not carried to the end', async () => {
    indexed = [
      { version: 170n, deleted: true, timestampUsec: 1_700n },
      { version: 100n, deleted: false, timestampUsec: 1_000n },
    ];
    const result = seriesOf(() => Promise.resolve({ id: 4 }));
    await waitFor(() => expect(result.current.series.data).toBeDefined());
    expect(result.current.series.data?.points.map((point) => point.version)).toEqual([100n]);
  });

  it('the window moved on before the series was read: the line starts at the oldest version still readable', async () => {
    indexed = [];
    const result = seriesOf(() => Promise.resolve({ id: 4 }), ledgerAt(300n, 150n));
    await waitFor(() => expect(result.current.series.data).toBeDefined());
    expect(result.current.series.data?.points.map((point) => point.version)).toEqual([150n, 200n]);
  });
});
