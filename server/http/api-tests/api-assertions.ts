// Test support: what every API response must carry (docs/api.md#ledger-headers, #status-matrix).
import { expect } from 'vitest';
import { LEDGER_HEADERS } from '../../../src/core/api/ledger-headers';
import { apiErrorBodySchema, ledgerInfoBodySchema, type LedgerInfoBody } from '../../../src/core/api/schemas';

export async function fetchLedgerInfo(api: string): Promise<LedgerInfoBody> {
  const response = await fetch(api);
  return ledgerInfoBodySchema.parse(await response.json());
}

/** The seven headers, equal to the latest ledger (block production off, so it does not move). */
export function expectLatestLedgerHeaders(headers: Headers, latest: LedgerInfoBody): void {
  expect({
    chainId: headers.get(LEDGER_HEADERS.chainId),
    ledgerVersion: headers.get(LEDGER_HEADERS.ledgerVersion),
    oldestLedgerVersion: headers.get(LEDGER_HEADERS.oldestLedgerVersion),
    ledgerTimestampUsec: headers.get(LEDGER_HEADERS.ledgerTimestampUsec),
    epoch: headers.get(LEDGER_HEADERS.epoch),
    blockHeight: headers.get(LEDGER_HEADERS.blockHeight),
    oldestBlockHeight: headers.get(LEDGER_HEADERS.oldestBlockHeight),
  }).toEqual({
    chainId: String(latest.chain_id),
    ledgerVersion: latest.ledger_version,
    oldestLedgerVersion: latest.oldest_ledger_version,
    ledgerTimestampUsec: latest.ledger_timestamp,
    epoch: latest.epoch,
    blockHeight: latest.block_height,
    oldestBlockHeight: latest.oldest_block_height,
  });
}

/** An error response: JSON error object with this status and code, and the latest ledger headers. */
export async function expectApiError(
  response: Response,
  latest: LedgerInfoBody,
  status: number,
  errorCode: string,
  message?: string | RegExp,
): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body = apiErrorBodySchema.parse(JSON.parse(text));
  expect(body.error_code).toBe(errorCode);
  expect(body.vm_error_code).toBeNull();
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message !== undefined) expect(body.message).toMatch(message);
  expectLatestLedgerHeaders(response.headers, latest);
}
