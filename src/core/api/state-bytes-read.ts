// A state key's stored bytes (BCS): a resource's, or a table item's (the node answers raw_item only in BCS).
import { apiRequestOf } from './read-requests';
import { readBcsBody, sendApiRequest, type ApiResponse, type RequestOptions } from './send-request';

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
