import { parseAddress } from '../../src/core/move/address';
import { sha3 } from './hashing';

// Object addresses as aptos-core derives them (aptos-move/framework/aptos-framework/sources/object.move):
// a named object    = sha3-256(creator ‖ seed ‖ 0xFE)              create_object_address
// a primary store   = sha3-256(owner ‖ metadata address ‖ 0xFC)    create_user_derived_object_address
// and a coin's paired fungible asset (aptos-sdk get_paired_fa_metadata_address): 0xa for AptosCoin, else
// the named object of 0xa seeded with the coin type as the API writes it (short addresses).

const OBJECT_FROM_SEED_ADDRESS_SCHEME = 0xfe;
const OBJECT_DERIVED_SCHEME = 0xfc;
const APT_METADATA = parseAddress('0xa');

export function createObjectAddress(creator: Uint8Array, seed: Uint8Array): Uint8Array {
  return sha3('sha3-256', creator, seed, Uint8Array.of(OBJECT_FROM_SEED_ADDRESS_SCHEME));
}

export function primaryStoreAddress(owner: Uint8Array, metadata: Uint8Array): Uint8Array {
  return sha3('sha3-256', owner, metadata, Uint8Array.of(OBJECT_DERIVED_SCHEME));
}

/** The metadata address of a coin type's paired fungible asset (`coinType` normalised: `0x1::aptos_coin::AptosCoin`). */
export function pairedMetadataAddress(coinType: string): Uint8Array {
  if (coinType === '0x1::aptos_coin::AptosCoin') return APT_METADATA;
  return createObjectAddress(APT_METADATA, new TextEncoder().encode(coinType));
}
