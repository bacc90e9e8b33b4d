// The explorer's transaction client (src/core/api/transaction-read.ts) against a real node: every read
// parses, 404/410 come back as ApiErrors of their kind, and pages chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/api/errors';
import {
  getAccountEvents,
  getAccountTransactions,
  getBlockByHeight,
  getBlockByVersion,
  getTransactionByHash,
  getTransactionByVersion,
  getTransactions,
} from '../../../src/core/api/transaction-read';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
let latest: bigint;

beforeAll(async () => {
  node = await startTestNode({ history: 400 });
  const info = (await (await fetch(node.api)).json()) as { ledger_version: string };
  latest = BigInt(info.ledger_version);
});
afterAll(() => node.stop());

describe('transaction client against a node', () => {
  it('reads a version and the same transaction by its hash, with the ledger', async () => {
    const { data, ledger } = await getTransactionByVersion({ node: node.api, version: latest });
    expect(data.type).toBe('user_transaction');
    expect(ledger?.ledgerVersion).toBe(latest);
    if (data.type !== 'user_transaction') return;
    const byHash = await getTransactionByHash({ node: node.api, hash: data.hash });
    expect(byHash.data).toEqual(data);
    expect(data.changes.some((change) => change.type === 'write_resource')).toBe(true);
  });

  it('reads genesis and a block metadata transaction', async () => {
    expect((await getTransactionByVersion({ node: node.api, version: 0n })).data.type).toBe('genesis_transaction');
    const { data: block } = await getBlockByHeight({ node: node.api, height: 1n, withTransactions: true });
    expect(block.transactions?.[0]?.type).toBe('block_metadata_transaction');
    expect(block.transactions?.length).toBe(Number(BigInt(block.last_version) - BigInt(block.first_version)) + 1);
    const byVersion = await getBlockByVersion({ node: node.api, version: BigInt(block.last_version) });
    expect(byVersion.data.block_height).toBe('1');
    expect(byVersion.data.transactions).toBeNull();
  });

  it('pages transactions, an account’s by sequence number, and its events', async () => {
    const { data: page } = await getTransactions({ node: node.api, start: 10n, limit: 5 });
    expect(page.map((transaction) => (transaction.type === 'pending_transaction' ? null : transaction.version))).toEqual([
      '10',
      '11',
      '12',
      '13',
      '14',
    ]);
    const { data: sent } = await getAccountTransactions({ node: node.api, address: '0xcafe', start: 0n, limit: 3 });
    expect(sent.map((transaction) => (transaction.type === 'user_transaction' ? transaction.sequence_number : null))).toEqual([
      '0',
      '1',
      '2',
    ]);
    const { data: events } = await getAccountEvents({ node: node.api, address: '0x1', creationNumber: 3n, start: 0n, limit: 2 });
    expect(events.map((event) => event.type)).toEqual(['0x1::block::NewBlockEvent', '0x1::block::NewBlockEvent']);
  });

  it('past latest is not_found (404)', async () => {
    const failure = await getTransactionByVersion({ node: node.api, version: latest + 1n }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, errorCode: 'transaction_not_found' });
  });
});
