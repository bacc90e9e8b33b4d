import { queryOptions } from '@tanstack/react-query';
import { IndexerError } from '../core/api/indexer-client';
import { indexedVersion, indexerChainId } from '../core/api/indexer-status-reads';
import { apiKeyFor } from '../core/settings/node-settings';
import { getLedgerInfo } from '../core/api/ledger-info-read';
import { nodeRequest } from './ledger-status/ledger-status';
import { followPace } from './versioned-read';

// What every page that reads the indexer asks first: how far it has got, the node beside it, and its chain.
// indexer-queries.ts adds an account's reads, which only the account and module pages load.
// The indexer's answers are current (its latest), never pinned: each is refreshed as latest reads are.
// Keys: the node first (its pages' reads), then the indexer asked (`?indexer=` or the node's own), then what is asked.
// One retry, for an indexer that did not answer or failed; a 404, a refusal, a 429, a malformed answer or another chain is not asked again at once.
export const retry = (failures: number, error: unknown) =>
  failures < 1 &&
  !(error instanceof IndexerError && ['absent', 'refused', 'rate_limited', 'malformed', 'other_chain'].includes(error.kind));
export const FOLLOW = { staleTime: 2_000, refetchInterval: followPace, retry } as const;

/** Where the page's indexer reads go: the indexer's URL, and the node it stands beside. */
export interface IndexerSource {
  node: string;
  indexer: string;
}

/** The node's API key goes only to an indexer of the node's own origin (a preset's host, or the node's /v1/graphql): never to one a link named elsewhere. */
export function indexerRequest(source: IndexerSource, signal: AbortSignal) {
  const sameOrigin = new URL(source.indexer).origin === new URL(source.node).origin;
  return { url: source.indexer, signal, apiKey: sameOrigin ? apiKeyFor(source.node) : undefined };
}

export const indexerStatusQueries = {
  status: (source: IndexerSource) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'status'],
      queryFn: ({ signal }) => indexedVersion(indexerRequest(source, signal)),
      ...FOLLOW,
    }),
  /**
   * The node's ledger read once the indexer has said `indexed`: a read from before its answer may be older
   * than the index (a live node moves on), and would make the lag read low.
   */
  nodeAfter: (source: IndexerSource, indexed: bigint) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'node-after', indexed.toString()],
      // `ledger` feeds the status bar too
      queryFn: async ({ client, signal }) => ({ indexed, ledger: (await getLedgerInfo(nodeRequest(client, source.node, signal))).ledger }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The chain the indexer says it indexes (`ledger_infos`), null when it does not say: asked once, a chain id does not change. */
  chain: (source: IndexerSource) =>
    queryOptions({
      queryKey: [source.node, 'indexer', source.indexer, 'chain'],
      queryFn: ({ signal }) => indexerChainId(indexerRequest(source, signal)),
      staleTime: Number.POSITIVE_INFINITY,
      retry,
    }),
};
