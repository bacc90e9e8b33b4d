// POST /v1/graphql: the index's GraphQL API (ours; docs/api.md#the-indexer), executed by
// server/indexer/graphql/run-query.ts. Hasura answers every query with status 200, errors included.
import { createQueryRunner, readGraphqlRequest } from '../../indexer/graphql/run-query';
import type { Indexer } from '../../indexer/indexer';
import { answerText } from '../../indexer/sql-values';
import { sendUncachedJson } from '../caching/compressed-body';
import type { EndpointHandlers } from '../register-endpoints';

export function graphqlRoute(indexer: Indexer, budgetMs?: number): Pick<EndpointHandlers, 'queryIndexer'> {
  const runner = createQueryRunner(indexer.store.db, budgetMs);
  return {
    queryIndexer: ({ body }, request, reply) => {
      const read = readGraphqlRequest(body);
      const answer = 'errors' in read ? read : runner.run(read);
      return sendUncachedJson(request, reply, answerText(answer));
    },
  };
}
