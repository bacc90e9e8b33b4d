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

describe('valueLinkFor: table handles', () => {
  const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
  const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
  const showcase: JsonValue = { by_index: { handle: BY_INDEX }, by_name: { inner: { handle: BY_NAME }, length: '14' } };
  const params = { ledgerVersion: '19000', node: 'http://127.0.0.1:9/v1' };
  const linkFor = valueLinkFor(parseStructTag('0xcafe::showcase::Showcase'), showcase, params);

  it('opens the table’s page with the field’s key and value types, on the page’s node and version', () => {
    expect(linkFor({ path: ['by_index', 'handle'], key: 'handle', value: BY_INDEX })).toEqual({
      href: `/tables/${BY_INDEX}?key_type=u64&value_type=0x1%3A%3Astring%3A%3AString&ledger_version=19000&node=http%3A%2F%2F127.0.0.1%3A9%2Fv1`,
      title: 'Open the table 0x1::table::Table<u64, 0x1::string::String>',
    });
    // a TableWithLength holds its Table in `inner`
    const byName = new URL(linkFor({ path: ['by_name', 'inner', 'handle'], key: 'handle', value: BY_NAME })?.href ?? '', 'http://x');
    expect(byName.pathname).toBe(`/tables/${BY_NAME}`);
    expect(byName.searchParams.get('key_type')).toBe('0x1::string::String');
    expect(byName.searchParams.get('value_type')).toBe('0xcafe::showcase::Entry');
  });

  it('opens a `handle` of unknown layout as a table without types', () => {
    const unknown = valueLinkFor(parseStructTag('0xdead::nothing::Here'), { t: { handle: BY_INDEX } }, {});
    expect(unknown({ path: ['t', 'handle'], key: 'handle', value: BY_INDEX })).toEqual({
      href: `/tables/${BY_INDEX}`,
      title: 'Open the table',
    });
  });
});
