// The read path of a node that hides its ledger headers from this page (a real node on another origin,
// docs/api.md#real-nodes-on-the-wire): the ledger from `GET /v1`'s body, and a read at latest sent at the
// version it names. send-request.ts loads it only when a node's answer needs it, so no first load on a
// node that shows its headers carries it (issue 34).
import { ApiError } from './errors';
import type { LedgerInfo } from './ledger-headers';
import { getLedgerInfo } from './ledger-info-read';
import { ledgerFromBody, noteLedgerHeaders, type BodyLedgerWanted, type NodeWires } from './node-wire';
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

type Wired = RequestOptions & { wires: NodeWires };

/**
 * On a load-balanced network, `GET /v1` and the read it pins may reach different backends, the read's a
 * moment behind (404 version_not_found for the version the other just named): it is sent again, briefly.
 */
const BEHIND_TRIES = 4;
const BEHIND_PAUSE_MS = 250;

export async function sendOnHiddenWire(
  options: Wired,
  request: ApiRequest,
  revalidate: Revalidate | undefined,
): Promise<SuccessfulResponse> {
  const asked = versionAsked(request);
  const ledger = await bodyLedgerOrNull(options, { atLeast: asked });
  // a node that hides its headers and has no GET /v1 either: read at latest, the version unknown
  if (ledger === null) return sendOnce(options, request, revalidate);
  const pinnedHere = readsAtLatest(request);
  const atVersion = pinnedHere ? { ...request, query: { ...request.query, ledger_version: ledger.ledgerVersion } } : request;
  let sent: SuccessfulResponse | undefined;
  for (let attempt = 1; sent === undefined; attempt++) {
    try {
      sent = await sendOnce(options, atVersion, revalidate);
    } catch (error) {
      const behind = pinnedHere && error instanceof ApiError && error.kind === 'future' && attempt < BEHIND_TRIES;
      // pinned here to latest: the ledger it was read at is `ledger` (a fresher GET /v1 names a version not read)
      if (!behind) throw await withBodyLedger(options, error, asked ?? ledger.ledgerVersion, true, pinnedHere ? ledger : undefined);
      await new Promise((resolve) => setTimeout(resolve, BEHIND_PAUSE_MS));
      options.signal?.throwIfAborted();
    }
  }
  // headers readable again (a gateway put in front since): they are the better source
  if (sent.ledger !== null) noteLedgerHeaders(options.wires, options.node, true);
  return sent.ledger !== null ? sent : { ...sent, ledger };
}

/**
 * The latest ledger from `GET /v1`'s body, shared across the node's requests while fresh (node-wire.ts);
 * null when that cannot be read either: the page then goes without the figures, as before.
 */
export async function bodyLedgerOrNull(options: Wired, wanted: BodyLedgerWanted): Promise<LedgerInfo | null> {
  // without the caller's signal: the answer is shared with the node's other requests
  const { signal: _unshared, ...unsignalled } = options;
  try {
    return await ledgerFromBody(options.wires, options.node, async () => (await getLedgerInfo(unsignalled)).ledger, wanted);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * An answered failure without a readable ledger gets the one `GET /v1` states, so the page still knows
 * the window: on a hidden wire always, elsewhere only when the window is the point (pruned, future).
 * A pruned read asks afresh: the window has moved. `readAt`: the ledger a read pinned to latest was sent
 * at, which is its answer's ledger (an absent value is absent at that version).
 */
export async function withBodyLedger(
  options: Wired,
  error: unknown,
  asked: bigint | undefined,
  hiddenWire: boolean,
  readAt?: LedgerInfo,
): Promise<unknown> {
  if (!wantsBodyLedger(error, hiddenWire)) return error;
  const aboutWindow = error.kind === 'pruned' || error.kind === 'future';
  const ledger =
    readAt !== undefined && !aboutWindow
      ? readAt
      : await bodyLedgerOrNull(options, { force: aboutWindow, atLeast: error.kind === 'future' ? undefined : asked });
  if (ledger === null) return error;
  // message and cause are not an Error's own enumerable fields: they are not in the spread
  return new ApiError({ ...error, message: error.message, cause: error.cause, ledger });
}
