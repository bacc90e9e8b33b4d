import { ACCOUNT_RESOURCE_VERSIONS, RAW_TABLE_ITEM_VERSIONS, endpointCall } from './endpoints';
import { cursorFromHeaders } from './ledger-headers';
import { parseMoveResource, parseMoveResourceList } from './move-resource-parse';
import { apiRequestOf, keyHexOf } from './read-requests';
import type { ListedResourceBytes } from './resource-list-bcs';
import type { MoveResource } from './schemas';
import type { KeyWrite } from './wire-body-parse';
import { parseKeyWriteListAnswer } from './key-write-list';
import { malformedBody, readBcsBody, readJsonBody, sendApiRequest, type ApiResponse, type RequestOptions } from './send-request';

// One plain async function per endpoint (docs/api.md#routes; the module ABI read, needed only for
// layouts beyond the registry, is in module-read.ts). Each throws ApiError, or
// re-throws the AbortError when `signal` aborts.
export type { ApiResponse, RequestOptions } from './send-request';

/**
 * GET /accounts/{address}/resource/{resource_type}: one parsed resource, with its ETag (null when the
 * node sends none or hides it). Given `previous` (an earlier answer with an ETag), an unchanged resource
 * comes back as a 304 and `previous.data` is returned as it is: no body, no parse.
 */
export async function getAccountResource(
  options: RequestOptions & { address: string; resourceType: string; ledgerVersion?: bigint; previous?: ResourceAnswer },
): Promise<ResourceAnswer> {
  const previous = options.previous?.etag == null ? undefined : options.previous;
  const sent = await sendApiRequest(
    options,
    apiRequestOf({ ...options, kind: 'resource' }),
    previous?.etag == null ? undefined : { ifNoneMatch: previous.etag },
  );
  const etag = sent.response.headers.get('ETag');
  if (sent.notModified && previous !== undefined) {
    // a 304 has no body; reading the empty one ends the request cleanly
    await sent.response.arrayBuffer().catch(() => undefined);
    return { data: previous.data, ledger: sent.ledger, etag: etag ?? previous.etag };
  }
  const parsed = parseMoveResource(await readJsonBody(sent, options.signal));
  if (!parsed.ok) throw malformedBody(sent, parsed.message);
  return { data: parsed.value, ledger: sent.ledger, etag };
}

export type ResourceAnswer = ApiResponse<MoveResource> & { etag: string | null };

/** GET /accounts/{address}/resource/{resource_type} with `Accept: application/x-bcs`: the stored bytes (an exact identity of the value). */
export async function getAccountResourceBcs(
  options: RequestOptions & { address: string; resourceType: string; ledgerVersion?: bigint },
): Promise<ApiResponse<Uint8Array>> {
  const sent = await sendApiRequest(options, apiRequestOf({ ...options, kind: 'resource', accept: 'application/x-bcs' }));
  return { data: await readBcsBody(sent, options.signal), ledger: sent.ledger };
}

/** POST /tables/{table_handle}/raw_item: the item's BCS bytes (the node answers raw_item only in BCS). */
export async function getRawTableItem(
  options: RequestOptions & { tableHandle: string; key: Uint8Array | string; ledgerVersion?: bigint },
): Promise<ApiResponse<Uint8Array>> {
  const sent = await sendApiRequest(options, apiRequestOf({ ...options, kind: 'table_item' }));
  return { data: await readBcsBody(sent, options.signal), ledger: sent.ledger };
}

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

const loadResourceListReader = () => import('./resource-list-bcs');

/**
 * The same list with `Accept: application/x-bcs`, as real nodes serve it (resource-list-bcs.ts): each
 * resource's type and stored bytes, no value parsed. A node that answers another media type or bytes
 * that are not such a list → malformed_response (the caller may then ask for JSON).
 */
export async function listAccountResourcesBcs(
  options: RequestOptions & { address: string; ledgerVersion?: bigint; limit?: number; start?: string },
): Promise<ApiResponse<ListedResourceBytes[]> & { cursor: string | null }> {
  // the list's reader (BCS input, struct tags) is no part of a deep link's first load: it loads beside the request
  const reader = loadResourceListReader();
  reader.catch(() => undefined); // a failed load is thrown below, unless the request fails first
  const sent = await sendApiRequest(options, apiRequestOf({ ...options, kind: 'resources', accept: 'application/x-bcs' }));
  const bytes = await readBcsBody(sent, options.signal);
  const { decodeResourceListBcs, BcsDecodeError } = await reader;
  let listed: ListedResourceBytes[];
  try {
    listed = decodeResourceListBcs(bytes);
  } catch (error) {
    if (error instanceof BcsDecodeError) throw malformedBody(sent, `resource list: ${error.message}`);
    throw error;
  }
  return { data: listed, ledger: sent.ledger, cursor: cursorFromHeaders(sent.response.headers) };
}

/** One state key: a resource of an account, or a table item by its BCS key (hex). */
export type StateKeyTarget =
  { kind: 'resource'; address: string; resourceType: string } | { kind: 'table_item'; tableHandle: string; key: string };

/**
 * The `…/versions` extension: the versions at which one state key was written within the window,
 * newest first (or oldest first with `order: 'asc'`). `cursor` is the next `start`, null on the last
 * page. A node without the extension answers 404 (kind `not_found`, error code not ours).
 */
export async function listKeyWrites(
  options: RequestOptions & { target: StateKeyTarget; ledgerVersion?: bigint; start?: bigint; limit?: number; order?: 'asc' | 'desc' },
): Promise<ApiResponse<KeyWrite[]> & { cursor: bigint | null }> {
  const { target } = options;
  const query = { ledger_version: options.ledgerVersion, start: options.start, limit: options.limit, order: options.order };
  const sent = await sendApiRequest(options, {
    ...(target.kind === 'resource'
      ? endpointCall(ACCOUNT_RESOURCE_VERSIONS, { address: target.address, resource_type: target.resourceType })
      : { ...endpointCall(RAW_TABLE_ITEM_VERSIONS, { table_handle: target.tableHandle }), jsonBody: { key: keyHexOf(target.key) } }),
    query,
    accept: 'application/json',
  });
  const parsed = parseKeyWriteListAnswer(await readJsonBody(sent, options.signal), {
    order: options.order ?? 'desc',
    start: options.start,
    limit: options.limit ?? 100,
    oldest: sent.ledger?.oldestLedgerVersion,
    upTo: options.ledgerVersion ?? sent.ledger?.ledgerVersion,
  });
  if (!parsed.ok) throw malformedBody(sent, parsed.message);
  const cursor = cursorFromHeaders(sent.response.headers);
  return { data: parsed.value, ledger: sent.ledger, cursor: cursor === null || !/^\d+$/.test(cursor) ? null : BigInt(cursor) };
}
