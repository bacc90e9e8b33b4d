import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../move/json';
import { findEventHandleField } from './event-handle-field';

const handle = (addr: string, creationNumber: string) => ({ counter: '3', guid: { id: { addr, creation_num: creationNumber } } });

describe('findEventHandleField', () => {
  const resources: { type: string; data: JsonValue }[] = [
    { type: '0x1::chain_id::ChainId', data: { id: 4 } },
    {
      type: '0x1::account::Account',
      data: { sequence_number: '2', coin_register_events: handle('0xcafe', '0'), key_rotation_events: handle('0xcafe', '1') },
    },
    {
      type: '0x1::coin::CoinStore<0x1::aptos_coin::AptosCoin>',
      data: { deposit_events: handle('0x000cafe', '2'), nested: { withdraw_events: handle('0xcafe', '3') } },
    },
  ];

  it('names the field and the resource that hold the handle', () => {
    expect(findEventHandleField(resources, '0xcafe', 0n)).toEqual({ resourceType: '0x1::account::Account', field: 'coin_register_events' });
    expect(findEventHandleField(resources, '0xcafe', 2n)?.field).toBe('deposit_events');
    expect(findEventHandleField(resources, '0xcafe', 3n)?.field).toBe('nested.withdraw_events');
  });

  it('finds nothing for another account or a creation number no handle has', () => {
    expect(findEventHandleField(resources, '0xbeef', 0n)).toBeUndefined();
    expect(findEventHandleField(resources, '0xcafe', 9n)).toBeUndefined();
    expect(findEventHandleField([{ type: '0x1::x::Y' }], '0xcafe', 0n)).toBeUndefined();
  });
});
