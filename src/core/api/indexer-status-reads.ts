// How far the indexer has got, and which chain it says it indexes: what every page that reads the indexer asks
// first (indexer-reads.ts holds an account's reads, which only the account and module pages load).
import { checkedRows, IndexerError, queryIndexer, type IndexerRead } from './indexer-client';
import { array, digits, object, string } from './wire-shape';

const statusSchema = object({
  processor_status: array(object({ processor: string, last_success_version: digits })),
});

/** The version every processor the explorer reads has indexed through (the least of them). */
export async function indexedVersion(request: IndexerRead): Promise<bigint> {
  const data = await queryIndexer({
    ...request,
    query: `query { processor_status(where: {processor: {_in: ["fungible_asset_processor", "account_transactions_processor", "user_transaction_processor"]}}) { processor last_success_version } }`,
  });
  const rows = checkedRows(statusSchema, data, 'processor statuses').processor_status;
  if (rows.length === 0) throw new IndexerError('malformed', 'the indexer names none of the processors the explorer reads');
  return rows.map((row) => BigInt(row.last_success_version)).reduce((a, b) => (a < b ? a : b));
}

/**
 * The chain the indexer says it indexes (its `ledger_infos`, as the Aptos indexer serves it), or null when
 * it does not say (a host that refuses the table, or sends no row): then it cannot be checked against the node's.
 */
export async function indexerChainId(request: IndexerRead): Promise<number | null> {
  let data: Record<string, unknown>;
  try {
    data = await queryIndexer({ ...request, query: `query { ledger_infos(limit: 1) { chain_id } }` });
  } catch (error) {
    if (error instanceof IndexerError && error.kind === 'refused') return null;
    throw error;
  }
  const rows = checkedRows(object({ ledger_infos: array(object({ chain_id: digits })) }), data, 'ledger infos').ledger_infos;
  const first = rows[0];
  return first === undefined ? null : Number(first.chain_id);
}
