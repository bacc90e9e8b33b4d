import { useQuery } from '@tanstack/react-query';
import { tableQueries } from '../../queries/table-queries';
import type { IndexerSource } from '../../queries/indexer-status-queries';
import { useIndexerStatus, type IndexerStatus } from '../../queries/use-indexer-status';
import { errorMessage } from '../../core/error-message';

export interface IndexCoverage {
  status: IndexerStatus;
  /** How far the index has got, once its chain is checked. */
  indexed: bigint | undefined;
  /** The version on screen is above what the indexer has indexed: it may miss writes there. */
  beyondIndex: boolean;
  /** The version on screen (or the diff's other one) is below the oldest table write the indexer holds. */
  belowHistory: bigint | undefined;
  oldest: bigint | null;
  /** Whether the oldest write is known where it matters (a pinned or compared version). */
  historyKnown: boolean;
  /** The indexer can answer at the version(s) on screen. */
  ready: boolean;
  /** Why the indexer did not answer, said as text. */
  failure: string | undefined;
  noIndexer: boolean;
}

/** What the indexer can answer about a table at the version on screen (and the diff's other version). */
export function useIndexCoverage(source: IndexerSource, ledgerVersion: bigint | undefined, compare: bigint | null): IndexCoverage {
  const status = useIndexerStatus(source);
  const indexed = status.indexed;
  // the indexer cannot answer above what it has indexed: nothing is listed rather than a list that may miss writes
  const beyondIndex = ledgerVersion !== undefined && indexed !== undefined && ledgerVersion > indexed;
  // nor below the oldest table write it holds (an indexer started late): there it holds none of the table's history
  const pinnedOrCompared = ledgerVersion !== undefined || compare !== null;
  const historyStart = useQuery({ ...tableQueries.historyStart(source), enabled: pinnedOrCompared });
  const oldest = historyStart.data ?? null;
  const belowHistory = [ledgerVersion, compare ?? undefined].find(
    (version) => version !== undefined && oldest !== null && version < oldest,
  );
  const historyKnown = !pinnedOrCompared || !historyStart.isPending;
  const ready = indexed !== undefined && !beyondIndex && belowHistory === undefined;
  const failure = status.problem === undefined ? undefined : errorMessage(status.problem);
  const noIndexer = failure !== undefined && indexed === undefined;
  return { status, indexed, beyondIndex, belowHistory, oldest, historyKnown, ready, failure, noIndexer };
}
