// The HTTP request behind each read the explorer makes, written once: the client sends these, and
// "copy as code" writes the same requests out as curl, fetch and SDK calls.
import { formatHexBytes, parseHexBytes } from '../move/hex';
import { ACCOUNT_RESOURCE, ACCOUNT_RESOURCES, RAW_TABLE_ITEM, PAGE_LIMIT, TRANSACTION_BY_VERSION, VIEW, endpointCall } from './endpoints';
import { ApiError } from './errors';
import type { ApiRequest } from './send-request';
import type { JsonValue } from '../move/json';
import { errorMessage } from '../error-message';

/** Resources asked per page of an account's list: big enough that most accounts take one request. */
export const RESOURCE_LIST_PAGE_SIZE = PAGE_LIMIT.max;

/** One read a data page shows, by what it names. */
export type ReadRequest =
  | {
      kind: 'resource';
      address: string;
      resourceType: string;
      ledgerVersion?: bigint | undefined;
      accept?: 'application/json' | 'application/x-bcs';
    }
  | {
      kind: 'resources';
      address: string;
      ledgerVersion?: bigint | undefined;
      limit?: number | undefined;
      start?: string | undefined;
      accept?: 'application/json' | 'application/x-bcs';
    }
  | { kind: 'table_item'; tableHandle: string; key: Uint8Array | string; ledgerVersion?: bigint | undefined }
  | ({ kind: 'view'; ledgerVersion?: bigint | undefined } & ViewCall)
  /** A transaction by version (decimal, as the client writes it): what a version holds never changes, so no ledger version. */
  | { kind: 'transaction'; version: string; ledgerVersion?: undefined };

/** A view function call as the API's JSON body names it (docs/api.md#view-functions). */
export interface ViewCall {
  /** `0xcafe::showcase::lookup_name`. */
  function: string;
  typeArguments: readonly string[];
  /** In the API's Move JSON by parameter type (src/core/move/view-arguments.ts). */
  arguments: readonly JsonValue[];
}

/**
 * The read behind what is on screen: a page following latest shows one version, `shown`, so its read is
 * pinned there. Copied as code it returns what the page shows, not whatever latest is by then (issue 25
 * item 3). A read already pinned, or a version not known (a node hiding its ledger), stays as it is.
 */
export function readAsShown(read: ReadRequest, shown: bigint | undefined): ReadRequest {
  return read.kind === 'transaction' || read.ledgerVersion !== undefined || shown === undefined ? read : { ...read, ledgerVersion: shown };
}

export function apiRequestOf(read: ReadRequest): ApiRequest {
  switch (read.kind) {
    case 'resource':
      return {
        ...endpointCall(ACCOUNT_RESOURCE, { address: read.address, resource_type: read.resourceType }),
        query: { ledger_version: read.ledgerVersion },
        accept: read.accept ?? 'application/json',
      };
    case 'resources':
      return {
        ...endpointCall(ACCOUNT_RESOURCES, { address: read.address }),
        query: { ledger_version: read.ledgerVersion, limit: read.limit, start: read.start },
        accept: read.accept ?? 'application/json',
      };
    case 'table_item':
      return {
        ...endpointCall(RAW_TABLE_ITEM, { table_handle: read.tableHandle }),
        query: { ledger_version: read.ledgerVersion },
        accept: 'application/x-bcs',
        jsonBody: { key: keyHexOf(read.key) },
      };
    case 'view':
      return {
        ...endpointCall(VIEW, {}),
        query: { ledger_version: read.ledgerVersion },
        accept: 'application/json',
        jsonBody: { function: read.function, type_arguments: read.typeArguments, arguments: read.arguments },
      };
    case 'transaction':
      // as transaction-read.ts sends it: no query
      return { ...endpointCall(TRANSACTION_BY_VERSION, { txn_version: read.version }), query: undefined, accept: 'application/json' };
  }
}

/** A table key as the API takes it (`0x…`); a malformed one is refused before sending, as the node would (400). */
export function keyHexOf(key: Uint8Array | string): string {
  if (typeof key !== 'string') return formatHexBytes(key);
  try {
    return formatHexBytes(parseHexBytes(key));
  } catch (error) {
    const reason = errorMessage(error);
    throw new ApiError({ kind: 'invalid', message: `Table key: ${reason}`, url: '', cause: error });
  }
}
