import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../core/move/json';
import { parseStructTag } from '../../core/move/type-tag';
import { valueLinkFor } from './value-links';

const ADDRESS = '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370';
const COIN_STORE = parseStructTag('0x1::coin::CoinStore<0x1::native_coin::NativeCoin>');
const store: JsonValue = {
  coin: { value: '100' },
  frozen: false,
  deposit_events: { counter: '131', guid: { id: { addr: ADDRESS, creation_num: '2' } } },
  withdraw_events: { counter: '0', guid: { id: { addr: ADDRESS, creation_num: '3' } } },
};

describe('valueLinkFor: event handles', () => {
  const linkFor = valueLinkFor(COIN_STORE, store, { node: 'http://other:1/v1', ledgerVersion: '20000' });

  it('opens the handle’s events from its creation number and its counter (with the node, not the pinned version)', () => {
    const href = `/accounts/${ADDRESS}/events/2?node=${encodeURIComponent('http://other:1/v1')}`;
    expect(linkFor({ path: ['deposit_events', 'guid', 'id', 'creation_num'], key: 'creation_num', value: '2' })).toEqual({
      href,
      title: 'Open the events of this handle (131 at version 20000; the list is read at latest)',
    });
    expect(linkFor({ path: ['deposit_events', 'counter'], key: 'counter', value: '131' })?.href).toBe(href);
    expect(linkFor({ path: ['withdraw_events', 'counter'], key: 'counter', value: '0' })?.href).toContain('/events/3?');
  });

  it('keeps the node named by its network: a link without it would open on the serving node', () => {
    const onTestnet = valueLinkFor(COIN_STORE, store, { network: 'testnet' });
    expect(onTestnet({ path: ['deposit_events', 'counter'], key: 'counter', value: '131' })).toEqual({
      href: `/accounts/${ADDRESS}/events/2?network=testnet`,
      title: 'Open the events of this handle (131)',
    });
  });

  it('keeps the address inside the handle a link to its account, and links no other number', () => {
    expect(linkFor({ path: ['deposit_events', 'guid', 'id', 'addr'], key: 'addr', value: ADDRESS })?.href).toContain(
      `/accounts/${ADDRESS}?ledger_version=20000`,
    );
    expect(linkFor({ path: ['coin', 'value'], key: 'value', value: '100' })).toBeNull();
  });

  it('links nothing that only looks like part of a handle', () => {
    const account = parseStructTag('0x1::account::Account');
    const data: JsonValue = { guid_creation_num: '5', counter: '3', sequence_number: '9' };
    const plain = valueLinkFor(account, data, {});
    expect(plain({ path: ['guid_creation_num'], key: 'guid_creation_num', value: '5' })).toBeNull();
    // a `counter` whose object has no guid is not a handle
    expect(plain({ path: ['counter'], key: 'counter', value: '3' })).toBeNull();
  });
});
