import { useQuery } from '@tanstack/react-query';
import { IndexerError } from '../core/api/indexer-client';
import { indexerQueries, type IndexerSource } from './indexer-queries';
import { useLedgerStatus } from './ledger-status/ledger-status';

export interface IndexerStatus {
  /** How far the index has got; undefined until known, and while its chain is unknown (a list is never shown before that). */
  indexed: bigint | undefined;
  /** Why no list can be shown: the indexer failed, or indexes another chain than the node (an IndexerError 'other_chain'). */
  problem: unknown;
  /** The indexer does not say which chain it indexes: that it is the node's cannot be checked. */
  chainUnchecked: boolean;
}

/**
 * How far the page's indexer has got, and whether it indexes the node's chain: its `ledger_infos.chain_id`
 * against the chain id the node's ledger info says (the status bar reads it). Another chain's index
 * answers about other accounts' history: its lists are refused, never shown as this node's.
 */
export function useIndexerStatus(source: IndexerSource): IndexerStatus {
  const status = useQuery(indexerQueries.status(source));
  const chain = useQuery(indexerQueries.chain(source));
  const nodeChain = useLedgerStatus(source.node)?.ledger?.chainId;
  const indexerChain = chain.data;
  const otherChain =
    indexerChain !== undefined && indexerChain !== null && nodeChain !== undefined && indexerChain !== nodeChain
      ? new IndexerError(
          'other_chain',
          `the indexer at ${source.indexer} indexes chain ${indexerChain}, but the node serves chain ${nodeChain}: its lists are another chain’s`,
        )
      : null;
  const chainSettled = chain.isSuccess || chain.isError;
  return {
    indexed: chainSettled && otherChain === null ? status.data : undefined,
    problem: otherChain ?? status.error ?? undefined,
    chainUnchecked: chain.isError || (chain.isSuccess && indexerChain === null),
  };
}
