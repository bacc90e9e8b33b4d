// The demo chain's fungible asset (docs/demo-chain.md#the-fungible-asset): a metadata object named by
// 0xcafe and primary stores of some user accounts, each object's members in one ObjectGroup value, as
// real nodes hold them (src/core/move/resource-group.ts). Every value is a function of the seed and the
// version, with no PRNG draw, so the rest of the chain is unchanged.
import { formatAddress } from '../../src/core/move/address';
import type { JsonValue } from '../../src/core/move/json';
import { OBJECT_GROUP, encodeResourceGroup } from '../../src/core/move/resource-group';
import { SHOWCASE } from './demo-constants';
import { userAccountAddress } from './demo-ids';
import { sha3, u32le } from './hashing';
import { createObjectAddress, primaryStoreAddress } from './object-addresses';
import { encodeAs, type WriteSet } from './write-set';

export const OBJECT_CORE = '0x1::object::ObjectCore';
export const FA_METADATA = '0x1::fungible_asset::Metadata';
export const FA_SUPPLY = '0x1::fungible_asset::Supply';
export const FUNGIBLE_STORE = '0x1::fungible_asset::FungibleStore';

/** The metadata object: `create_named_object(0xcafe, b"DEMO")`. */
export const DEMO_ASSET = createObjectAddress(SHOWCASE, new TextEncoder().encode('DEMO'));
export const DEMO_ASSET_METADATA = {
  name: 'Demo Points',
  symbol: 'DPT',
  decimals: 6,
  icon_uri: 'https://example.com/demo-points.svg',
  project_uri: 'https://example.com/demo-points',
} as const;

/** Accounts 0 … 7 hold a primary store from genesis. */
export const GENESIS_HOLDERS = 8;
/** A mint every 1000 versions: mint k (version 1000·k) goes to account k mod 12, so accounts 8 … 11 get their store then. */
export const MINT_INTERVAL = 1000n;
export const MINT_HOLDERS = 12n;

/** An object's first GUID creation number (object.move INIT_GUID_CREATION_NUM); its transfer events take it. */
const INIT_GUID_CREATION_NUM = 0x4000000000000n;

/** Genesis balance of account i, in base units (< 2^32 · 1000): its own derivation, not the PRNG's. */
export function genesisAssetBalance(seed: number, index: number): bigint {
  const digest = sha3('sha3-256', 'ledger-explorer/asset-balance', u32le(seed), u32le(index));
  return BigInt(Buffer.from(digest).readUInt32LE(0)) * 1000n;
}

/** Mint k's amount in base units. */
export function mintAmount(k: bigint): bigint {
  return k * 12_345_678n;
}

/** Account index's balance after the mints up to version `version`; null when it has no store yet. */
export function assetBalanceAt(seed: number, index: number, version: bigint): bigint | null {
  let balance: bigint | null = index < GENESIS_HOLDERS ? genesisAssetBalance(seed, index) : null;
  const mints = version / MINT_INTERVAL;
  for (let k = 1n; k <= mints; k++) {
    if (k % MINT_HOLDERS === BigInt(index)) balance = (balance ?? 0n) + mintAmount(k);
  }
  return balance;
}

export function assetSupplyAt(seed: number, version: bigint): bigint {
  let supply = 0n;
  for (let i = 0; i < GENESIS_HOLDERS; i++) supply += genesisAssetBalance(seed, i);
  for (let k = 1n; k <= version / MINT_INTERVAL; k++) supply += mintAmount(k);
  return supply;
}

function objectCore(object: Uint8Array, owner: Uint8Array, ungatedTransfer: boolean): JsonValue {
  return {
    guid_creation_num: (INIT_GUID_CREATION_NUM + 1n).toString(),
    owner: formatAddress(owner),
    allow_ungated_transfer: ungatedTransfer,
    transfer_events: { counter: '0', guid: { id: { creation_num: INIT_GUID_CREATION_NUM.toString(), addr: formatAddress(object) } } },
  };
}

function writeGroup(writes: WriteSet, object: Uint8Array, members: [string, JsonValue][]): void {
  const group = encodeResourceGroup(members.map(([type, value]) => ({ type, bytes: encodeAs(type, value) })));
  writes.resourceBytes(object, OBJECT_GROUP, group);
}

/** A metadata object (`asset`'s members), created by 0xcafe. */
export function writeMetadataObject(
  writes: WriteSet,
  supply: bigint,
  asset: Uint8Array = DEMO_ASSET,
  metadata: JsonValue = { ...DEMO_ASSET_METADATA },
  maximum: bigint | null = null,
): void {
  writeGroup(writes, asset, [
    [OBJECT_CORE, objectCore(asset, SHOWCASE, true)],
    [FA_METADATA, metadata],
    [FA_SUPPLY, { current: supply.toString(), maximum: { vec: maximum === null ? [] : [maximum.toString()] } }],
  ]);
}

/** A fungible store of `asset` owned by `owner`: its primary store, or at `store` a secondary one (transferable, as any object). */
export function writePrimaryStore(
  writes: WriteSet,
  owner: Uint8Array,
  balance: bigint,
  asset: Uint8Array = DEMO_ASSET,
  store?: Uint8Array,
): void {
  const address = store ?? primaryStoreAddress(owner, asset);
  // primary stores are untransferable (primary_fungible_store.move disables ungated transfer)
  writeGroup(writes, address, [
    [OBJECT_CORE, objectCore(address, owner, store !== undefined)],
    [FUNGIBLE_STORE, { metadata: { inner: formatAddress(asset) }, balance: balance.toString(), frozen: false }],
  ]);
}

/** Genesis: the metadata object and the first holders' primary stores. */
export function writeGenesisAsset(writes: WriteSet, seed: number): void {
  writeMetadataObject(writes, assetSupplyAt(seed, 0n));
  for (let i = 0; i < GENESIS_HOLDERS; i++) writePrimaryStore(writes, userAccountAddress(seed, i), genesisAssetBalance(seed, i));
}

/** At a mint's version: the receiver's store (created on its first mint) and the supply. */
export function writeScheduledMint(writes: WriteSet, seed: number, version: bigint): void {
  if (version === 0n || version % MINT_INTERVAL !== 0n) return;
  const index = Number((version / MINT_INTERVAL) % MINT_HOLDERS);
  const balance = assetBalanceAt(seed, index, version);
  if (balance === null) throw new Error(`demo asset: account ${index} has no store after mint at ${version}`);
  writePrimaryStore(writes, userAccountAddress(seed, index), balance);
  writeMetadataObject(writes, assetSupplyAt(seed, version));
}
