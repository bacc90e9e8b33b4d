import { pathSegment } from './api-url';
import { formatHexBytes, parseHexBytes } from '../move/hex';
import { ApiError } from './errors';
import { LEDGER_HEADERS } from './ledger-headers';
import { parseMoveResource, parseMoveResourceList } from './move-resource-parse';
import type { LedgerInfoBody, MoveResource } from './schemas';
import { parseLedgerInfoBody } from './wire-body-parse';
import {
  malformedBody,
  readBcsBody,
  readJsonBody,
  sendApiRequest,
  type ApiResponse,
  type RequestOptions,
} from './send-request';

// One plain async function per endpoint (api-contract.md, "Paths"). Each throws ApiError, or
// re-throws the AbortError when `signal` aborts.
export type { ApiResponse, RequestOptions } from './send-request';

/** GET /accounts/{address}/resource/{resource_type}: one parsed resource. */
export async function getAccountResource(
  options: RequestOptions & { address: string; resourceType: string; ledgerVersion?: bigint },
): Promise<ApiResponse<MoveResource>> {
  const sent = await sendApiRequest(options, {
    method: 'GET',
    path: `/accounts/${pathSegment(options.address)}/resource/${pathSegment(options.resourceType)}`,
    query: { ledger_version: options.ledgerVersion },
    accept: 'application/json',
  });
  const parsed = parseMoveResource(await readJsonBody(sent, options.signal));
  if (!parsed.ok) throw malformedBody(sent, parsed.reason);
  return { data: parsed.resource, ledger: sent.ledger };
}

/** POST /tables/{table_handle}/raw_item: the item's BCS bytes (the node answers raw_item only in BCS). */
export async function getRawTableItem(
  options: RequestOptions & { tableHandle: string; key: Uint8Array | string; ledgerVersion?: bigint },
): Promise<ApiResponse<Uint8Array>> {
  const key = formatHexBytes(typeof options.key === 'string' ? parseKeyHex(options.key) : options.key);
  const sent = await sendApiRequest(options, {
    method: 'POST',
    path: `/tables/${pathSegment(options.tableHandle)}/raw_item`,
    query: { ledger_version: options.ledgerVersion },
    accept: 'application/x-bcs',
    jsonBody: { key },
  });
  return { data: await readBcsBody(sent, options.signal), ledger: sent.ledger };
}

/** A malformed key is refused before sending, as the node would refuse it (400). */
function parseKeyHex(key: string): Uint8Array {
  try {
    return parseHexBytes(key);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError({ kind: 'invalid', message: `Table key: ${reason}`, url: '', cause: error });
  }
}

/**
 * GET /accounts/{address}/resources (an extension; a node with only the described operations
 * answers 404). `cursor` is X-NODE-CURSOR: pass it as `start` for the next page; null on the last.
 */
export async function listAccountResources(
  options: RequestOptions & { address: string; ledgerVersion?: bigint; limit?: number; start?: string },
): Promise<ApiResponse<MoveResource[]> & { cursor: string | null }> {
  const sent = await sendApiRequest(options, {
    method: 'GET',
    path: `/accounts/${pathSegment(options.address)}/resources`,
    query: { ledger_version: options.ledgerVersion, limit: options.limit, start: options.start },
    accept: 'application/json',
  });
  const parsed = parseMoveResourceList(await readJsonBody(sent, options.signal));
  if (!parsed.ok) throw malformedBody(sent, parsed.reason);
  const cursor = sent.response.headers.get(LEDGER_HEADERS.cursor);
  return { data: parsed.resources, ledger: sent.ledger, cursor: cursor === '' ? null : cursor };
}

/** GET /v1 (an extension): the node's latest ledger as JSON. */
export async function getLedgerInfo(options: RequestOptions): Promise<ApiResponse<LedgerInfoBody>> {
  const sent = await sendApiRequest(options, { method: 'GET', path: '', accept: 'application/json' });
  const parsed = parseLedgerInfoBody(await readJsonBody(sent, options.signal));
  if (!parsed.ok) throw malformedBody(sent, parsed.reason);
  return { data: parsed.value, ledger: sent.ledger };
}
