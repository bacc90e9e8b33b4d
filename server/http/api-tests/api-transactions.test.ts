// Transactions, blocks and events (issue 23), against a real node over HTTP: the write set of every version
// is the store's rows of that version, the TS SDK reads every route it has a call for, and the events route
// answers the goldens' shape.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  Aptos,
  AptosConfig,
  Network,
  isBlockMetadataTransactionResponse,
  isGenesisTransactionResponse,
  isUserTransactionResponse,
  type TransactionResponse,
} from '@aptos-labs/ts-sdk';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMoveValue } from '../../../src/core/move/bcs-reader';
import { formatHexBytes } from '../../../src/core/move/hex';
import { parseTypeTag } from '../../../src/core/move/type-tag';
import {
  transactionListSchema,
  transactionSchema,
  versionedEventListSchema,
  type ApiTransaction,
} from '../../../src/core/api/transaction-schemas';
import type { LedgerInfoBody } from '../../../src/core/api/schemas';
import { userAccountAddress } from '../../chain/demo-ids';
import { decodeResourceGroup, isResourceGroup } from '../../../src/core/move/resource-group';
import { decodeStateKey } from '../../store/state-key';
import { expectLatestLedgerHeaders, fetchLedgerInfo } from './api-assertions';
import { startTestNode, type TestNode } from './test-node';

// small enough that every version is checked in seconds, large enough for several epochs' worth of kinds
const HISTORY = 700;
const ACCOUNT_0 = formatHexBytes(userAccountAddress(1, 0));

let node: TestNode;
let latest: LedgerInfoBody;
let aptos: Aptos;

beforeAll(async () => {
  node = await startTestNode({ history: HISTORY });
  latest = await fetchLedgerInfo(node.api);
  aptos = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: node.api }));
});
afterAll(() => node.stop());

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(node.api + path);
  const text = await response.text();
  expect(response.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
  expectLatestLedgerHeaders(response.headers, latest);
  return JSON.parse(text);
}

async function transactionsFrom(start: number, limit: number): Promise<ApiTransaction[]> {
  return transactionListSchema.parse(await getJson(`/transactions?start=${start}&limit=${limit}`));
}

describe('the write set of each version is the store’s rows of that version', () => {
  it(`every version of a ${HISTORY}-version chain: one change per row, each the row's key and value`, async () => {
    const db = new Database(join(node.dataDir, 'ledger.sqlite'), { readonly: true });
    db.defaultSafeIntegers(true);
    const rowsAt = db.prepare<[bigint], { key: Buffer; value: Buffer | null; blob: Buffer | null }>(
      'SELECT key, state.value AS value, blobs.value AS blob FROM state LEFT JOIN blobs ON blobs.id = state.blob_id WHERE version = ?',
    );
    try {
      let checked = 0;
      // genesis (10,000 crowd resources, Large twice: 15 MB) alone, then the rest a page at a time
      const genesis = transactionSchema.parse(await getJson('/transactions/by_version/0'));
      const pages = [
        [genesis],
        ...(await Promise.all(
          range('1', String(HISTORY - 1))
            .filter((v) => Number(v) % 100 === 1)
            .map((v) => transactionsFrom(Number(v), 100)),
        )),
      ];
      for (const page of pages) {
        for (const txn of page) {
          const version = BigInt(txn.version);
          const rows = rowsAt.all(version);
          // a resource group's row is one change per member (docs/api.md#resource-groups)
          const membersOf = (row: (typeof rows)[number]) => {
            const key = decodeStateKey(row.key);
            const value = row.blob ?? row.value;
            return key.kind === 'resource' && isResourceGroup(key.structTag) && value !== null ? decodeResourceGroup(value) : null;
          };
          expect(txn.changes.length, `version ${version}`).toBe(rows.reduce((sum, row) => sum + (membersOf(row)?.length ?? 1), 0));
          const byHash = new Map(txn.changes.map((change) => [change.state_key_hash, change]));
          for (const row of rows) {
            const hash = formatHexBytes(new Uint8Array(createHash('sha3-256').update(row.key).digest()));
            const change = byHash.get(hash);
            if (change === undefined) throw new Error(`version ${version}: no change for a row`);
            const value = row.blob ?? row.value;
            const key = decodeStateKey(row.key);
            const members = membersOf(row);
            if (members !== null) {
              const written = txn.changes.filter((each) => each.state_key_hash === hash);
              expect(written.map((each) => each.type === 'write_resource' && each.data.type)).toEqual(members.map((member) => member.type));
              for (const [i, member] of members.entries()) {
                const each = written[i];
                if (each?.type === 'write_resource')
                  expect(each.data.data).toEqual(decodeMoveValue(member.bytes, parseTypeTag(member.type)).value);
              }
            } else if (key.kind === 'resource') {
              if (value === null) {
                expect(change).toMatchObject({ type: 'delete_resource', resource: key.structTag });
              } else {
                expect(change.type).toBe('write_resource');
                if (change.type !== 'write_resource') continue;
                expect(change.address).toBe(formatHexBytes(key.address).replace(/^0x0*(?=.)/, '0x'));
                expect(change.data.type).toBe(key.structTag);
                // Large (2.5 MB) is decoded by bench and the values tests; here it would hold the node (in this process) for seconds
                if (value.length < 65_536) expect(change.data.data).toEqual(decodeMoveValue(value, parseTypeTag(key.structTag)).value);
              }
            } else if (key.kind === 'table_item') {
              expect(change).toMatchObject({ handle: formatHexBytes(key.handle), key: formatHexBytes(key.key) });
              if (value === null) expect(change.type).toBe('delete_table_item');
              else expect(change).toMatchObject({ type: 'write_table_item', value: formatHexBytes(value) });
            } else {
              expect(change.type).toBe(value === null ? 'delete_module' : 'write_module');
              if (change.type === 'write_module' && value !== null) expect(change.data.abi?.name).toBe(key.name);
            }
            checked++;
          }
          // the Clock oracle: every transaction writes Clock { version }
          const clock = txn.changes.find((change) => change.type === 'write_resource' && change.data.type === '0xcafe::showcase::Clock');
          expect(clock?.type === 'write_resource' ? clock.data.data : null).toEqual({ version: txn.version });
        }
      }
      expect(checked).toBeGreaterThan(HISTORY * 3);
    } finally {
      db.close();
    }
  }, 120_000);

  it('decodes the chain’s table items: key and value with their types', async () => {
    const txns = await transactionsFrom(1, 100);
    const items = txns.flatMap((txn) => txn.changes).filter((change) => change.type === 'write_table_item');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.data).not.toBeNull();
    const byOwner = items.find((item) => item.handle === '0x7d55dbe6cda6fce7565c563408bb4fc7c3f075a2cd243dc27e2157bc9e115627');
    expect(byOwner?.data).toMatchObject({ key_type: 'address', value_type: 'u64' });
  });
});

describe('the TS SDK reads every route it has a call for', () => {
  it('getTransactionByVersion: the kinds by version, and the call of a user transaction against its ABI', async () => {
    const genesis = await aptos.getTransactionByVersion({ ledgerVersion: 0 });
    expect(isGenesisTransactionResponse(genesis)).toBe(true);
    const block = await getJson('/blocks/by_height/1');
    const first = await aptos.getTransactionByVersion({ ledgerVersion: Number((block as { first_version: string }).first_version) });
    expect(isBlockMetadataTransactionResponse(first)).toBe(true);
    const user = await aptos.getTransactionByVersion({ ledgerVersion: Number((block as { first_version: string }).first_version) + 1 });
    expect(isUserTransactionResponse(user)).toBe(true);
    if (!isUserTransactionResponse(user)) return;
    expect(user).toMatchObject({ success: true, vm_status: 'Executed successfully', gas_unit_price: '100' });
    expect(user.signature).toMatchObject({ type: 'ed25519_signature' });
    const payload = user.payload as { function: string; arguments: unknown[]; type_arguments: string[] };
    // the function is in its module's ABI, and its arguments are as many as its parameters after the signer
    const [address, moduleName, name] = payload.function.split('::');
    const module = await aptos.getAccountModule({ accountAddress: address ?? '', moduleName: moduleName ?? '' });
    const abi = module.abi?.exposed_functions.find((fn) => fn.name === name);
    expect(abi?.is_entry).toBe(true);
    expect(abi?.params.slice(1).length).toBe(payload.arguments.length);
    expect(abi?.generic_type_params.length).toBe(payload.type_arguments.length);
    transactionSchema.parse(user);
  });

  it('getTransactionByHash: the same transaction', async () => {
    const byVersion = await aptos.getTransactionByVersion({ ledgerVersion: 42 });
    const byHash = await aptos.getTransactionByHash({ transactionHash: byVersion.hash });
    expect(byHash).toEqual(byVersion);
    // as real nodes take it: the 0x optional, either case
    expect(await getJson(`/transactions/by_hash/${byVersion.hash.slice(2).toUpperCase()}`)).toEqual(byVersion);
  });

  it('getTransactions: a page by version', async () => {
    const page = await aptos.getTransactions({ options: { offset: 10, limit: 5 } });
    expect(page.map((txn) => versionOf(txn))).toEqual(['10', '11', '12', '13', '14']);
  });

  it('getAccountTransactions: only what the account sent, by sequence number, each matching its Account', async () => {
    const sent = await aptos.getAccountTransactions({ accountAddress: ACCOUNT_0, options: { offset: 0, limit: 100 } });
    expect(sent.length).toBeGreaterThan(0);
    sent.forEach((txn, index) => {
      if (!isUserTransactionResponse(txn)) throw new Error('not a user transaction');
      expect(txn.sender).toBe(ACCOUNT_0);
      expect(txn.sequence_number).toBe(String(index));
    });
    const last = sent.at(-1);
    if (last === undefined || !isUserTransactionResponse(last)) return;
    const account = await aptos.getAccountResource<{ sequence_number: string }>({
      accountAddress: ACCOUNT_0,
      resourceType: '0x1::account::Account',
      options: { ledgerVersion: Number(last.version) },
    });
    expect(account.sequence_number).toBe(String(sent.length));
    // 0xcafe sends the showcase's calls
    const showcase = await aptos.getAccountTransactions({ accountAddress: `0x${'cafe'.padStart(64, '0')}`, options: { limit: 3 } });
    for (const txn of showcase)
      expect(isUserTransactionResponse(txn) && (txn.payload as { function: string }).function).toMatch(/^0xcafe::showcase::/);
  });

  it('getBlockByHeight / getBlockByVersion: versions, hash and transactions', async () => {
    const block = await aptos.getBlockByHeight({ blockHeight: 3, options: { withTransactions: true } });
    const transactions = block.transactions ?? [];
    expect(transactions.map(versionOf)).toEqual(range(block.first_version, block.last_version));
    const [metadata, ...users] = transactions;
    if (metadata === undefined || !isBlockMetadataTransactionResponse(metadata)) throw new Error('no block metadata first');
    expect(block.block_hash).toBe(metadata.id);
    expect(metadata.proposer).toMatch(/^0x[0-9a-f]+$/);
    expect(metadata.timestamp).toBe(block.block_timestamp);
    for (const user of users) expect(isUserTransactionResponse(user)).toBe(true);
    const byVersion = await aptos.getBlockByVersion({ ledgerVersion: Number(block.last_version) });
    expect({ ...byVersion, transactions: undefined }).toEqual({ ...block, transactions: undefined });
    const bare = (await getJson('/blocks/by_height/3')) as { transactions: unknown };
    expect(bare.transactions).toBeNull();
  });
});

describe('events by creation number (the SDK has no call: plain requests, the goldens’ shape)', () => {
  it('a CoinStore’s deposit events: {version, guid, sequence_number, type, data}, numbered without gaps, as its counter says', async () => {
    const events = versionedEventListSchema.parse(await getJson(`/accounts/${ACCOUNT_0}/events/2?start=0&limit=100`));
    expect(Object.keys(events[0] ?? {})).toEqual(['version', 'guid', 'sequence_number', 'type', 'data']);
    events.forEach((event, index) => {
      expect(event).toMatchObject({
        guid: { creation_number: '2', account_address: ACCOUNT_0 },
        sequence_number: String(index),
        type: '0x1::coin::DepositEvent',
      });
    });
    const store = (await getJson(`/accounts/${ACCOUNT_0}/resource/0x1::coin::CoinStore%3C0x1::native_coin::NativeCoin%3E`)) as {
      data: { deposit_events: { counter: string } };
    };
    expect(events.length).toBe(Math.min(100, Number(store.data.deposit_events.counter)));
    // each event is one of its transaction's events
    const second = events[1];
    if (second === undefined) return;
    const txn = transactionSchema.parse(await getJson(`/transactions/by_version/${second.version}`));
    expect('events' in txn ? txn.events : []).toContainEqual({
      guid: second.guid,
      sequence_number: second.sequence_number,
      type: second.type,
      data: second.data,
    });
  });

  it('pages: no start is the last page; start and limit page on; a handle without events is []', async () => {
    const all = versionedEventListSchema.parse(await getJson('/accounts/0x1/events/3?start=0&limit=100'));
    expect(all.map((event) => event.sequence_number)).toEqual(range('0', '99'));
    const lastPage = versionedEventListSchema.parse(await getJson('/accounts/0x1/events/3?limit=2'));
    expect(lastPage.map((event) => event.data)).toMatchObject([
      { height: String(Number(latest.block_height) - 1) },
      { height: latest.block_height },
    ]);
    expect(await getJson('/accounts/0x1/events/3?start=5&limit=2')).toMatchObject([{ sequence_number: '5' }, { sequence_number: '6' }]);
    expect(await getJson('/accounts/0x1/events/99')).toEqual([]);
  });
});

describe('paging', () => {
  it('transactions: 25 by default, the last page without start, a limit over 100 reads as 100', async () => {
    const noStart = transactionListSchema.parse(await getJson('/transactions'));
    expect(noStart.map((txn) => txn.version)).toEqual(range(String(HISTORY - 25), String(HISTORY - 1)));
    expect((await transactionsFrom(1, 1000)).length).toBe(100);
    expect((await transactionsFrom(HISTORY - 3, 100)).map((txn) => txn.version)).toEqual(range(String(HISTORY - 3), String(HISTORY - 1)));
  });

  it('account transactions page by sequence number; an account that sent nothing is []', async () => {
    const first = transactionListSchema.parse(await getJson(`/accounts/${ACCOUNT_0}/transactions?start=1&limit=2`));
    expect(first.map((txn) => (txn.type === 'user_transaction' ? txn.sequence_number : null))).toEqual(['1', '2']);
    expect(await getJson('/accounts/0xbeef/transactions')).toEqual([]);
  });
});

function versionOf(txn: TransactionResponse): string {
  return 'version' in txn ? txn.version : '';
}

function range(first: string, last: string): string[] {
  const out: string[] = [];
  for (let v = BigInt(first); v <= BigInt(last); v++) out.push(v.toString());
  return out;
}
