import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeResourceGroup, encodeResourceGroup, isResourceGroup, resourceGroupOf } from './resource-group';

describe('resource groups', () => {
  it('knows the ObjectGroup members the demo chain stores, and nothing else', () => {
    expect(resourceGroupOf('0x1::fungible_asset::FungibleStore')).toBe('0x1::object::ObjectGroup');
    expect(resourceGroupOf('0x1::object::ObjectCore')).toBe('0x1::object::ObjectGroup');
    expect(resourceGroupOf('0x1::coin::CoinStore<0x1::native_coin::NativeCoin>')).toBeNull();
    expect(isResourceGroup('0x1::object::ObjectGroup')).toBe(true);
  });

  it('round-trips members in the map’s order (by their tags’ BCS bytes), whatever order they come in', () => {
    const types = ['0x1::object::ObjectCore', '0x1::fungible_asset::Supply', '0x1::fungible_asset::Metadata'];
    fc.assert(
      fc.property(fc.shuffledSubarray(types, { minLength: 1 }), fc.uint8Array({ maxLength: 40 }), (chosen, bytes) => {
        const decoded = decodeResourceGroup(encodeResourceGroup(chosen.map((type) => ({ type, bytes }))));
        expect(decoded.map((member) => member.type).sort()).toEqual([...chosen].sort());
        // BCS bytes of the tags: an identifier's length byte first, so `object` (6) before `fungible_asset` (14), `Supply` (6) before `Metadata` (8)
        const order = ['0x1::object::ObjectCore', '0x1::fungible_asset::Supply', '0x1::fungible_asset::Metadata'];
        expect(decoded.map((member) => member.type)).toEqual(order.filter((type) => chosen.includes(type)));
        for (const member of decoded) expect(member.bytes).toEqual(bytes);
      }),
    );
  });
});
