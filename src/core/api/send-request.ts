import { ApiError } from './errors';
import { hidesLedgerHeaders, noteLedgerHeaders } from './node-wire';
import {
  readsAtLatest,
  sendOnce,
  versionAsked,
  wantsBodyLedger,
  type ApiRequest,
  type RequestOptions,
  type Revalidate,
  type SuccessfulResponse,
} from './send-once';

// the one exchange and the body readers live in send-once.ts; every read imports them from here
export { malformedBody, readBcsBody, readJsonBody } from './send-once';
export type { ApiRequest, ApiResponse, RequestOptions } from './send-once';

// the path of a node that hides its ledger headers: loaded when a node's answer first needs it (issue 34)
const hiddenWire = () => import('./hidden-wire');

/**
 * Sends one API request. Returns 2xx responses; throws ApiError for every other outcome
 * (status mapping in errors.ts), and re-throws an abort unchanged.
 *
 * On a node that hides its ledger headers from this page (a real node on another origin), the ledger
 * comes from `GET /v1`'s body instead, and a read at latest is sent at the version that body names,
 * so a page is one consistent snapshot (docs/api.md#real-nodes-on-the-wire). The first such answer
 * of a node, read at an unknown latest, is read again at an explicit version.
 */
export async function sendApiRequest(asked: RequestOptions, request: ApiRequest, revalidate?: Revalidate): Promise<SuccessfulResponse> {
  const options = { ...asked, wires: asked.wires ?? new Map() };
  // GET /v1 states its ledger in its body (ledger-info-read.ts getLedgerInfo)
  if (request.path === '') return sendOnce(options, request, revalidate);
  if (hidesLedgerHeaders(options.wires, options.node)) return (await hiddenWire()).sendOnHiddenWire(options, request, revalidate);
  let sent: SuccessfulResponse;
  try {
    sent = await sendOnce(options, request, revalidate);
  } catch (error) {
    // an absent value without a readable ledger: the node hides its headers, as a 2xx without them would
    // say (a page whose first reads are all absent values would otherwise never learn it, nor their version)
    const hidden = absentStateWithoutLedger(error);
    if (hidden) noteLedgerHeaders(options.wires, options.node, false);
    if (hidden && readsAtLatest(request)) return (await hiddenWire()).sendOnHiddenWire(options, request, revalidate);
    if (!wantsBodyLedger(error, hidden)) throw error;
    throw await (await hiddenWire()).withBodyLedger(options, error, versionAsked(request), hidden);
  }
  noteLedgerHeaders(options.wires, options.node, sent.ledger !== null);
  if (sent.ledger !== null) return sent;
  const wire = await hiddenWire();
  if (readsAtLatest(request)) {
    await sent.response.body?.cancel().catch(() => undefined);
    return wire.sendOnHiddenWire(options, request, revalidate);
  }
  return { ...sent, ledger: await wire.bodyLedgerOrNull(options, { atLeast: versionAsked(request) }) };
}

/**
 * The error codes that speak of state at a version: a node answering them has read its ledger, and sends
 * its ledger headers with them unless it hides them. Any other failure (a 406, a 404 of a missing route,
 * a proxy's 502) says nothing of the wire: it must not mark it (the broader rule was reverted at 5df2f18).
 */
const STATE_AT_VERSION_CODES: ReadonlySet<string> = new Set(['resource_not_found', 'table_item_not_found']);

/** An answer about state at a version (an absent resource or table item) whose ledger headers could not be read. */
function absentStateWithoutLedger(error: unknown): boolean {
  return error instanceof ApiError && error.ledger === null && error.errorCode !== null && STATE_AT_VERSION_CODES.has(error.errorCode);
}
