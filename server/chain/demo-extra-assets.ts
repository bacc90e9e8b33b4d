// Two more fungible assets, written at genesis only (docs/demo-chain.md#more-fungible-assets), so that
// an account holds several assets and one store is not primary: what the indexer's Assets list shows.
// Like the demo asset, no PRNG draw and no new version: every other value of the chain is unchanged.
import type { JsonValue } from '../../src/core/move/json';
import { SHOWCASE } from './demo-constants';
import { writeMetadataObject, writePrimaryStore } from './demo-asset';
import { userAccountAddress } from './demo-ids';
import { sha3, u32le } from './hashing';
import { createObjectAddress } from './object-addresses';
import type { WriteSet } from './write-set';

interface ExtraAsset {
  seed: string;
  metadata: JsonValue;
  maximum: bigint | null;
  /** Account indices holding a primary store at genesis. */
  holders: readonly number[];
}

const utf8 = (text: string) => new TextEncoder().encode(text);

export const EXTRA_ASSETS = {
  /** `create_named_object(0xcafe, b"USDD")`: a stable-coin-like asset with a capped supply. */
  usdd: {
    seed: 'USDD',
    metadata: {
      name: 'Demo Dollar',
      symbol: 'USDD',
      decimals: 6,
      icon_uri: 'https://example.com/demo-dollar.svg',
      project_uri: 'https://example.com/demo-dollar',
    },
    maximum: 1_000_000_000_000_000n,
    holders: [0, 1, 2, 3],
  },
  /** `create_named_object(0xcafe, b"GOLD")`: 8 decimals, and account 0 keeps some in a secondary store. */
  gold: {
    seed: 'GOLD',
    metadata: { name: 'Demo Gold', symbol: 'DGLD', decimals: 8, icon_uri: '', project_uri: 'https://example.com/demo-gold' },
    maximum: null,
    holders: [0, 2, 4],
  },
} as const satisfies Record<string, ExtraAsset>;

export function extraAssetAddress(asset: ExtraAsset): Uint8Array {
  return createObjectAddress(SHOWCASE, utf8(asset.seed));
}

/** Account 0's secondary store of DGLD: `create_object(account 0)` named by a seed of its own, owned by account 0. */
export function secondaryStoreAddress(seed: number): Uint8Array {
  return createObjectAddress(userAccountAddress(seed, 0), utf8('gold-vault'));
}

/** Genesis balance of account `index` in an extra asset: its own derivation (base units, < 2^32 · 100). */
export function extraAssetBalance(asset: ExtraAsset, seed: number, index: number): bigint {
  const digest = sha3('sha3-256', 'ledger-explorer/extra-asset-balance', asset.seed, u32le(seed), u32le(index));
  return BigInt(Buffer.from(digest).readUInt32LE(0)) * 100n;
}

/** The secondary store's balance: 2.5 DGLD. */
export const SECONDARY_STORE_BALANCE = 250_000_000n;

export function writeGenesisExtraAssets(writes: WriteSet, seed: number): void {
  for (const asset of Object.values(EXTRA_ASSETS)) {
    const address = extraAssetAddress(asset);
    let supply = 0n;
    for (const index of asset.holders) {
      const balance = extraAssetBalance(asset, seed, index);
      supply += balance;
      writePrimaryStore(writes, userAccountAddress(seed, index), balance, address);
    }
    if (asset === EXTRA_ASSETS.gold) {
      writePrimaryStore(writes, userAccountAddress(seed, 0), SECONDARY_STORE_BALANCE, address, secondaryStoreAddress(seed));
      supply += SECONDARY_STORE_BALANCE;
    }
    writeMetadataObject(writes, supply, address, asset.metadata, asset.maximum);
  }
}
