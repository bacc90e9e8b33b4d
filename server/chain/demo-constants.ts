import { parseAddress } from '../../src/core/move/address';

// Fixed names of the demo chain (docs/demo-chain.md); the values the seed does not choose.

export const GENESIS_TIMESTAMP_USEC = BigInt(Date.UTC(2026, 0, 1)) * 1000n;
export const BLOCK_INTERVAL_USEC = 1_000_000n;
export const BLOCKS_PER_EPOCH = 600n;
export const MAX_TRANSACTIONS_PER_BLOCK = 8;
export const GENESIS_ACCOUNTS = 32;
export const LARGE_ENTRIES = 50_000;
export const CROWD_SIZE = 100;

export const FRAMEWORK = parseAddress('0x1');
export const SHOWCASE = parseAddress('0xcafe');
export const CROWD = parseAddress('0xbeef');

export const STRING = '0x1::string::String';
export const NATIVE_COIN = '0x1::native_coin::NativeCoin';
export const COIN_STORE = `0x1::coin::CoinStore<${NATIVE_COIN}>`;
export const COIN_INFO = `0x1::coin::CoinInfo<${NATIVE_COIN}>`;
export const ACCOUNT = '0x1::account::Account';
export const CHAIN_ID = '0x1::chain_id::ChainId';
export const CURRENT_TIME = '0x1::timestamp::CurrentTimeMicroseconds';
export const BLOCK_RESOURCE = '0x1::block::BlockResource';
export const CONFIGURATION = '0x1::reconfiguration::Configuration';
export const ORIGINATING_ADDRESS = '0x1::account::OriginatingAddress';
export const SHOWCASE_RESOURCE = '0xcafe::showcase::Showcase';
export const CLOCK = '0xcafe::showcase::Clock';
export const LARGE = '0xcafe::showcase::Large';
export const DIRECTORY = '0xcafe::showcase::Directory';
export const ENTRY = '0xcafe::showcase::Entry';

/** Validators proposing blocks in turn (block h: validator h mod VALIDATORS). */
export const VALIDATORS = 4;

// Event types (their data is JSON as real nodes render it).
export const NEW_BLOCK_EVENT = '0x1::block::NewBlockEvent';
export const NEW_EPOCH_EVENT = '0x1::reconfiguration::NewEpochEvent';
export const DEPOSIT_EVENT = '0x1::coin::DepositEvent';
export const WITHDRAW_EVENT = '0x1::coin::WithdrawEvent';
export const COIN_REGISTER_EVENT = '0x1::account::CoinRegisterEvent';

export const EPOCH_INTERVAL_USEC = BLOCKS_PER_EPOCH * BLOCK_INTERVAL_USEC;

/** by_name entries present at every version. */
export const PERMANENT_NAMES = [
  { name: 'alpha', id: 1, tags: ['first'] },
  { name: 'beta', id: 2, tags: ['second'] },
  { name: 'gamma', id: 3, tags: ['third'] },
] as const;

/** by_name entries that come and go; the entry of EXTRA_NAMES[i] has id 4 + i. */
export const EXTRA_NAMES =
  'delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega'.split(' ');

export function blockTimestampUsec(height: bigint): bigint {
  return GENESIS_TIMESTAMP_USEC + height * BLOCK_INTERVAL_USEC;
}

/** Epochs start at 1 with genesis and change every BLOCKS_PER_EPOCH blocks. */
export function epochOfHeight(height: bigint): bigint {
  return 1n + height / BLOCKS_PER_EPOCH;
}
