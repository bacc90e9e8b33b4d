// POST /view (an extension real nodes serve, optional for them too: docs/api.md#view-functions): a view
// function's return values at a version, as JSON. A node without the route answers 404 or 405.
import type { JsonValue } from '../move/json';
import { apiUrl } from './api-url';
import { ApiError } from './errors';
import { malformedBody, readJsonBody, sendApiRequest, type ApiResponse, type RequestOptions } from './send-request';
import { apiRequestOf, type ViewCall } from './read-requests';

export type { ViewCall } from './read-requests';

/** At most this many return values, nested this deep: a hostile answer is refused, not drawn. */
const MAX_DEPTH = 64;

function depthOf(value: JsonValue, limit: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit <= 0) return Infinity;
  let deepest = 0;
  for (const member of Array.isArray(value) ? value : Object.values(value)) deepest = Math.max(deepest, depthOf(member, limit - 1));
  return deepest + 1;
}

/** Move's largest JSON number: u8–u32 are numbers in the API's JSON, u64 and wider are strings. */
const U32_MAX = 0xffff_ffff;

/** Why `value` is no Move value in the API's JSON (a null, a fraction, a u64 written as a number), or null. */
function notMoveJson(value: JsonValue, limit: number): string | null {
  if (value === null) return 'null, which no Move value is (an absent Option is {"vec": []})';
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return `the JSON number ${value}, which no Move integer is`;
    if (value > U32_MAX) return `the JSON number ${value}: u64 and wider are strings in the API, and this one was rounded`;
    return null;
  }
  if (typeof value !== 'object' || limit <= 0) return null;
  for (const member of Array.isArray(value) ? value : Object.values(value)) {
    const wrong = notMoveJson(member, limit - 1);
    if (wrong !== null) return wrong;
  }
  return null;
}

/**
 * How long one call may take, first byte to last: a real node stops a view at its gas limit well within a
 * second, so an answer still coming after this never ends (a hung proxy, a hostile node).
 */
const VIEW_DEADLINE_MS = 20_000;

/** The call's return values; `ledger.gasUsed` is the node's X-NODE-GAS-USED / X-Aptos-Gas-Used when it says. */
export async function callViewFunction(
  options: RequestOptions & { call: ViewCall; ledgerVersion?: bigint },
): Promise<ApiResponse<JsonValue[]>> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), VIEW_DEADLINE_MS);
  const signal = options.signal === undefined ? deadline.signal : AbortSignal.any([options.signal, deadline.signal]);
  try {
    const request = apiRequestOf({ kind: 'view', ...options.call, ledgerVersion: options.ledgerVersion });
    const sent = await sendApiRequest({ ...options, signal }, request);
    const body = (await readJsonBody(sent, signal)) as JsonValue;
    if (!Array.isArray(body)) throw malformedBody(sent, 'a view answer is a JSON array of return values');
    if (depthOf(body, MAX_DEPTH) > MAX_DEPTH) throw malformedBody(sent, `a view answer nested more than ${MAX_DEPTH} levels`);
    for (const [index, value] of body.entries()) {
      const wrong = notMoveJson(value, MAX_DEPTH);
      if (wrong !== null) throw malformedBody(sent, `return value ${index} is ${wrong}`);
    }
    return { data: body, ledger: sent.ledger };
  } catch (error) {
    if (!deadline.signal.aborted || options.signal?.aborted === true) throw error;
    throw new ApiError({
      kind: 'malformed_response',
      message: `The node did not finish its answer within ${VIEW_DEADLINE_MS / 1000} s: a view call's answer is short, so this one is not coming`,
      url: apiUrl(options.node, '/view'),
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}
