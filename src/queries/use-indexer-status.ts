import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { IndexerError } from '../core/api/indexer-client';
import { indexerFigures, type IndexerFigures } from '../core/api/indexer-figures';
import { indexerStatusQueries, type IndexerSource } from './indexer-status-queries';
import { useLedgerStatus } from './ledger-status/ledger-status';

export interface IndexerStatus {
  /** How far the index has got; undefined until known, and while its chain is unknown (a list is never shown before that). */
  indexed: bigint | undefined;
  /** Why no list can be shown: the indexer failed, or indexes another chain than the node (an IndexerError 'other_chain'). */
  problem: unknown;
  /** The indexer does not say which chain it indexes: that it is the node's cannot be checked. */
  chainUnchecked: boolean;
  /** What the provenance line sets side by side: an indexed version, and the node's beside it (indexerFigures). */
  figures: IndexerFigures | undefined;
}

/**
 * How far the page's indexer has got, and whether it indexes the node's chain: its `ledger_infos.chain_id`
 * against the chain id the node's ledger info says (the status bar reads it). Another chain's index
 * answers about other accounts' history: its lists are refused, never shown as this node's.
 */
export function useIndexerStatus(source: IndexerSource): IndexerStatus {
  const status = useQuery(indexerStatusQueries.status(source));
  // react-query clears a failed query's error while it asks again (it has no data to keep): the failure stands until
  // an answer replaces it, or a page would drop what it shows in its place (the table's scan) at every refresh
  const lastFailure = useRef<{ of: IndexerSource; error: unknown } | undefined>(undefined);
  if (status.isError) lastFailure.current = { of: source, error: status.error };
  else if (status.isSuccess) lastFailure.current = undefined;
  const held = lastFailure.current;
  const sameSource = held !== undefined && held.of.node === source.node && held.of.indexer === source.indexer;
  const failure = status.isError ? status.error : status.isPending && sameSource ? held.error : undefined;
  const chain = useQuery(indexerStatusQueries.chain(source));
  const nodeLedger = useLedgerStatus(source.node)?.ledger;
  const nodeChain = nodeLedger?.chainId;
  // asked beside the rows once the indexer has answered, not before them; the previous pair kept meanwhile
  const after = useQuery({
    ...indexerStatusQueries.nodeAfter(source, status.data ?? 0n),
    enabled: status.data !== undefined,
    placeholderData: (previous) => previous,
  });
  const indexerChain = chain.data;
  const otherChain =
    indexerChain !== undefined && indexerChain !== null && nodeChain !== undefined && indexerChain !== nodeChain
      ? new IndexerError(
          'other_chain',
          `the indexer at ${source.indexer} indexes chain ${indexerChain}, but the node serves chain ${nodeChain}: its lists are another chain’s`,
        )
      : null;
  const chainSettled = chain.isSuccess || chain.isError;
  const indexed = chainSettled && otherChain === null ? status.data : undefined;
  // a failed read is not kept in for a newer answer; a read of another chain (the node was reset) is not set against this index
  const answer = !after.isError && after.data !== undefined && after.data.ledger.chainId === nodeChain ? after.data : undefined;
  return {
    indexed,
    problem: otherChain ?? failure,
    chainUnchecked: chain.isError || (chain.isSuccess && indexerChain === null),
    figures:
      indexed === undefined
        ? undefined
        : indexerFigures(
            indexed,
            answer === undefined ? undefined : { indexed: answer.indexed, node: answer.ledger.ledgerVersion },
            nodeLedger?.ledgerVersion,
          ),
  };
}
