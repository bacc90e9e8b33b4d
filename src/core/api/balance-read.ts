// GET …/balance/{asset_type} (an extension real nodes serve: aptos-core accounts.rs get_account_balance).
// Asked as BCS, so the u64 arrives as 8 bytes and is read exactly: the JSON answer is a bare number,
// which JSON.parse would round past 2^53.
import { ACCOUNT_BALANCE, endpointCall } from './endpoints';
import { malformedBody, readBcsBody, sendApiRequest, type ApiResponse, type RequestOptions } from './send-request';

/**
 * An account's balance of a coin type (`0x1::aptos_coin::AptosCoin`) or of a fungible asset's metadata
 * address (`0xa`), in base units as a decimal string; a store that does not exist counts 0. A node without
 * the route answers 404 or 405 with a code other than a resource's.
 */
export async function getAccountBalance(
  options: RequestOptions & { address: string; assetType: string; ledgerVersion?: bigint },
): Promise<ApiResponse<string>> {
  const sent = await sendApiRequest(options, {
    ...endpointCall(ACCOUNT_BALANCE, { address: options.address, asset_type: options.assetType }),
    query: { ledger_version: options.ledgerVersion },
    accept: 'application/x-bcs',
  });
  const bytes = await readBcsBody(sent, options.signal);
  if (bytes.length !== 8) throw malformedBody(sent, `a balance is 8 bytes of BCS (a u64), the node sent ${bytes.length}`);
  return { data: new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, true).toString(), ledger: sent.ledger };
}
