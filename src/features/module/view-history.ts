import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import type { ViewCall } from '../../core/api/view-read';
import { searchChange, type ProbeResult } from '../../core/history/change-search';
import { searchedChange, type ChangeAnswer, type ChangeQuery } from '../../core/history/key-changes';
import { isExecutionFailure } from './view-error';
import { viewQueries } from './view-queries';

/**
 * Previous / next change of a view call's result: no node indexes a function's answers, so it is always
 * the search over reads (src/core/history/change-search.ts, O(log distance) calls, the same search and
 * bounds a resource uses on a node without our write index). Two answers are the same when their JSON is.
 */
export function findViewChange(client: QueryClient, node: string, call: ViewCall) {
  return async (query: ChangeQuery): Promise<ChangeAnswer> => {
    const read = async (version: bigint): Promise<ProbeResult<string>> => {
      try {
        return { kind: 'value', value: JSON.stringify((await client.fetchQuery(viewQueries.call(node, call, version))).data) };
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'pruned')
          return { kind: 'pruned', oldest: error.ledger?.oldestLedgerVersion ?? null };
        // an abort is an answer too (the function aborts at that version): it differs from a value
        if (isExecutionFailure(error)) return { kind: 'value', value: `abort:${error.message}` };
        throw error;
      }
    };
    const result = await searchChange({ ...query, read, equal: (a, b) => a === b });
    return searchedChange(result);
  };
}
