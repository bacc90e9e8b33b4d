/** Every account's own resource: its sequence number (how many transactions it has sent), its key and its GUIDs. */
export const ACCOUNT_TYPE = '0x1::account::Account';

/** Framework resource types most accounts hold (docs/demo-chain.md#framework-state-at-0x1): offered when a node has no list extension. */
export const WELL_KNOWN_TYPES: readonly string[] = [
  ACCOUNT_TYPE,
  '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>',
  '0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>',
  '0x1::chain_id::ChainId',
  '0x1::timestamp::CurrentTimeMicroseconds',
  '0x1::block::BlockResource',
  '0x1::reconfiguration::Configuration',
  '0x1::account::OriginatingAddress',
];
