// POST /v1/graphql through the gateway: a query (graphql-guard.ts) goes to the indexer with the key, its
// answer comes back with no node header and is never kept (an indexer query is not pinned to a version);
// anything else is refused as Hasura refuses, with status 200 as Hasura sends it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { heldEntries, sendAnswer } from './gateway-answer';
import { ERROR_HEADER, FORWARDED_ANSWER_HEADERS } from './gateway-headers';
import { graphqlRefusal } from './graphql-guard';
import type { GatewayParts } from './forward-read';
import { requestLine, whileBrowserWaits } from './forward-read';
import type { ReadRoute } from './read-routes';

export function queryForwarder(parts: GatewayParts, ownHeaders: Readonly<Record<string, string>>) {
  const { indexer, link, memory, refusals } = parts;
  return (route: ReadRoute) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const refusal = graphqlRefusal(body, request.headers['content-encoding']);
      if (refusal !== null) {
        reply.headers({ ...ownHeaders, ...FORWARDED_ANSWER_HEADERS, 'cache-control': 'no-cache' }).header(ERROR_HEADER, 'refused');
        return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(refusal));
      }
      const how = { pinned: false, shareable: parts.shareable(request), fromIndexer: true };
      const lacking = memory.lacking(route.name);
      if (lacking !== undefined) return sendAnswer(request, reply, heldEntries(lacking), 'hit', how);
      const gate = link.gateOf(indexer);
      if (gate.secondsLeft() > 0) return refusals.sendRateLimited(reply, indexer, gate);
      const headers = link.headersFor(request.headers);
      delete headers['if-none-match'];
      let answer;
      try {
        answer = await whileBrowserWaits(reply, async (signal) => {
          const asked = await link.ask(requestLine(request), { url: indexer, method: 'POST', headers, body, signal }, indexer);
          link.check(asked, indexer);
          return asked;
        });
      } catch (error) {
        return refusals.sendFailure(reply, error, indexer);
      }
      // an upstream with no indexer there (a node without /v1/graphql) lacks it for a while
      memory.noteMissing(route.name, answer);
      return sendAnswer(request, reply, answer, 'bypass', how);
    };
}
