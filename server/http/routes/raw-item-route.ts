// POST /v1/tables/{table_handle}/raw_item (seed description §4.1): BCS bytes of one item. The header
// checks before the body is read (411, 413, 400, 415) come with the table's body (register-endpoints.ts).
import type { Ledger } from '../../chain/ledger';
import { acceptsBcs, BCS_MEDIA_TYPE } from '../inputs/accept';
import { shortenForMessage } from '../../../src/core/move/errors';
import { HttpApiError } from '../errors/http-api-error';
import type { PruningPace } from '../caching/pinned-max-age';
import { sendContent } from '../caching/read-caching';
import { readAt } from '../inputs/read-version';
import type { EndpointHandlers } from '../register-endpoints';

export function rawItemRoute(ledger: Ledger, pace: PruningPace): Pick<EndpointHandlers, 'getRawTableItem'> {
  return {
    getRawTableItem: ({ table_handle: handle, body: key, ledger_version: requested }, request, reply) => {
      if (!acceptsBcs(request.headers.accept)) {
        throw new HttpApiError(
          403,
          'api_disabled',
          'Table items are served as BCS only (only BCS is supported): send Accept: application/x-bcs',
        );
      }
      const { version, maxAge } = readAt(request, pace, requested);
      const value = ledger.readTableItem(handle.bytes, key.bytes, version);
      if (value === null) {
        throw new HttpApiError(
          404,
          'table_item_not_found',
          `Table Item not found by Table handle(${handle.text}), Table key(${shortenForMessage(key.text)}) and Ledger version(${version})`,
        );
      }
      return sendContent(request, reply, maxAge, BCS_MEDIA_TYPE, value.bytes);
    },
  };
}
