// What the registry's layouts do not say and a module ABI does: each struct's abilities and its type
// parameters' constraints and phantom flags, as in the Aptos framework sources (a phantom parameter
// takes part in no field's layout). Every published struct must be listed here (module-abi.ts throws).

export type Ability = 'copy' | 'drop' | 'store' | 'key';

export interface TypeParamTraits {
  constraints: Ability[];
  phantom: boolean;
}

export interface StructTraits {
  abilities: Ability[];
  typeParams: TypeParamTraits[];
}

const VALUE: Ability[] = ['copy', 'drop', 'store'];
const EVENT: Ability[] = ['drop', 'store'];
const KEY: Ability[] = ['key'];
const STORE: Ability[] = ['store'];
const phantom: TypeParamTraits = { constraints: [], phantom: true };
const plain = (abilities: Ability[]): StructTraits => ({ abilities, typeParams: [] });

const TRAITS: Readonly<Record<string, StructTraits>> = {
  '0x1::string::String': plain(VALUE),
  '0x1::option::Option': { abilities: VALUE, typeParams: [{ constraints: [], phantom: false }] },
  '0x1::object::Object': { abilities: VALUE, typeParams: [phantom] },
  '0x1::object::ObjectCore': plain(KEY),
  '0x1::object::ObjectGroup': plain([]),
  '0x1::object::TransferEvent': plain(EVENT),
  '0x1::fungible_asset::Metadata': plain(['copy', 'drop', 'key']),
  '0x1::fungible_asset::Supply': plain(KEY),
  '0x1::fungible_asset::FungibleStore': plain(KEY),
  '0x1::table::Table': { abilities: STORE, typeParams: [{ constraints: ['copy', 'drop'], phantom: true }, phantom] },
  '0x1::table_with_length::TableWithLength': { abilities: STORE, typeParams: [{ constraints: ['copy', 'drop'], phantom: true }, phantom] },
  '0x1::chain_id::ChainId': plain(KEY),
  '0x1::timestamp::CurrentTimeMicroseconds': plain(KEY),
  '0x1::block::BlockResource': plain(KEY),
  '0x1::block::NewBlockEvent': plain(EVENT),
  '0x1::block::UpdateEpochIntervalEvent': plain(EVENT),
  '0x1::reconfiguration::Configuration': plain(KEY),
  '0x1::reconfiguration::NewEpochEvent': plain(EVENT),
  '0x1::coin::CoinInfo': { abilities: KEY, typeParams: [phantom] },
  '0x1::coin::CoinStore': { abilities: KEY, typeParams: [phantom] },
  '0x1::coin::Coin': { abilities: STORE, typeParams: [phantom] },
  '0x1::coin::DepositEvent': plain(EVENT),
  '0x1::coin::WithdrawEvent': plain(EVENT),
  '0x1::native_coin::NativeCoin': plain([]),
  '0x1::account::Account': plain(['key', 'store']),
  '0x1::account::CapabilityOffer': { abilities: STORE, typeParams: [phantom] },
  '0x1::account::RotationCapability': plain(EVENT),
  '0x1::account::SignerCapability': plain(EVENT),
  '0x1::account::CoinRegisterEvent': plain(EVENT),
  '0x1::account::KeyRotationEvent': plain(EVENT),
  '0x1::account::OriginatingAddress': plain(KEY),
  '0x1::type_info::TypeInfo': plain(VALUE),
  '0x1::event::EventHandle': { abilities: STORE, typeParams: [{ constraints: ['drop', 'store'], phantom: true }] },
  '0x1::guid::GUID': plain(EVENT),
  '0x1::guid::ID': plain(VALUE),
  '0x1::code::PackageRegistry': plain(['key', 'store', 'drop']),
  '0x1::code::PackageMetadata': plain(['copy', 'drop', 'store']),
  '0x1::code::UpgradePolicy': plain(['copy', 'drop', 'store']),
  '0x1::code::ModuleMetadata': plain(['copy', 'drop', 'store']),
  '0x1::code::PackageDep': plain(['copy', 'drop', 'store']),
  '0x1::copyable_any::Any': plain(['copy', 'drop', 'store']),
  '0xcafe::showcase::Showcase': plain(KEY),
  '0xcafe::showcase::Entry': plain(VALUE),
  '0xcafe::showcase::Kind': plain(VALUE),
  '0xcafe::showcase::Clock': plain(KEY),
  '0xcafe::showcase::Large': plain(KEY),
  '0xcafe::showcase::Directory': plain(KEY),
  '0xcafe::showcase::Gallery': plain(KEY),
  '0xcafe::showcase::Badge': plain(VALUE),
  '0xcafe::showcase::Tier': plain(VALUE),
  '0xbeef::registry::Registry': plain(KEY),
  '0xbeef::registry::Record': plain(VALUE),
};

/** The traits of a published struct by its qualified name (crowd items are resources: `key`). */
export function structTraits(qualifiedName: string): StructTraits | undefined {
  if (qualifiedName.startsWith('0xbeef::crowd_')) return plain(KEY);
  return TRAITS[qualifiedName];
}
