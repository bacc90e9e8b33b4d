// What the explorer asks the indexer (the Aptos indexer's tables, as the TS SDK names them): how far it
// has got, an account's fungible asset and coin stores, and the transactions that touched it. Rows are
// checked against these shapes, so a wrong type is a clear error and never a row shown wrongly.
import * as z from 'zod/mini';
import { longAddress, parseAddress } from '../move/address';
import { IndexerError, queryIndexer, type IndexerRequest } from './indexer-client';

const digits = z.string().check(z.regex(/^\d+$/));

const statusSchema = z.object({
  processor_status: z.array(z.object({ processor: z.string(), last_success_version: digits })),
});

const assetRowSchema = z.object({
  amount: digits,
  asset_type: z.string(),
  is_primary: z.boolean(),
  is_frozen: z.boolean(),
  storage_id: z.string(),
  token_standard: z.string(),
  metadata: z.nullable(z.object({ name: z.string(), symbol: z.string(), decimals: digits })),
});
export type AssetRow = z.infer<typeof assetRowSchema>;

const activityRowSchema = z.object({
  transaction_version: digits,
  user_transaction: z.nullable(z.object({ sender: z.string(), entry_function_id_str: z.string(), timestamp: z.string() })),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

/** Rows per page of an account's activity. */
export const ACTIVITY_PAGE = 25;

function checked<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new IndexerError('malformed', `the indexer’s ${what} are not the shape asked for`);
  return parsed.data;
}

type Request = Omit<IndexerRequest, 'query' | 'variables'>;

/** The version every processor the explorer reads has indexed through (the least of them). */
export async function indexedVersion(request: Request): Promise<bigint> {
  const data = await queryIndexer({
    ...request,
    query: `query { processor_status(where: {processor: {_in: ["fungible_asset_processor", "account_transactions_processor", "user_transaction_processor"]}}) { processor last_success_version } }`,
  });
  const rows = checked(statusSchema, data, 'processor statuses').processor_status;
  if (rows.length === 0) throw new IndexerError('malformed', 'the indexer names none of the processors the explorer reads');
  return rows.map((row) => BigInt(row.last_success_version)).reduce((a, b) => (a < b ? a : b));
}

/** Every fungible asset and coin store the indexer knows for an account (at most 100, largest first). */
export async function accountAssets(request: Request & { address: string }): Promise<AssetRow[]> {
  const data = await queryIndexer({
    ...request,
    query: `query($owner: String) { current_fungible_asset_balances(where: {owner_address: {_eq: $owner}}, order_by: [{asset_type: asc}, {is_primary: desc}], limit: 100) { amount asset_type is_primary is_frozen storage_id token_standard metadata { name symbol decimals } } }`,
    variables: { owner: longAddress(parseAddress(request.address)) },
  });
  return checked(z.object({ current_fungible_asset_balances: z.array(assetRowSchema) }), data, 'balances').current_fungible_asset_balances;
}

/** One page of the transactions that touched an account, newest first, and how many there are. */
export async function accountActivity(
  request: Request & { address: string; page: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const data = await queryIndexer({
    ...request,
    query: `query($account: String, $limit: Int, $offset: Int) { account_transactions(where: {account_address: {_eq: $account}}, order_by: {transaction_version: desc}, limit: $limit, offset: $offset) { transaction_version user_transaction { sender entry_function_id_str timestamp } } account_transactions_aggregate(where: {account_address: {_eq: $account}}) { aggregate { count } } }`,
    variables: { account: longAddress(parseAddress(request.address)), limit: ACTIVITY_PAGE, offset: request.page * ACTIVITY_PAGE },
  });
  const parsed = checked(
    z.object({
      account_transactions: z.array(activityRowSchema),
      account_transactions_aggregate: z.object({ aggregate: z.object({ count: digits }) }),
    }),
    data,
    'transactions',
  );
  return { rows: parsed.account_transactions, total: Number(parsed.account_transactions_aggregate.aggregate.count) };
}

const callerRowSchema = z.object({ version: digits, sender: z.string(), timestamp: z.string(), entry_function_id_str: z.string() });
export type CallerRow = z.infer<typeof callerRowSchema>;

/** One page of the user transactions that called an entry function (its id as short and long address: indexers write either), newest first. */
export async function functionCallers(
  request: Request & { functionIds: string[]; page: number },
): Promise<{ rows: CallerRow[]; total: number }> {
  const data = await queryIndexer({
    ...request,
    query: `query($ids: [String!], $limit: Int, $offset: Int) { user_transactions(where: {entry_function_id_str: {_in: $ids}}, order_by: {version: desc}, limit: $limit, offset: $offset) { version sender timestamp entry_function_id_str } user_transactions_aggregate(where: {entry_function_id_str: {_in: $ids}}) { aggregate { count } } }`,
    variables: { ids: request.functionIds, limit: ACTIVITY_PAGE, offset: request.page * ACTIVITY_PAGE },
  });
  const parsed = checked(
    z.object({
      user_transactions: z.array(callerRowSchema),
      user_transactions_aggregate: z.object({ aggregate: z.object({ count: digits }) }),
    }),
    data,
    'transactions',
  );
  return { rows: parsed.user_transactions, total: Number(parsed.user_transactions_aggregate.aggregate.count) };
}
