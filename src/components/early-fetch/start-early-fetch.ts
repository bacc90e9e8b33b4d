// A deep link's first data requests (a resource, an account's list, a view call, a transaction; the table
// page's indexer queries), started by the boot script (src/app/boot/boot.ts) while the app's scripts
// download; take-early-fetch.ts hands each to the page when the page sends exactly this request. The URL
// and body come from the core's own builders (read-requests.ts, indexer-documents.ts), so they are the
// client's by construction.
import { apiUrl } from '../../core/api/api-url';
import { indexerBody } from '../../core/api/indexer-client';
import type { IndexerDocument } from '../../core/api/indexer-documents';
import { apiRequestOf, type ReadRequest } from '../../core/api/read-requests';
import { browserStorage, memoryStorage } from '../../core/settings/key-value-storage';
import { servingNode, servingNodeReadWithoutKey } from '../node-choice/node-choice';
import { createNodeSettings } from '../../core/settings/node-settings';
import { EARLY_FETCH_GLOBAL, type EarlyRequest } from './early-fetch-global';

/** A read of the serving node's API, as the client sends it (send-request.ts). */
export function nodeReadRequest(read: ReadRequest): EarlyRequest {
  const request = apiRequestOf(read);
  const url = apiUrl(servingNode(), request.path, request.query);
  const body = request.jsonBody === undefined ? null : JSON.stringify(request.jsonBody);
  return { url, method: request.method, accept: request.accept, body };
}

/**
 * A query to the serving node's own indexer, as indexer-client.ts sends it: `…/v1/graphql` beside it
 * (networks.ts indexerUrlOf, without the presets' table: were the serving node a preset, the page would
 * ask the preset's indexer and take none of these).
 */
export const indexerQueryRequest = (document: IndexerDocument): EarlyRequest => ({
  url: `${servingNode()}/graphql`,
  method: 'POST',
  accept: '',
  body: indexerBody(document),
});

export function startEarlyFetches(requests: readonly EarlyRequest[]): void {
  const controller = new AbortController();
  const started = requests.map((request) => {
    const { url, method, accept, body } = request;
    const headers: Record<string, string> = {};
    if (accept !== '') headers.Accept = accept;
    if (body !== null) headers['Content-Type'] = 'application/json';
    const response = fetch(
      url,
      body === null ? { headers, signal: controller.signal } : { method, headers, body, signal: controller.signal },
    );
    response.catch(() => undefined); // a failure is the page's to report, when it takes the response
    return { ...request, response };
  });
  Reflect.set(window, EARLY_FETCH_GLOBAL, started);
  // A link naming no node reads the serving node in every browser (node-choice.ts): the page reads this
  // node whatever node the settings chose. They may hold an API key for it: the page then sends
  // Authorization (to the node's own indexer too) and will not take these responses, so stop them. Read
  // after the parser has moved on: opening localStorage can be slow, and here that is time spent waiting
  // for scripts anyway.
  setTimeout(() => {
    if (servingNodeReadWithoutKey(createNodeSettings(browserStorage() ?? memoryStorage()))) return;
    controller.abort();
    Reflect.deleteProperty(window, EARLY_FETCH_GLOBAL);
  });
}
