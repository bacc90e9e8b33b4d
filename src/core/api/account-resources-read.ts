// GET /accounts/{address}/resources: an account's resources list, a page at a time, as JSON or BCS.
import { cursorFromHeaders } from './ledger-headers';
import { parseMoveResourceList } from './move-resource-parse';
import { apiRequestOf } from './read-requests';
// imported, not loaded on first use: so the list's reader is in the account page's preload list (index.html) and
// arrives beside the page's chunk, where loading it on first use waited for that chunk to run (≈ 100–300 ms)
import { BcsDecodeError, decodeResourceListBcs, type ListedResourceBytes } from './resource-list-bcs';
import type { MoveResource } from './schemas';
import { malformedBody, readBcsBody, readJsonBody, sendApiRequest, type ApiResponse, type RequestOptions } from './send-request';

/**
 * GET /accounts/{address}/resources (an extension; a node with only the described operations
 * answers 404). `cursor` is X-NODE-CURSOR (or X-Aptos-Cursor): pass it as `start` for the next page; null on the last.
 */
export async function listAccountResources(
  options: RequestOptions & { address: string; ledgerVersion?: bigint; limit?: number; start?: string },
): Promise<ApiResponse<MoveResource[]> & { cursor: string | null }> {
  const sent = await sendApiRequest(options, apiRequestOf({ ...options, kind: 'resources' }));
  const parsed = parseMoveResourceList(await readJsonBody(sent, options.signal));
  if (!parsed.ok) throw malformedBody(sent, parsed.message);
  return { data: parsed.value, ledger: sent.ledger, cursor: cursorFromHeaders(sent.response.headers) };
}

/**
 * The same list with `Accept: application/x-bcs`, as real nodes serve it (resource-list-bcs.ts): each
 * resource's type and stored bytes, no value parsed. A node that answers another media type or bytes
 * that are not such a list → malformed_response (the caller may then ask for JSON).
 */
export async function listAccountResourcesBcs(
  options: RequestOptions & { address: string; ledgerVersion?: bigint; limit?: number; start?: string },
): Promise<ApiResponse<ListedResourceBytes[]> & { cursor: string | null }> {
  const sent = await sendApiRequest(options, apiRequestOf({ ...options, kind: 'resources', accept: 'application/x-bcs' }));
  const bytes = await readBcsBody(sent, options.signal);
  let listed: ListedResourceBytes[];
  try {
    listed = decodeResourceListBcs(bytes);
  } catch (error) {
    if (error instanceof BcsDecodeError) throw malformedBody(sent, `resource list: ${error.message}`);
    throw error;
  }
  return { data: listed, ledger: sent.ledger, cursor: cursorFromHeaders(sent.response.headers) };
}
