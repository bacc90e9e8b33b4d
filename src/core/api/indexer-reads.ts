// What the explorer asks the indexer (the Aptos indexer's tables, as the TS SDK names them): how far it
// has got, an account's fungible asset and coin stores, and the transactions that touched it. Rows are
// checked against these shapes, so a wrong type is a clear error and never a row shown wrongly.
import { longAddress, parseAddress } from '../move/address';
import { balancesAt } from './balance-at';
import { checkedRows, IndexerError, queryIndexer, type IndexerRead } from './indexer-client';
import { array, boolean, digits, nullable, object, string } from './wire-shape';

// how far the indexer has got and its chain: a module of their own, which the table page loads without the account's reads
export { indexedVersion, indexerChainId } from './indexer-status-reads';

const assetRowSchema = object({
  amount: digits,
  asset_type: string,
  is_primary: boolean,
  is_frozen: boolean,
  storage_id: string,
  token_standard: string,
  metadata: nullable(object({ name: string, symbol: string, decimals: digits })),
});
export type AssetRow = ReturnType<typeof assetRowSchema>;

const activityRowSchema = object({
  transaction_version: digits,
  user_transaction: nullable(object({ sender: string, entry_function_id_str: string, timestamp: string })),
});
export type ActivityRow = ReturnType<typeof activityRowSchema>;

/** No pin: a bound no version reaches, the greatest the indexer's `bigint` (Postgres int8) holds. */
const NO_PIN = 2n ** 63n - 1n;

/** Rows per page of an account's activity. */
export const ACTIVITY_PAGE = 25;

/** A list longer than the limit asked for is not the answer to the query: refused before its rows are checked or drawn. */
function bounded(data: Record<string, unknown>, field: string, limit: number): void {
  const rows = data[field];
  if (Array.isArray(rows) && rows.length > limit)
    throw new IndexerError(
      'malformed',
      `the indexer sent ${rows.length.toLocaleString('en-US')} ${field} rows where at most ${limit} were asked for`,
    );
}

/** Every fungible asset and coin store the indexer knows for an account (at most 100, largest first). */
export async function accountAssets(request: IndexerRead & { address: string }): Promise<AssetRow[]> {
  const data = await queryIndexer({
    ...request,
    query: `query($owner: String) { current_fungible_asset_balances(where: {owner_address: {_eq: $owner}}, order_by: [{asset_type: asc}, {is_primary: desc}], limit: 100) { amount asset_type is_primary is_frozen storage_id token_standard metadata { name symbol decimals } } }`,
    variables: { owner: longAddress(parseAddress(request.address)) },
  });
  bounded(data, 'current_fungible_asset_balances', 100);
  return checkedRows(object({ current_fungible_asset_balances: array(assetRowSchema) }), data, 'balances').current_fungible_asset_balances;
}

const activityAfterSchema = object({
  transaction_version: digits,
  storage_id: string,
  amount: nullable(digits),
  type: string,
  is_gas_fee: boolean,
  is_transaction_success: boolean,
  storage_refund_amount: digits,
});

/** Activities read after a pinned version: past this many the balances at it are not answered (the list is current). */
const ACTIVITIES_AFTER = 100;

/** The account's assets at a pinned version, when the rows allow it (balance-at.ts); else the current ones and why not. */
export type AssetsAt = { rows: AssetRow[]; atPinned: true } | { rows: AssetRow[]; atPinned: false; why: string };

/**
 * The account's balances at version `at`: in one query (one snapshot of the index), its current stores
 * and every fungible asset activity of it after `at`; each balance less what came after. A store that
 * held nothing at `at` is left out.
 */
export async function accountAssetsAt(request: IndexerRead & { address: string; at: bigint }): Promise<AssetsAt> {
  const data = await queryIndexer({
    ...request,
    query: `query($owner: String, $at: bigint) { current_fungible_asset_balances(where: {owner_address: {_eq: $owner}}, order_by: [{asset_type: asc}, {is_primary: desc}], limit: 100) { amount asset_type is_primary is_frozen storage_id token_standard metadata { name symbol decimals } } fungible_asset_activities(where: {owner_address: {_eq: $owner}, transaction_version: {_gt: $at}}, order_by: [{transaction_version: asc}, {event_index: asc}], limit: ${ACTIVITIES_AFTER}) { transaction_version storage_id amount type is_gas_fee is_transaction_success storage_refund_amount } }`,
    variables: { owner: longAddress(parseAddress(request.address)), at: request.at.toString() },
  });
  bounded(data, 'current_fungible_asset_balances', 100);
  bounded(data, 'fungible_asset_activities', ACTIVITIES_AFTER);
  const parsed = checkedRows(
    object({ current_fungible_asset_balances: array(assetRowSchema), fungible_asset_activities: array(activityAfterSchema) }),
    data,
    'balances and activities',
  );
  const rows = parsed.current_fungible_asset_balances;
  const after = parsed.fungible_asset_activities;
  const answer = balancesAt(rows, after, after.length < ACTIVITIES_AFTER, request.at);
  if (!answer.ok) return { rows, atPinned: false, why: answer.why };
  return {
    atPinned: true,
    rows: rows.flatMap((row) => {
      const amount = answer.amounts.get(row.storage_id) ?? 0n;
      // a store whose whole balance came after `at` held nothing then
      return amount === 0n && row.amount !== '0' ? [] : [{ ...row, amount: amount.toString() }];
    }),
  };
}

/** One page of the transactions that touched an account, newest first, and how many there are; with `at`, those up to it. */
export async function accountActivity(
  request: IndexerRead & { address: string; page: number; at?: bigint | undefined },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = `{account_address: {_eq: $account}, transaction_version: {_lte: $at}}`;
  const data = await queryIndexer({
    ...request,
    query: `query($account: String, $at: bigint, $limit: Int, $offset: Int) { account_transactions(where: ${where}, order_by: {transaction_version: desc}, limit: $limit, offset: $offset) { transaction_version user_transaction { sender entry_function_id_str timestamp } } account_transactions_aggregate(where: ${where}) { aggregate { count } } }`,
    variables: {
      account: longAddress(parseAddress(request.address)),
      at: (request.at ?? NO_PIN).toString(),
      limit: ACTIVITY_PAGE,
      offset: request.page * ACTIVITY_PAGE,
    },
  });
  bounded(data, 'account_transactions', ACTIVITY_PAGE);
  const parsed = checkedRows(
    object({
      account_transactions: array(activityRowSchema),
      account_transactions_aggregate: object({ aggregate: object({ count: digits }) }),
    }),
    data,
    'transactions',
  );
  return { rows: parsed.account_transactions, total: Number(parsed.account_transactions_aggregate.aggregate.count) };
}

const callerRowSchema = object({ version: digits, sender: string, timestamp: string, entry_function_id_str: string });
export type CallerRow = ReturnType<typeof callerRowSchema>;

/** One page of the user transactions that called an entry function (its id as short and long address: indexers write either), newest first; with `at`, those up to it. */
export async function functionCallers(
  request: IndexerRead & { functionIds: string[]; page: number; at?: bigint | undefined },
): Promise<{ rows: CallerRow[]; total: number }> {
  const where = `{entry_function_id_str: {_in: $ids}, version: {_lte: $at}}`;
  const data = await queryIndexer({
    ...request,
    query: `query($ids: [String!], $at: bigint, $limit: Int, $offset: Int) { user_transactions(where: ${where}, order_by: {version: desc}, limit: $limit, offset: $offset) { version sender timestamp entry_function_id_str } user_transactions_aggregate(where: ${where}) { aggregate { count } } }`,
    variables: {
      ids: request.functionIds,
      at: (request.at ?? NO_PIN).toString(),
      limit: ACTIVITY_PAGE,
      offset: request.page * ACTIVITY_PAGE,
    },
  });
  bounded(data, 'user_transactions', ACTIVITY_PAGE);
  const parsed = checkedRows(
    object({
      user_transactions: array(callerRowSchema),
      user_transactions_aggregate: object({ aggregate: object({ count: digits }) }),
    }),
    data,
    'transactions',
  );
  return { rows: parsed.user_transactions, total: Number(parsed.user_transactions_aggregate.aggregate.count) };
}
