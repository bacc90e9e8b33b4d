// POST /v1/tables/{table_handle}/item, as real nodes answer it (aptos-core api/src/state.rs `table_item`):
// the types parse (else 400 invalid_input), the version is judged (404 past latest, 410 pruned), the JSON
// key is encoded to BCS by key_type as a view argument is (else 400 invalid_input), the item is read (404
// table_item_not_found), and its value is answered as Move JSON by value_type, or with
// `Accept: application/x-bcs` as its stored BCS. Stored bytes that are not a value_type: 500, as there.
import type { Ledger } from '../../chain/ledger';
import { shortenForMessage } from '../../../src/core/move/errors';
import { formatTypeTag, parseTypeTag } from '../../../src/core/move/type-tag';
import { encodeJsonArgument } from '../../../src/core/move/view-arguments';
import { JSON_BODY_TYPE } from '../caching/compressed-body';
import type { PruningPace } from '../caching/pinned-max-age';
import { sendContent } from '../caching/read-caching';
import { HttpApiError } from '../errors/http-api-error';
import { acceptsBcs, BCS_MEDIA_TYPE } from '../inputs/accept';
import { readAt } from '../inputs/read-version';
import { BcsJsonTextWriter } from '../json-text/bcs-json-text';
import type { EndpointHandlers } from '../register-endpoints';
import { errorMessage } from '../../../src/core/error-message';

/** `run()`'s value; a failure is an API error saying what failed (`what`, worded only then) and why. */
function orFail<T>(run: () => T, status: 400 | 500, code: 'invalid_input' | 'internal_error', what: () => string): T {
  try {
    return run();
  } catch (error) {
    throw new HttpApiError(status, code, `${what()}: ${errorMessage(error)}`);
  }
}

function typeOf(member: 'key_type' | 'value_type', text: string) {
  const what = () => `Failed to parse ${member} ${JSON.stringify(shortenForMessage(text))}`;
  return orFail(() => parseTypeTag(text), 400, 'invalid_input', what);
}

export function tableItemRoute(ledger: Ledger, pace: PruningPace): Pick<EndpointHandlers, 'getTableItem'> {
  // this route's compiled value writers (the node's BCS → JSON text rendering)
  const jsonText = new BcsJsonTextWriter();
  return {
    getTableItem: ({ table_handle: handle, body, ledger_version: requested }, request, reply) => {
      const keyType = typeOf('key_type', body.keyType);
      const valueType = typeOf('value_type', body.valueType);
      const { version, maxAge } = readAt(request, pace, requested);
      const badKey = () => `Invalid key for key_type ${formatTypeTag(keyType)}`;
      const key = orFail(() => encodeJsonArgument(body.key, keyType, 'key'), 400, 'invalid_input', badKey);
      const value = ledger.readTableItem(handle.bytes, key, version);
      if (value === null) {
        throw new HttpApiError(
          404,
          'table_item_not_found',
          `Table Item not found by Table handle(${handle.text}), Table key(${shortenForMessage(JSON.stringify(body.key))}) and Ledger version(${version})`,
        );
      }
      if (acceptsBcs(request.headers.accept)) return sendContent(request, reply, maxAge, BCS_MEDIA_TYPE, value.bytes);
      const what = () => `Failed to deserialize table item retrieved from DB as ${formatTypeTag(valueType)}`;
      const text = orFail(() => jsonText.write(value.bytes, valueType), 500, 'internal_error', what);
      return sendContent(request, reply, maxAge, JSON_BODY_TYPE, text);
    },
  };
}
