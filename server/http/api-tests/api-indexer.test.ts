// POST /v1/graphql against a running node: the TS SDK's own indexer calls pointed at it (`indexer` in
// its config), the vendored query documents (test-fixtures/aptos-indexer-queries/) validating and
// answering rows that agree with the node API at the same version, and hostile queries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Aptos, AptosConfig, Network, ProcessorType } from '@aptos-labs/ts-sdk';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longAddress } from '../../../src/core/move/address';
import { TABLE_HANDLES } from '../../chain/demo-tables';
import type { DemoChainLedger } from '../../chain/open-ledger';
import { userAccountAddress } from '../../chain/demo-ids';
import { EXTRA_ASSETS, SECONDARY_STORE_BALANCE, extraAssetAddress, secondaryStoreAddress } from '../../chain/demo-extra-assets';
import { indexSchema } from '../../indexer/graphql/index-schema';
import { MAX_COST } from '../../indexer/graphql/run-query';
import { accountAssets, accountAssetsAt, indexerChainId } from '../../../src/core/api/indexer-reads';
import { startTestNode, type TestNode } from './test-node';

const QUERIES = join(import.meta.dirname, '../../../test-fixtures/aptos-indexer-queries');
const SERVED = [
  'getCurrentFungibleAssetBalances',
  'getAccountCoinsData',
  'getAccountCoinCount',
  'getFungibleAssetMetadata',
  'getFungibleAssetActivities',
  'getAccountTransactionsCount',
  'getChainTopUserTransactions',
  'getTableItemsData',
  'getTableItemsMetadata',
  'getProcessorStatus',
];
const document = (name: string) => readFileSync(join(QUERIES, `${name}.graphql`), 'utf8');

let node: TestNode;
let latest: bigint;
let aptos: Aptos;
const account0 = longAddress(userAccountAddress(1, 0));

/** Large amounts: the JSON numbers of the answer, read exactly (JSON.parse would round past 2^53). */
async function gql(
  query: string,
  variables?: Record<string, unknown>,
  target = node,
): Promise<{ data?: Record<string, unknown[]>; errors?: unknown[] }> {
  const response = await fetch(`${target.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  return JSON.parse(text.replace(/("amount"|"supply_v2"):(\d+)/g, '$1:"$2"')) as { data?: Record<string, unknown[]>; errors?: unknown[] };
}

async function nodeJson<T>(path: string): Promise<T> {
  const response = await fetch(`${node.api}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The node indexes its history after it starts listening: wait until the index is at `version`. */
async function indexedThrough(target: TestNode, version: bigint): Promise<void> {
  // 0xbeef's registry (100,000+ table items) takes the index 20-60 s on a loaded machine
  const until = Date.now() + 180_000;
  while (target.indexer.lastSuccessVersion() < version && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeAll(async () => {
  node = await startTestNode();
  latest = BigInt((await nodeJson<{ ledger_version: string }>('')).ledger_version);
  await indexedThrough(node, latest);
  aptos = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: node.api, indexer: `${node.api}/graphql` }));
}, 200_000);
afterAll(() => node.stop());

describe('the TS SDK against the node', () => {
  it('reads how far the index has got: every processor at the latest version', async () => {
    const status = await aptos.getProcessorStatus(ProcessorType.FUNGIBLE_ASSET_PROCESSOR);
    expect(status.processor).toBe('fungible_asset_processor');
    expect(BigInt(status.last_success_version)).toBe(latest);
    expect(await aptos.getIndexerLastSuccessVersion()).toBe(latest);
    for (const type of [ProcessorType.DEFAULT, ProcessorType.USER_TRANSACTION_PROCESSOR, ProcessorType.ACCOUNT_TRANSACTION_PROCESSOR])
      expect((await aptos.getProcessorStatus(type)).processor).toBe(type);
  });

  it("lists every asset account 0 holds, each balance the node's own", async () => {
    const coins = await aptos.getAccountCoinsData({ accountAddress: account0 });
    const symbols = coins.map((coin) => coin.metadata?.symbol).sort();
    expect(symbols).toEqual(['DGLD', 'DGLD', 'DPT', 'NAT', 'USDD']);
    expect(await aptos.getAccountCoinsCount({ accountAddress: account0 })).toBe(coins.length);
    for (const coin of coins) {
      if (!coin.is_primary) continue;
      const balance = await nodeJson<number>(
        `/accounts/${account0}/balance/${encodeURIComponent(coin.asset_type ?? '')}?ledger_version=${latest}`,
      );
      // small enough to be exact in a JS number (each below 2^53)
      expect(BigInt(coin.amount)).toBe(BigInt(balance));
    }
    const secondary = coins.find((coin) => !coin.is_primary);
    expect(secondary?.storage_id).toBe(longAddress(secondaryStoreAddress(1)));
    expect(BigInt(secondary?.amount)).toBe(SECONDARY_STORE_BALANCE);
    const store = await nodeJson<{ data: { balance: string } }>(
      `/accounts/${secondary?.storage_id}/resource/0x1::fungible_asset::FungibleStore`,
    );
    expect(store.data.balance).toBe(SECONDARY_STORE_BALANCE.toString());
  });

  it('reads balances, metadata and activities with where, and the counts', async () => {
    const usdd = longAddress(extraAssetAddress(EXTRA_ASSETS.usdd));
    const balances = await aptos.getCurrentFungibleAssetBalances({ options: { where: { asset_type: { _eq: usdd } } } });
    expect(balances.map((row) => row.owner_address).sort()).toEqual(
      EXTRA_ASSETS.usdd.holders.map((i) => longAddress(userAccountAddress(1, i))).sort(),
    );
    const [metadata] = await aptos.getFungibleAssetMetadata({ options: { where: { asset_type: { _eq: usdd } } } });
    const resource = await nodeJson<{ data: Record<string, unknown> }>(`/accounts/${usdd}/resource/0x1::fungible_asset::Metadata`);
    expect(metadata).toMatchObject({
      name: resource.data.name,
      symbol: resource.data.symbol,
      decimals: resource.data.decimals,
      token_standard: 'v2',
    });
    const activities = await aptos.getFungibleAssetActivities({ options: { where: { owner_address: { _eq: account0 } }, limit: 5 } });
    expect(activities.length).toBe(5);
    expect(activities[0]).toMatchObject({ owner_address: account0, is_transaction_success: true });
    const count = await aptos.getAccountTransactionsCount({ accountAddress: account0 });
    const sent = await nodeJson<unknown[]>(`/accounts/${account0}/transactions?limit=100`);
    expect(count).toBeGreaterThan(sent.length);
  });

  it('reads table items and their tables, each value the raw item at that version', async () => {
    const handle = longAddress(TABLE_HANDLES.byIndex);
    const metadata = await aptos.getTableItemsMetadata({ options: { where: { handle: { _eq: handle } } } });
    expect(metadata).toEqual([{ handle, key_type: 'u64', value_type: '0x1::string::String' }]);
    const items = await aptos.getTableItemsData({
      options: { where: { table_handle: { _eq: handle } }, orderBy: [{ transaction_version: 'desc' }], limit: 3 },
    });
    expect(items.length).toBe(3);
    for (const item of items) {
      const response = await fetch(`${node.api}/tables/${handle}/raw_item?ledger_version=${item.transaction_version}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
        body: JSON.stringify({ key: item.key }),
      });
      if (item.decoded_value === null) expect(response.status).toBe(404);
      else {
        const bytes = new Uint8Array(await response.arrayBuffer());
        // a String's BCS: its length (one byte here), then the UTF-8
        expect(new TextDecoder().decode(bytes.subarray(1))).toBe(item.decoded_value);
      }
    }
  });

  it("counts a table's entries with current_table_items_aggregate, live ones as raw_item finds them", async () => {
    const handle = longAddress(TABLE_HANDLES.byName);
    const greek =
      'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega';
    let present = 0;
    for (const name of greek.split(' ')) {
      // a String key's BCS: its length (one byte here), then the UTF-8
      const key = `0x${name.length.toString(16).padStart(2, '0')}${Buffer.from(name).toString('hex')}`;
      const response = await fetch(`${node.api}/tables/${handle}/raw_item?ledger_version=${latest}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
        body: JSON.stringify({ key }),
      });
      if (response.status === 200) present++;
      else expect(response.status).toBe(404);
    }
    const query = `query ($where: current_table_items_bool_exp) {
      current_table_items_aggregate(where: $where) { aggregate { count } }
      current_table_items(where: $where) { key }
    }`;
    const live = await gql(query, { where: { table_handle: { _eq: handle }, is_deleted: { _eq: false } } });
    expect(live.errors).toBeUndefined();
    expect(live.data?.current_table_items_aggregate).toEqual({ aggregate: { count: present } });
    expect(live.data?.current_table_items?.length).toBe(present);
    // deleted keys stay as rows: every name ever written, more than the live ones
    const all = await gql(query, { where: { table_handle: { _eq: handle } } });
    const count = (all.data?.current_table_items_aggregate as unknown as { aggregate: { count: number } }).aggregate.count;
    expect(count).toBe(all.data?.current_table_items?.length);
    expect(count).toBeGreaterThan(present);
    expect(present).toBeGreaterThanOrEqual(3);
  });

  it('marks a deletion in table_items with is_deleted', async () => {
    const query = `query ($h: String) {
      table_items(where: {table_handle: {_eq: $h}}, order_by: {transaction_version: asc}) { decoded_value is_deleted }
    }`;
    // by_name: names come and go, so its history holds deletions (no value) and writes (a value)
    const named = await gql(query, { h: longAddress(TABLE_HANDLES.byName) });
    const rows = named.data?.table_items as { decoded_value: unknown; is_deleted: boolean }[];
    expect(rows.some((row) => row.is_deleted)).toBe(true);
    for (const row of rows) expect(row.is_deleted).toBe(row.decoded_value === null);
  });

  it('finds table items by text: _ilike on a String, _cast of a jsonb to its text', async () => {
    const query = `query ($where: current_table_items_bool_exp) { current_table_items(where: $where, order_by: {key: asc}) { decoded_key } }`;
    const byName = { table_handle: { _eq: longAddress(TABLE_HANDLES.byName) } };
    // a String key's JSON text is quoted: its prefix is '"al', case ignored
    const prefix = await gql(query, { where: { ...byName, decoded_key: { _cast: { String: { _ilike: '"AL%' } } } } });
    expect(prefix.errors).toBeUndefined();
    expect(prefix.data?.current_table_items).toEqual([{ decoded_key: 'alpha' }]);
    const byValue = await gql(query, { where: { ...byName, decoded_value: { _cast: { String: { _ilike: '%"second"%' } } } } });
    expect(byValue.data?.current_table_items).toEqual([{ decoded_key: 'beta' }]);
    // `_` and `%` escaped with a backslash match themselves only
    const escaped = await gql(query, { where: { ...byName, key: { _ilike: '0x05\\_%' } } });
    expect(escaped.data?.current_table_items).toEqual([]);
    const hex = await gql(query, { where: { ...byName, key: { _ilike: '0x05616C70%' } } });
    expect(hex.data?.current_table_items).toEqual([{ decoded_key: 'alpha' }]);
  });

  it('answers queryIndexer with any query of the schema', async () => {
    const answer = await aptos.queryIndexer<{ ledger_infos: { chain_id: number }[] }>({
      query: { query: '{ ledger_infos { chain_id } }' },
    });
    expect(answer.ledger_infos).toEqual([{ chain_id: 4 }]);
  });
});

describe('what the explorer asks the index (src/core/api/indexer-reads.ts)', () => {
  it('names the node’s chain in ledger_infos, so the explorer can check its indexer is on it', async () => {
    const ledger = await nodeJson<{ chain_id: number }>('');
    expect(await indexerChainId({ url: `${node.api}/graphql` })).toBe(ledger.chain_id);
  });

  it('answers an account’s balances at a pinned N from the activities after it, as the node API’s balances at N', async () => {
    const url = `${node.api}/graphql`;
    // N: a few balance changes before the latest, so that the balances then differ from now
    const changes = await gql(
      `query($owner: String) { fungible_asset_activities(where: {owner_address: {_eq: $owner}}, order_by: {transaction_version: desc}, limit: 6) { transaction_version } }`,
      { owner: account0 },
    );
    const versions = (changes.data?.fungible_asset_activities as { transaction_version: number }[]).map((row) =>
      BigInt(row.transaction_version),
    );
    const at = (versions[versions.length - 1] ?? 1n) - 1n;
    const pinned = await accountAssetsAt({ url, address: account0, at });
    expect(pinned.atPinned).toBe(true);
    const now = await accountAssets({ url, address: account0 });
    expect(pinned.rows.map((row) => row.amount)).not.toEqual(now.map((row) => row.amount));
    for (const row of pinned.rows) {
      const atN = row.is_primary
        ? String(
            await nodeJson<number | string>(`/accounts/${account0}/balance/${encodeURIComponent(row.asset_type)}?ledger_version=${at}`),
          )
        : (
            await nodeJson<{ data: { balance: string } }>(
              `/accounts/${row.storage_id}/resource/0x1::fungible_asset::FungibleStore?ledger_version=${at}`,
            )
          ).data.balance;
      expect([row.asset_type, row.amount]).toEqual([row.asset_type, BigInt(atN).toString()]);
    }
  });
});

describe('the vendored SDK queries', () => {
  it.each(SERVED)('%s validates against the schema', (name) => {
    expect(validate(indexSchema(), parse(document(name))).map(String)).toEqual([]);
  });

  it('getCurrentFungibleAssetBalances: the balances the node API answers at the same version', async () => {
    const { data } = await gql(document('getCurrentFungibleAssetBalances'), { where_condition: { owner_address: { _eq: account0 } } });
    const rows = data?.current_fungible_asset_balances as { amount: string; asset_type: string; is_primary: boolean; storage_id: string }[];
    expect(rows.length).toBe(5);
    for (const row of rows) {
      const amount = row.is_primary
        ? String(await nodeJson<number>(`/accounts/${account0}/balance/${encodeURIComponent(row.asset_type)}?ledger_version=${latest}`))
        : (
            await nodeJson<{ data: { balance: string } }>(
              `/accounts/${row.storage_id}/resource/0x1::fungible_asset::FungibleStore?ledger_version=${latest}`,
            )
          ).data.balance;
      expect(row.amount).toBe(amount);
    }
  });

  it('getFungibleAssetActivities: a balance at version N is the sum of the activities up to N', async () => {
    const at = latest / 2n;
    const { data } = await gql(
      `query($a: String, $n: bigint) { fungible_asset_activities(where: {owner_address: {_eq: $a}, asset_type: {_eq: "0x1::native_coin::NativeCoin"}, transaction_version: {_lte: $n}}, order_by: {transaction_version: asc}, limit: 100) { amount type transaction_version } }`,
      { a: account0, n: at.toString() },
    );
    const rows = data?.fungible_asset_activities as { amount: string; type: string }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThan(100);
    const sum = rows.reduce((total, row) => (row.type.includes('Deposit') ? total + BigInt(row.amount) : total - BigInt(row.amount)), 0n);
    const balance = await nodeJson<number>(`/accounts/${account0}/balance/0x1::native_coin::NativeCoin?ledger_version=${at}`);
    expect(sum).toBe(BigInt(balance));
  });

  it('account_transactions include the transfers an account received (not only what it sent)', async () => {
    const { data } = await gql(
      `{ user_transactions(where: {entry_function_id_str: {_eq: "0x1::coin::transfer"}}, order_by: {version: desc}, limit: 1) { version sender } }`,
    );
    const [transfer] = data?.user_transactions as { version: number; sender: string }[];
    const txn = await nodeJson<{ payload: { arguments: string[] } }>(`/transactions/by_version/${transfer?.version}`);
    const recipient = longAddress(Buffer.from((txn.payload.arguments[0] ?? '').slice(2).padStart(64, '0'), 'hex'));
    const received = await gql(
      `query($a: String, $v: bigint) { account_transactions(where: {account_address: {_eq: $a}, transaction_version: {_eq: $v}}) { transaction_version user_transaction { sender } } }`,
      {
        a: recipient,
        v: transfer?.version,
      },
    );
    expect(received.data?.account_transactions).toEqual([
      { transaction_version: transfer?.version, user_transaction: { sender: transfer?.sender } },
    ]);
  });

  it('getChainTopUserTransactions: the newest user transactions, as the node has them', async () => {
    const { data } = await gql(document('getChainTopUserTransactions'), { limit: 3 });
    const rows = data?.user_transactions as { version: number }[];
    expect(rows.length).toBe(3);
    for (const row of rows)
      expect((await nodeJson<{ type: string }>(`/transactions/by_version/${row.version}`)).type).toBe('user_transaction');
  });

  it('a query the node does not serve is refused as Hasura refuses it', async () => {
    const { errors } = await gql(document('getTokenData'), {});
    expect(errors?.[0]).toMatchObject({ extensions: { code: 'validation-failed' } });
  });
});

describe('hostile queries', () => {
  it('refuses a mutation and a subscription', async () => {
    expect((await gql('mutation { delete_everything { affected_rows } }')).errors).toEqual([
      { message: 'no mutations exist', extensions: { path: '$', code: 'validation-failed' } },
    ]);
    expect((await gql('subscription { processor_status { processor } }')).errors?.[0]).toMatchObject({
      extensions: { code: 'validation-failed' },
    });
  });

  it('a document asked again (kept parsed) answers for its new variables, and a bad one is refused every time', async () => {
    const query = 'query($a: String) { account_transactions_aggregate(where: {account_address: {_eq: $a}}) { aggregate { count } } }';
    const other = longAddress(userAccountAddress(1, 1));
    const counts = [];
    for (const account of [account0, other, account0]) counts.push((await gql(query, { a: account })).data?.account_transactions_aggregate);
    expect(counts[0]).toEqual(counts[2]);
    expect(counts[1]).not.toEqual(counts[0]);
    for (let i = 0; i < 2; i++)
      expect((await gql('{ no_such_table { x } }')).errors?.[0]).toMatchObject({ extensions: { code: 'validation-failed' } });
  });

  it('says a syntax error is one', async () => {
    const { errors } = await gql('{ processor_status { processor }');
    expect(errors?.[0]).toMatchObject({ extensions: { path: '$.query', code: 'validation-failed' } });
  });

  it('caps limit at 100 rows', async () => {
    const { data } = await gql('{ account_transactions(limit: 1000000) { transaction_version } }');
    expect(data?.account_transactions?.length).toBe(100);
  });

  it('refuses a query nested too deep (introspection)', async () => {
    const { errors } = await gql('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }');
    expect(errors?.[0]).toMatchObject({ message: expect.stringContaining('levels deep'), extensions: { code: 'validation-failed' } });
  });

  it('refuses a query that may return too many values', async () => {
    const fields =
      'amount asset_type is_frozen is_primary owner_address storage_id token_standard metadata { name symbol decimals asset_type creator_address }';
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: current_fungible_asset_balances { ${fields} }`).join(' ');
    const { errors } = await gql(`{ ${aliases} }`);
    expect(errors?.[0]).toMatchObject({
      message: expect.stringContaining(`at most ${MAX_COST}`),
      extensions: { code: 'validation-failed' },
    });
  });

  it('binds values: a quote in a string is a value, not SQL', async () => {
    const { data, errors } = await gql(`{ current_fungible_asset_balances(where: {owner_address: {_eq: "x' OR 1=1 --"}}) { amount } }`);
    expect(errors).toBeUndefined();
    expect(data?.current_fungible_asset_balances).toEqual([]);
  });

  it('answers GET with 405, and a body that is not JSON as the API does', async () => {
    expect((await fetch(`${node.api}/graphql`)).status).toBe(405);
    const response = await fetch(`${node.api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(response.status).toBe(400);
  });
});

describe('bounds of time and lag', () => {
  let held: TestNode;
  beforeAll(async () => {
    // a window of one minute of chain time (about 270 versions), the index held 1,000 versions back: below the window
    held = await startTestNode({ indexerLag: 1000, pruneWindowSeconds: 60, graphqlBudgetMs: 0.001 });
    await indexedThrough(held, held.ledger.head().ledgerVersion - 1000n);
  }, 200_000);
  afterAll(() => held.stop());

  it('holds the index back: processor_status trails the ledger by the lag', async () => {
    const info = (await (await fetch(held.api)).json()) as { ledger_version: string };
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(held.indexer.lastSuccessVersion()).toBe(BigInt(info.ledger_version) - 1000n);
  });

  it('keeps the transactions the index has not read, below the window too: the pruner waits for it', async () => {
    const next = held.indexer.lastSuccessVersion() + 1n;
    expect(held.ledger.head().oldestLedgerVersion).toBeGreaterThan(next);
    // reads below the window are refused all the same
    expect((await fetch(`${held.api}/transactions/by_version/${next}`)).status).toBe(410);
    // a whole pass at once, as a test may run it: it must leave them
    (held.ledger as DemoChainLedger).pruneNow();
    expect(held.ledger.transactions(next, 1)[0]?.version).toBe(next);
  });

  it('stops a query over its time budget with a clear error', async () => {
    const { errors } = await gql('{ account_transactions { transaction_version } }', undefined, held);
    expect(errors?.[0]).toMatchObject({ message: expect.stringContaining('was stopped after'), extensions: { code: 'timeout' } });
  });
});
