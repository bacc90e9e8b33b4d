import { describe, expect, it } from 'vitest';
import { explorerHref, explorerPath } from './explorer-location';

const HANDLE = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';

describe('explorerHref: a table and its items', () => {
  it('builds a table’s page with its key and value types, then the version and node', () => {
    const href = explorerHref(
      { kind: 'table_entries', handle: HANDLE, keyType: 'u64', valueType: 'vector<0x1::string::String>' },
      { ledgerVersion: '5', network: 'testnet', node: 'https://n.example/v1' },
    );
    expect(href).toBe(
      `/tables/${HANDLE}?key_type=u64&value_type=vector%3C0x1%3A%3Astring%3A%3AString%3E&ledger_version=5&network=testnet&node=https%3A%2F%2Fn.example%2Fv1`,
    );
    const url = new URL(href, 'http://x');
    expect([url.searchParams.get('key_type'), url.searchParams.get('value_type')]).toEqual(['u64', 'vector<0x1::string::String>']);
    expect(explorerHref({ kind: 'table_entries', handle: HANDLE }, {})).toBe(`/tables/${HANDLE}`);
    expect(explorerHref({ kind: 'table_entries', handle: HANDLE, keyType: undefined, valueType: 'u8' }, {})).toBe(
      `/tables/${HANDLE}?value_type=u8`,
    );
  });

  it('keeps the item page apart: its key goes only to raw_item', () => {
    expect(explorerPath({ kind: 'table', handle: HANDLE })).toBe(`/tables/${HANDLE}/raw_item`);
    expect(explorerHref({ kind: 'table', handle: HANDLE, key: '0x2a', keyType: 'u64' }, {})).toBe(
      `/tables/${HANDLE}/raw_item?key=0x2a&key_type=u64`,
    );
  });
});
