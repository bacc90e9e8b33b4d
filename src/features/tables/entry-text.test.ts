import { describe, expect, it } from 'vitest';
import type { TableEntry } from '../../core/api/table-entry';
import { entryHref, keyShown } from './entry-text';
import { decodeKey } from './key-decode';

const by = (type: string) => (entry: TableEntry) => decodeKey(entry, type);

const H = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const KEY_42: TableEntry = { keyHex: '0x2a00000000000000', decodedKey: '42', decodedValue: 'item-42', lastVersion: 9n, deleted: false };

describe('entry text', () => {
  it('reads the key from its own bytes by the known type, and says when they are not of it', () => {
    expect(keyShown(KEY_42, by('u64'))).toEqual({ ok: true, text: '42' });
    expect(keyShown(KEY_42, undefined)).toEqual({ ok: true, text: '42' });
    const wrong = keyShown(KEY_42, by('u32'));
    expect(wrong.ok).toBe(false);
    expect(wrong.ok ? '' : wrong.message).toContain('not a u32');
    expect(keyShown({ ...KEY_42, keyHex: '0xffff' }, by('0x1::string::String')).ok).toBe(false);
  });

  it('links an entry to its table item at the version on screen, the key builder filled, the diff when asked', () => {
    const href = entryHref(
      H,
      KEY_42,
      { keyType: 'u64', valueType: '0x1::string::String', decode: by('u64') },
      { ledgerVersion: '19000' },
      18000n,
    );
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe(`/tables/${H}/raw_item`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: '0x2a00000000000000',
      key_type: 'u64',
      key_value: '42',
      value_type: '0x1::string::String',
      compare: '18000',
      ledger_version: '19000',
    });
    // no key type known: the key alone (the builder shows its bytes)
    expect(new URL(entryHref(H, KEY_42, { keyType: undefined, valueType: undefined }, {}), 'http://x').search).toBe(
      '?key=0x2a00000000000000',
    );
  });
});
