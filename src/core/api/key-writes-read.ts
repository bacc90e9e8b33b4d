// The `…/versions` extension (docs/api.md#the-versions-extension): when one state key was written. Read
// only by the history of a value (src/queries/history.ts), which loads after a page's first paint.
import { ACCOUNT_RESOURCE_VERSIONS, RAW_TABLE_ITEM_VERSIONS, endpointCall } from './endpoints';
import { parseKeyWriteListAnswer } from './key-write-list';
import { cursorFromHeaders } from './ledger-headers';
import { keyHexOf } from './read-requests';
import { malformedBody, readJsonBody, sendApiRequest, type ApiResponse, type RequestOptions } from './send-request';
import type { KeyWrite } from './key-write-list';

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
