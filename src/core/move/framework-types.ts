import type { TypeDefinition } from './layout';
import { address, bool, option, param, ref, string, struct, u128, u64, u8, vector } from './layout-builders';

// The 0x1 framework types the demo chain stores (docs/demo-chain.md#framework-state-at-0x1), fields in
// declaration order as in the Aptos framework sources; CoinInfo.supply is Option<u128>, as in the framework.

const eventHandle = (event: string) => ref('0x1::event::EventHandle', ref(event));

export const frameworkTypes: readonly TypeDefinition[] = [
  struct('0x1::string::String', [], [['bytes', vector(u8)]]),
  struct('0x1::option::Option', ['Element'], [['vec', vector(param(0))]]),
  struct('0x1::object::Object', ['T'], [['inner', address]]),
  // object.move: every object's core, and the resource group its members are stored in (resource-group.ts)
  struct(
    '0x1::object::ObjectCore',
    [],
    [
      ['guid_creation_num', u64],
      ['owner', address],
      ['allow_ungated_transfer', bool],
      ['transfer_events', eventHandle('0x1::object::TransferEvent')],
    ],
  ),
  struct('0x1::object::ObjectGroup', [], [['dummy_field', bool]]),
  struct(
    '0x1::object::TransferEvent',
    [],
    [
      ['object', address],
      ['from', address],
      ['to', address],
    ],
  ),
  struct('0x1::table::Table', ['K', 'V'], [['handle', address]]),
  struct(
    '0x1::table_with_length::TableWithLength',
    ['K', 'V'],
    [
      ['inner', ref('0x1::table::Table', param(0), param(1))],
      ['length', u64],
    ],
  ),
  struct('0x1::chain_id::ChainId', [], [['id', u8]]),
  struct('0x1::timestamp::CurrentTimeMicroseconds', [], [['microseconds', u64]]),
  struct(
    '0x1::block::BlockResource',
    [],
    [
      ['height', u64],
      ['epoch_interval', u64],
      ['new_block_events', eventHandle('0x1::block::NewBlockEvent')],
      ['update_epoch_interval_events', eventHandle('0x1::block::UpdateEpochIntervalEvent')],
    ],
  ),
  struct(
    '0x1::block::NewBlockEvent',
    [],
    [
      ['hash', address],
      ['epoch', u64],
      ['round', u64],
      ['height', u64],
      ['previous_block_votes_bitvec', vector(u8)],
      ['proposer', address],
      ['failed_proposer_indices', vector(u64)],
      ['time_microseconds', u64],
    ],
  ),
  struct(
    '0x1::block::UpdateEpochIntervalEvent',
    [],
    [
      ['old_epoch_interval', u64],
      ['new_epoch_interval', u64],
    ],
  ),
  struct(
    '0x1::reconfiguration::Configuration',
    [],
    [
      ['epoch', u64],
      ['last_reconfiguration_time', u64],
      ['events', eventHandle('0x1::reconfiguration::NewEpochEvent')],
    ],
  ),
  struct('0x1::reconfiguration::NewEpochEvent', [], [['epoch', u64]]),
  struct(
    '0x1::coin::CoinInfo',
    ['CoinType'],
    [
      ['name', string],
      ['symbol', string],
      ['decimals', u8],
      ['supply', option(u128)],
    ],
  ),
  struct(
    '0x1::coin::CoinStore',
    ['CoinType'],
    [
      ['coin', ref('0x1::coin::Coin', param(0))],
      ['frozen', bool],
      ['deposit_events', eventHandle('0x1::coin::DepositEvent')],
      ['withdraw_events', eventHandle('0x1::coin::WithdrawEvent')],
    ],
  ),
  struct('0x1::coin::Coin', ['CoinType'], [['value', u64]]),
  struct('0x1::coin::DepositEvent', [], [['amount', u64]]),
  struct('0x1::coin::WithdrawEvent', [], [['amount', u64]]),
  struct('0x1::native_coin::NativeCoin', [], [['dummy_field', bool]]),
  struct(
    '0x1::account::Account',
    [],
    [
      ['authentication_key', vector(u8)],
      ['sequence_number', u64],
      ['guid_creation_num', u64],
      ['coin_register_events', eventHandle('0x1::account::CoinRegisterEvent')],
      ['key_rotation_events', eventHandle('0x1::account::KeyRotationEvent')],
      ['rotation_capability_offer', ref('0x1::account::CapabilityOffer', ref('0x1::account::RotationCapability'))],
      ['signer_capability_offer', ref('0x1::account::CapabilityOffer', ref('0x1::account::SignerCapability'))],
    ],
  ),
  struct('0x1::account::CapabilityOffer', ['T'], [['for', option(address)]]),
  struct('0x1::account::RotationCapability', [], [['account', address]]),
  struct('0x1::account::SignerCapability', [], [['account', address]]),
  struct('0x1::account::CoinRegisterEvent', [], [['type_info', ref('0x1::type_info::TypeInfo')]]),
  struct(
    '0x1::type_info::TypeInfo',
    [],
    [
      ['account_address', address],
      ['module_name', vector(u8)],
      ['struct_name', vector(u8)],
    ],
  ),
  struct(
    '0x1::account::KeyRotationEvent',
    [],
    [
      ['old_authentication_key', vector(u8)],
      ['new_authentication_key', vector(u8)],
    ],
  ),
  struct('0x1::account::OriginatingAddress', [], [['address_map', ref('0x1::table::Table', address, address)]]),
  struct(
    '0x1::event::EventHandle',
    ['T'],
    [
      ['counter', u64],
      ['guid', ref('0x1::guid::GUID')],
    ],
  ),
  struct('0x1::guid::GUID', [], [['id', ref('0x1::guid::ID')]]),
  struct(
    '0x1::guid::ID',
    [],
    [
      ['creation_num', u64],
      ['addr', address],
    ],
  ),
  // fungible_asset.move: members of 0x1::object::ObjectGroup (an asset's metadata object, a primary store)
  struct(
    '0x1::fungible_asset::Metadata',
    [],
    [
      ['name', string],
      ['symbol', string],
      ['decimals', u8],
      ['icon_uri', string],
      ['project_uri', string],
    ],
  ),
  struct(
    '0x1::fungible_asset::Supply',
    [],
    [
      ['current', u128],
      ['maximum', option(u128)],
    ],
  ),
  struct(
    '0x1::fungible_asset::FungibleStore',
    [],
    [
      ['metadata', ref('0x1::object::Object', ref('0x1::fungible_asset::Metadata'))],
      ['balance', u64],
      ['frozen', bool],
    ],
  ),
  // code.move: the packages an account published, with their (gzip-compressed) source
  struct('0x1::code::PackageRegistry', [], [['packages', vector(ref('0x1::code::PackageMetadata'))]]),
  struct(
    '0x1::code::PackageMetadata',
    [],
    [
      ['name', string],
      ['upgrade_policy', ref('0x1::code::UpgradePolicy')],
      ['upgrade_number', u64],
      ['source_digest', string],
      ['manifest', vector(u8)],
      ['modules', vector(ref('0x1::code::ModuleMetadata'))],
      ['deps', vector(ref('0x1::code::PackageDep'))],
      ['extension', option(ref('0x1::copyable_any::Any'))],
    ],
  ),
  struct('0x1::code::UpgradePolicy', [], [['policy', u8]]),
  struct(
    '0x1::code::ModuleMetadata',
    [],
    [
      ['name', string],
      ['source', vector(u8)],
      ['source_map', vector(u8)],
      ['extension', option(ref('0x1::copyable_any::Any'))],
    ],
  ),
  struct(
    '0x1::code::PackageDep',
    [],
    [
      ['account', address],
      ['package_name', string],
    ],
  ),
  struct(
    '0x1::copyable_any::Any',
    [],
    [
      ['type_name', string],
      ['data', vector(u8)],
    ],
  ),
];
