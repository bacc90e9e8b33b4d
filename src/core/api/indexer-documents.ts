// The GraphQL the table page asks first (how far the index has got and the chain it indexes; the first
// page: table-documents.ts), written once: the app sends it (indexer-reads.ts) and so does the boot script,
// before any module loads (src/core/search/page-reads.ts), with the same body (indexer-client.ts
// indexerBody). The early request is the page's only when its body is the very text the page would send.
// No reader or row check is imported: the boot script bundles this file.
export interface IndexerDocument {
  query: string;
  variables?: Record<string, unknown> | undefined;
}

/** The processors the explorer reads and how far each has got. */
export const INDEXED_VERSION: IndexerDocument = {
  query: `query { processor_status(where: {processor: {_in: ["fungible_asset_processor", "account_transactions_processor", "user_transaction_processor"]}}) { processor last_success_version } }`,
};

/** The chain the indexer says it indexes. */
export const INDEXER_CHAIN: IndexerDocument = { query: `query { ledger_infos(limit: 1) { chain_id } }` };
