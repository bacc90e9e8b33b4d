// POST /v1/tables/{table_handle}/item, as real nodes answer it (aptos-core api/src/state.rs `table_item`):
// the types parse (else 400 invalid_input), the version is judged (404 past latest, 410 pruned), the JSON
// key is encoded to BCS by key_type as a view argument is (else 400 invalid_input), the item is read (404
// table_item_not_found), and its value is answered as Move JSON by value_type, or with
// `Accept: application/x-bcs` as its stored BCS. Stored bytes that are not a value_type: 500, as there.
import type { Ledger } from '../../chain/ledger';
import { shortenForMessage } from '../../../src/core/move/errors';
import type { JsonValue } from '../../../src/core/move/json';
import { formatTypeTag, parseTypeTag, type TypeTag } from '../../../src/core/move/type-tag';
import { encodeJsonArgument } from '../../../src/core/move/view-arguments';
import { JSON_BODY_TYPE } from '../caching/compressed-body';
import type { PruningPace } from '../caching/pinned-max-age';
import { sendContent } from '../caching/read-caching';
import { HttpApiError } from '../errors/http-api-error';
import { acceptsBcs, BCS_MEDIA_TYPE } from '../inputs/accept';
import { readAt } from '../inputs/read-version';
import { BcsJsonTextWriter } from '../json-text/bcs-json-text';
import type { EndpointHandlers } from '../register-endpoints';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function typeOf(member: 'key_type' | 'value_type', text: string): TypeTag {
  try {
    return parseTypeTag(text);
  } catch (error) {
    throw new HttpApiError(400, 'invalid_input', `Failed to parse ${member} ${JSON.stringify(shortenForMessage(text))}: ${reason(error)}`);
  }
}

function keyBytes(key: JsonValue, keyType: TypeTag): Uint8Array {
  try {
    return encodeJsonArgument(key, keyType, 'key');
  } catch (error) {
    throw new HttpApiError(400, 'invalid_input', `Invalid key for key_type ${formatTypeTag(keyType)}: ${reason(error)}`);
  }
}

export function tableItemRoute(ledger: Ledger, pace: PruningPace): Pick<EndpointHandlers, 'getTableItem'> {
  // this route's compiled value writers (the node's BCS → JSON text rendering)
  const jsonText = new BcsJsonTextWriter();
  const render = (bytes: Uint8Array, valueType: TypeTag): string => {
    try {
      return jsonText.write(bytes, valueType);
    } catch (error) {
      throw new HttpApiError(
        500,
        'internal_error',
        `Failed to deserialize table item retrieved from DB as ${formatTypeTag(valueType)}: ${reason(error)}`,
      );
    }
  };
  return {
    getTableItem: ({ table_handle: handle, body, ledger_version: requested }, request, reply) => {
      const keyType = typeOf('key_type', body.keyType);
      const valueType = typeOf('value_type', body.valueType);
      const { version, maxAge } = readAt(request, pace, requested);
      const value = ledger.readTableItem(handle.bytes, keyBytes(body.key, keyType), version);
      if (value === null) {
        throw new HttpApiError(
          404,
          'table_item_not_found',
          `Table Item not found by Table handle(${handle.text}), Table key(${shortenForMessage(JSON.stringify(body.key))}) and Ledger version(${version})`,
        );
      }
      if (acceptsBcs(request.headers.accept)) return sendContent(request, reply, maxAge, BCS_MEDIA_TYPE, value.bytes);
      return sendContent(request, reply, maxAge, JSON_BODY_TYPE, render(value.bytes, valueType));
    },
  };
}
