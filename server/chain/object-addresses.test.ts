import { describe, expect, it } from 'vitest';
import { formatHexBytes } from '../../src/core/move/hex';
import { parseAddress } from '../../src/core/move/address';
import { createObjectAddress, pairedMetadataAddress, primaryStoreAddress } from './object-addresses';

describe('object addresses (aptos-core object.move)', () => {
  it('derives a primary store as create_user_derived_object_address does', () => {
    // aptos-core's differential test of create_user_derived_object_address_impl(@0xa, @0xb)
    expect(formatHexBytes(primaryStoreAddress(parseAddress('0xa'), parseAddress('0xb')))).toBe(
      '0xc168433b37d568f2c5cb143f04e177e102d9e40247cefdcb41b8dcc56caa44b0',
    );
  });

  it('derives a named object from creator, seed and 0xFE', () => {
    const named = createObjectAddress(parseAddress('0xcafe'), new TextEncoder().encode('DEMO'));
    expect(named).toHaveLength(32);
    expect(named).not.toEqual(primaryStoreAddress(parseAddress('0xcafe'), new TextEncoder().encode('DEMO')));
  });

  it('pairs AptosCoin with 0xa', () => {
    expect(formatHexBytes(pairedMetadataAddress('0x1::aptos_coin::AptosCoin'))).toBe(`0x${'0'.repeat(63)}a`);
  });
});
