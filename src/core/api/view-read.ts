// POST /view (an extension real nodes serve, optional for them too: docs/api.md#view-functions): a view
// function's return values at a version, as JSON. A node without the route answers 404 or 405.
import type { JsonValue } from '../move/json';
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

/** The call's return values; `ledger.gasUsed` is the node's X-NODE-GAS-USED / X-Aptos-Gas-Used when it says. */
export async function callViewFunction(
  options: RequestOptions & { call: ViewCall; ledgerVersion?: bigint },
): Promise<ApiResponse<JsonValue[]>> {
  const sent = await sendApiRequest(options, apiRequestOf({ kind: 'view', ...options.call, ledgerVersion: options.ledgerVersion }));
  const body = (await readJsonBody(sent, options.signal)) as JsonValue;
  if (!Array.isArray(body)) throw malformedBody(sent, 'a view answer is a JSON array of return values');
  if (depthOf(body, MAX_DEPTH) > MAX_DEPTH) throw malformedBody(sent, `a view answer nested more than ${MAX_DEPTH} levels`);
  return { data: body, ledger: sent.ledger };
}
