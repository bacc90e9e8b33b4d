// A resource deep link's data request, started by the boot script (src/app/boot/boot.ts) while the
// app's scripts download; take-early-fetch.ts hands it to the page when the page asks for this URL.
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import { browserStorage, memoryStorage } from '../explorer/key-value-storage';
import { readsServingNodeWithoutKey } from '../node-choice/node-choice';
import { createNodeSettings } from '../node-choice/node-settings';

/** Where the started request waits for the page, on window. */
export const EARLY_FETCH_GLOBAL = '__ledgerEarlyFetch';

/** The resource route's path parameters, as they appear in the address bar (percent-encoded). */
export interface ResourcePathParams {
  address: string;
  resourceType: string;
}

/** The URL the client will request for this page, or null when the page will not read the serving node as it is. */
function earlyUrl(path: ResourcePathParams, search: URLSearchParams): string | null {
  // a link naming a node: which node is read is decided with the settings, by the page
  if (search.has('node')) return null;
  const versionParam = search.get('ledger_version');
  const version = versionParam === null ? null : parseLedgerVersionParam(versionParam);
  if (version !== null && !version.ok) return null;
  try {
    const address = encodeURIComponent(decodeURIComponent(path.address));
    const resourceType = encodeURIComponent(decodeURIComponent(path.resourceType));
    const query = version === null ? '' : `?ledger_version=${version.version}`;
    return `${window.location.origin}/v1/accounts/${address}/resource/${resourceType}${query}`;
  } catch {
    return null; // a malformed path: the page shows the reason
  }
}

export function startEarlyResourceFetch(path: ResourcePathParams): void {
  const url = earlyUrl(path, new URLSearchParams(window.location.search));
  if (url === null) return;
  const controller = new AbortController();
  const response = fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal });
  response.catch(() => undefined); // a failure is the page's to report, when it takes the response
  Reflect.set(window, EARLY_FETCH_GLOBAL, { url, response });
  // The settings may choose another node or hold an API key for this one: the page will not take this
  // response then (another URL, or it sends Authorization), so stop it. Read after the parser has moved
  // on: opening localStorage can be slow, and here that is time spent waiting for scripts anyway.
  setTimeout(() => {
    if (readsServingNodeWithoutKey(null, createNodeSettings(browserStorage() ?? memoryStorage()))) return;
    controller.abort();
    Reflect.deleteProperty(window, EARLY_FETCH_GLOBAL);
  });
}
