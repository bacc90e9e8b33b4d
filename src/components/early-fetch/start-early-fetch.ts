// A deep link's first data request (a resource, an account's list, a view call, a transaction), started by the boot script
// (src/app/boot/boot.ts) while the app's scripts download; take-early-fetch.ts hands it to the page when
// the page asks for exactly this URL with this Accept. The URL comes from the core's one request
// builder, so it is the client's by construction.
import { apiUrl } from '../../core/api/api-url';
import { apiRequestOf, type ReadRequest } from '../../core/api/read-requests';
import { browserStorage, memoryStorage } from '../../core/settings/key-value-storage';
import { servingNodeReadWithoutKey } from '../node-choice/node-choice';
import { createNodeSettings } from '../../core/settings/node-settings';

/** Where the started request waits for the page, on window. */
export const EARLY_FETCH_GLOBAL = '__ledgerEarlyFetch';

export function startEarlyFetch(read: ReadRequest): void {
  const request = apiRequestOf(read);
  const url = apiUrl(`${window.location.origin}/v1`, request.path, request.query);
  const controller = new AbortController();
  // a POST (a view call) carries its JSON body, written as the client writes it (send-request.ts)
  const body = request.jsonBody === undefined ? undefined : JSON.stringify(request.jsonBody);
  const response = fetch(
    url,
    body === undefined
      ? { headers: { Accept: request.accept }, signal: controller.signal }
      : {
          method: request.method,
          headers: { Accept: request.accept, 'Content-Type': 'application/json' },
          body,
          signal: controller.signal,
        },
  );
  response.catch(() => undefined); // a failure is the page's to report, when it takes the response
  Reflect.set(window, EARLY_FETCH_GLOBAL, { url, accept: request.accept, method: request.method, body: body ?? null, response });
  // A link naming no node reads the serving node in every browser (node-choice.ts): the page reads this
  // node whatever node the settings chose. They may hold an API key for it: the page then sends
  // Authorization and will not take this response, so stop it. Read after the parser has moved on:
  // opening localStorage can be slow, and here that is time spent waiting for scripts anyway.
  setTimeout(() => {
    if (servingNodeReadWithoutKey(createNodeSettings(browserStorage() ?? memoryStorage()))) return;
    controller.abort();
    Reflect.deleteProperty(window, EARLY_FETCH_GLOBAL);
  });
}
