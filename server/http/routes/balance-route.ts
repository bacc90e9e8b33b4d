// GET /v1/accounts/{address}/balance/{asset_type}, as real nodes answer it (aptos-core api/src/accounts.rs
// get_account_balance): a coin type's CoinStore value plus the primary store of its paired fungible asset,
// or a metadata address's primary store; a store that does not exist counts 0. JSON is a bare number (a
// u64, written exactly), BCS its 8 little-endian bytes.
import type { Ledger } from '../../chain/ledger';
import { pairedMetadataAddress, primaryStoreAddress } from '../../chain/object-addresses';
import { JSON_BODY_TYPE, sendBody } from '../caching/compressed-body';
import { acceptsBcs, BCS_MEDIA_TYPE } from '../inputs/accept';
import { resolveReadVersion } from '../inputs/read-version';
import { requestHead } from '../inputs/request-ledger-head';
import type { EndpointHandlers } from '../register-endpoints';

const FUNGIBLE_STORE = '0x1::fungible_asset::FungibleStore';
// FungibleStore { metadata: Object<Metadata> (32 bytes), balance: u64, frozen: bool }; CoinStore starts with coin.value
const STORE_BALANCE_OFFSET = 32;
const COIN_VALUE_OFFSET = 0;

function u64At(bytes: Uint8Array, offset: number): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, true);
}

export function balanceRoute(ledger: Ledger): Pick<EndpointHandlers, 'getAccountBalance'> {
  return {
    getAccountBalance: ({ address, asset_type: asset, ledger_version: requested }, request, reply) => {
      const bcs = acceptsBcs(request.headers.accept);
      const version = resolveReadVersion(requestHead(request), requested);
      let balance = 0n;
      let metadata: Uint8Array;
      if (asset.kind === 'coin') {
        const coinStore = ledger.readResource(address.bytes, `0x1::coin::CoinStore<${asset.coin.text}>`, version);
        if (coinStore !== null) balance += u64At(coinStore.bytes, COIN_VALUE_OFFSET);
        metadata = pairedMetadataAddress(asset.coin.text);
      } else {
        metadata = asset.metadata.bytes;
      }
      const store = ledger.readResource(primaryStoreAddress(address.bytes, metadata), FUNGIBLE_STORE, version);
      if (store !== null) balance += u64At(store.bytes, STORE_BALANCE_OFFSET);
      reply.header('cache-control', 'no-cache');
      if (bcs) {
        const bytes = new Uint8Array(8);
        new DataView(bytes.buffer).setBigUint64(0, balance, true);
        return sendBody(request, reply, BCS_MEDIA_TYPE, bytes);
      }
      return sendBody(request, reply, JSON_BODY_TYPE, balance.toString());
    },
  };
}
