// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../core/api/errors';
import type { LedgerInfo } from '../core/api/ledger-headers';
import { ledgerAt } from '../core/api/test-ledger';
import { useVersionedPage } from './use-versioned-page';

afterEach(cleanup);

const NODE = 'http://127.0.0.1:1/versioned-page-test/v1';
const ABSENT = 'table_item_not_found';
const absentAt = (version: bigint) =>
  new ApiError({ kind: 'not_found', message: 'no item', url: '', status: 404, errorCode: ABSENT, ledger: ledgerAt(version, 0n) });

let answer: () => Promise<{ ledger: LedgerInfo | null }>;
const read = (version: bigint | undefined) => ({
  queryKey: [NODE, 'item', version?.toString() ?? 'latest'] as const,
  queryFn: () => answer(),
  retry: false,
});

function renderPage() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useVersionedPage({ node: NODE, pinned: undefined, read, absentCode: ABSENT }), { wrapper });
}

describe('useVersionedPage following latest', () => {
  it('shows the version an absent value was read at, also when a refresh finds it gone', async () => {
    answer = () => Promise.resolve({ ledger: ledgerAt(100n, 0n) });
    const { result } = renderPage();
    await waitFor(() => expect(result.current.shown).toBe(100n));
    // deleted since: the refresh's 404 names the version it was absent at, not the value's last version
    answer = () => Promise.reject(absentAt(120n));
    await result.current.query.refetch();
    await waitFor(() => expect(result.current.absent).toBe(true));
    expect(result.current.shown).toBe(120n);
    expect(result.current.at.version).toBe(120n);
  });

  it('an absent value at first read has a version on screen: its history can be searched from there', async () => {
    answer = () => Promise.reject(absentAt(130n));
    const { result } = renderPage();
    await waitFor(() => expect(result.current.absent).toBe(true));
    expect(result.current.shown).toBe(130n);
    expect(result.current.at).toMatchObject({ version: 130n, readable: true });
  });
});
