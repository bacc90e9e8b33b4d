// GET …/resource/{resource_type} as JSON: the one read a resource deep link paints from, in the first load.
// The other reads of state live in modules of their own (state-bytes-read.ts, account-resources-read.ts,
// key-writes-read.ts), so that each page's chunk carries only the reads it calls (issue 34).
import { parseMoveResource } from './move-resource-parse';
import { apiRequestOf } from './read-requests';
import type { MoveResource } from './schemas';
import { malformedBody, readJsonBody, sendApiRequest, type ApiResponse, type RequestOptions } from './send-request';

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
