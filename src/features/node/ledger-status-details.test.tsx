// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLedgerTime } from '../../core/api/format-ledger-time';
import type { LedgerInfo } from '../../core/api/ledger-info';
import { ledgerMemory, reportLedger } from '../../queries/ledger-status/ledger-status';
import LedgerStatusDetails from './ledger-status-details';

afterEach(cleanup);

const ledger: LedgerInfo = {
  chainId: 4,
  ledgerVersion: 20_123n,
  oldestLedgerVersion: 11_000n,
  ledgerTimestampUsec: 1_767_225_600_000_000n,
  epoch: 3n,
  blockHeight: 4_400n,
  oldestBlockHeight: 800n,
  gasUsed: 7n,
};

/** The bar's figures for a node whose newest answer carried `shown`: label, value, title and classes of each. */
function figures(node: string, shown: LedgerInfo) {
  // nothing listens there: the bar's own GET /v1 fails at once, and its figures stay the reported ones
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  reportLedger(ledgerMemory(client), node, shown);
  const { container } = render(
    <QueryClientProvider client={client}>
      <LedgerStatusDetails node={node} />
    </QueryClientProvider>,
  );
  return [...container.querySelectorAll('dl > div')].map((item) => ({
    label: item.querySelector('dt')?.textContent,
    value: item.querySelector('dd')?.textContent,
    title: item.getAttribute('title'),
    className: item.className,
  }));
}

describe('the status bar’s figures, from the table of ledger fields', () => {
  it('shows each figure with the header it was read from, under either name', () => {
    const shown = figures('http://127.0.0.1:1/status-details-headers/v1', ledger);
    expect(shown.map((item) => [item.label, item.value, item.className])).toEqual([
      ['chain', '4', 'item'],
      ['latest', '20123', 'item'],
      ['oldest', '11000', 'item'],
      ['time', formatLedgerTime(ledger.ledgerTimestampUsec), 'item item-truncates'],
      ['epoch', '3', 'item item-secondary'],
      ['block', '4400', 'item item-secondary'],
      ['oldest block', '800', 'item item-secondary'],
      ['gas used', '7', 'item item-secondary'],
    ]);
    expect(shown[1]?.title).toBe('X-NODE-LEDGER-VERSION (or X-Aptos-Ledger-Version): the newest version the node has');
    // a figure that may be cut short on a phone starts its title with the whole value
    expect(shown[3]?.title).toBe(
      `${formatLedgerTime(ledger.ledgerTimestampUsec)}\nX-NODE-LEDGER-TIMESTAMPUSEC (or X-Aptos-Ledger-TimestampUsec): the chain time of the latest version, 1767225600000000 µs since the Unix epoch`,
    );
  });

  it('names GET /v1’s member when the node hides its headers, and shows no gas used it did not send', () => {
    const shown = figures('http://127.0.0.1:1/status-details-body/v1', { ...ledger, gasUsed: null, source: 'ledger_info' });
    expect(shown.map((item) => item.label)).not.toContain('gas used');
    expect(shown[2]?.title).toBe('GET /v1 oldest_ledger_version: the oldest version the node still answers; older ones are pruned (410)');
    expect(shown[0]?.title).toMatch(/^GET \/v1 chain_id: which chain this node serves/);
  });
});
