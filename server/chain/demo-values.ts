import { formatAddress } from '../../src/core/move/address';
import { formatHexBytes } from '../../src/core/move/hex';
import type { JsonValue } from '../../src/core/move/json';
import type { AccountState } from './chain-state';
import { EPOCH_INTERVAL_USEC, EXTRA_NAMES, PERMANENT_NAMES } from './demo-constants';
import { TABLE_HANDLES } from './demo-tables';

// The demo chain's values in the API's JSON form (docs/api.md#move-values-in-json); the core's
// encodeMoveValue turns them into BCS through the registry's layouts.

function eventHandle(counter: bigint, creationNum: number, owner: Uint8Array): JsonValue {
  return { counter: counter.toString(), guid: { id: { creation_num: String(creationNum), addr: formatAddress(owner) } } };
}

const noOffer: JsonValue = { for: { vec: [] } };

/** The next GUID number of 0x1: its Configuration and BlockResource hold event handles 2, 3 and 4. */
export const FRAMEWORK_NEXT_GUID = 5n;

/**
 * Account: events 0 and 1 are its own; a user's 2 and 3 belong to its CoinStore (as the Aptos framework
 * numbers them). `guid_creation_num` is the next number an event handle of the account would take.
 */
export function accountValue(
  address: Uint8Array,
  sequenceNumber: bigint,
  coinRegistrations: bigint,
  nextGuid: bigint = coinRegistrations > 0n ? 4n : 2n,
): JsonValue {
  return {
    authentication_key: formatHexBytes(address),
    sequence_number: sequenceNumber.toString(),
    guid_creation_num: nextGuid.toString(),
    coin_register_events: eventHandle(coinRegistrations, 0, address),
    key_rotation_events: eventHandle(0n, 1, address),
    rotation_capability_offer: noOffer,
    signer_capability_offer: noOffer,
  };
}

export function coinStoreValue(address: Uint8Array, account: AccountState): JsonValue {
  return {
    coin: { value: account.balance.toString() },
    frozen: false,
    deposit_events: eventHandle(account.deposits, 2, address),
    withdraw_events: eventHandle(account.withdrawals, 3, address),
  };
}

export function coinInfoValue(supply: bigint): JsonValue {
  return { name: 'Native Coin', symbol: 'NAT', decimals: 8, supply: { vec: [supply.toString()] } };
}

export function blockResourceValue(height: bigint, framework: Uint8Array): JsonValue {
  return {
    height: height.toString(),
    epoch_interval: EPOCH_INTERVAL_USEC.toString(),
    new_block_events: eventHandle(height + 1n, 3, framework),
    update_epoch_interval_events: eventHandle(0n, 4, framework),
  };
}

export function configurationValue(epoch: bigint, lastReconfigurationUsec: bigint, framework: Uint8Array): JsonValue {
  return {
    epoch: epoch.toString(),
    last_reconfiguration_time: lastReconfigurationUsec.toString(),
    events: eventHandle(epoch, 2, framework),
  };
}

export function entryValue(id: number, label: string, tags: readonly string[]): JsonValue {
  return { id: String(id), label, tags: [...tags] };
}

/** The exact values of docs/demo-chain.md#the-showcase-account-0xcafe. */
export function showcaseValue(byNameLength: number, updates: bigint): JsonValue {
  return {
    flag: true,
    small: 255,
    medium: 65535,
    wide: 4294967295,
    amount: ((1n << 64n) - 1n).toString(),
    big: ((1n << 128n) - 1n).toString(),
    huge: ((1n << 256n) - 1n).toString(),
    owner: '0x1',
    bytes: '0x00ff10',
    numbers: ['1', '2', '3'],
    name: 'Grüße, ledger ✓',
    note: '<img src=x onerror=alert(1)> javascript:alert(1)',
    maybe_some: { vec: ['42'] },
    maybe_none: { vec: [] },
    nested: entryValue(7, 'seven', ['a', 'b']),
    object: { inner: '0xcafe0b' },
    kind: { __variant__: 'Tagged', tag: 'demo' },
    by_index: { handle: formatAddress(TABLE_HANDLES.byIndex) },
    by_owner: { handle: formatAddress(TABLE_HANDLES.byOwner) },
    by_name: { inner: { handle: formatAddress(TABLE_HANDLES.byName) }, length: String(byNameLength) },
    updates: updates.toString(),
  };
}

export function byIndexValue(key: number): string {
  return `item-${key}`;
}

export function byNameEntry(name: string): JsonValue {
  const permanent = PERMANENT_NAMES.find((entry) => entry.name === name);
  if (permanent !== undefined) return entryValue(permanent.id, permanent.name, permanent.tags);
  const index = EXTRA_NAMES.indexOf(name);
  if (index < 0) throw new RangeError(`by_name: unknown name ${name}`);
  return entryValue(4 + index, name, ['extra']);
}

/** Large.items[i] = { id: i, label: "large entry #i", tags: [parity, "mod7-(i%7)", "bucket-(i%100)"] }. */
export function largeValue(count: number): JsonValue {
  const items: JsonValue[] = [];
  for (let i = 0; i < count; i++) {
    items.push(entryValue(i, `large entry #${i}`, [i % 2 === 0 ? 'even' : 'odd', `mod7-${i % 7}`, `bucket-${i % 100}`]));
  }
  return { items };
}
