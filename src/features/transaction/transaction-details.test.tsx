// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { golden } from '../../../test-fixtures/aptos-goldens/aptos-goldens';
import goldens from '../../core/api/fixtures/aptos-goldens.json';
import mainnet from '../../core/api/fixtures/mainnet-kinds.json';
import { parseTransactionBody, type Transaction } from '../../core/api/transaction-body-parse';
import { TransactionDetails } from './transaction-details';

// no node in this test: every read fails at once (the ABI and block reads), as with a node that is down
beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no node in this test'))));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function parsed(body: unknown): Transaction {
  const result = parseTransactionBody(body);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

// the page must show what the transaction says whatever its other reads do
function renderDetails(transaction: Transaction): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {/* the page's boundary: a tree the details draw loads with them */}
        <Suspense fallback={<p>Reading the transaction…</p>}>
          <TransactionDetails transaction={transaction} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('TransactionDetails shows every kind real nodes send', () => {
  it.each([
    ['block metadata', goldens.transactions[0], 'Block metadata', 'Proposer'],
    ['user', goldens.transactions[1], 'User transaction', 'Sender'],
    ['state checkpoint', goldens.transactions[2], 'State checkpoint', 'Status'],
    ['block epilogue', mainnet.blockEpilogue, 'Block epilogue', 'Details'],
    ['failed fee payer', mainnet.feePayerUser, 'User transaction', 'failed: EXECUTION_LIMIT_REACHED'],
    ['unknown kind', { ...mainnet.blockEpilogue, type: 'future_transaction' }, 'Unknown kind (future_transaction)', 'Details'],
  ])('%s', async (_, body, kind, more) => {
    renderDetails(parsed(body));
    expect(await screen.findByText(kind)).toBeTruthy();
    expect(document.body.textContent).toContain(more);
  });

  it('a user transaction with flat events draws no tree: it shows at once, its events one member a line', () => {
    renderDetails(parsed(goldens.transactions[1]));
    expect(screen.getByText('User transaction')).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('the members of a kind this page does not know load their tree with the details', async () => {
    renderDetails(parsed(mainnet.blockEpilogue));
    expect(await screen.findByRole('tree', { name: 'Details' })).toBeTruthy();
    expect(screen.getByText('Block epilogue')).toBeTruthy();
  });

  it('an orderless transaction shows its nonce, not the placeholder sequence number u64::MAX', () => {
    const [, orderless] = golden('transactions_test__test_get_transactions_output_user_transaction_with_entry_function_payload_orderless')
      .body as unknown[];
    renderDetails(parsed(orderless));
    expect(document.body.textContent).toContain('Replay nonce (orderless)14488165282383183438');
    expect(document.body.textContent).not.toContain('18446744073709551615');
  });

  it('a call without its ABI still shows each argument, untyped, named by position', () => {
    renderDetails(parsed(mainnet.feePayerUser));
    const args = screen.getByRole('list', { name: 'Arguments' });
    expect(args.textContent).toContain('arg0 = I have successfully received giftiel #7547373');
    expect(args.textContent).toContain('arg2 = 0x7aa4a4d82e439eeca903b444b29c9e71f815f8af89c7cde53b344fa8b0a91195');
  });

  it("reads the call's ABI only once the frame showing the transaction is painted (its chunk is no first-load JS)", async () => {
    const client = renderDetails(parsed(mainnet.feePayerUser));
    // a module read asked for (fetching or done): a disabled query (no function yet) sits in the cache idle
    const moduleReads = () =>
      client.getQueryCache().findAll({ predicate: (query) => query.queryKey[1] === 'module' && query.queryKey[3] !== 'none' });
    expect(moduleReads()).toHaveLength(0);
    await waitFor(() => expect(moduleReads()).toHaveLength(1));
  });
});
