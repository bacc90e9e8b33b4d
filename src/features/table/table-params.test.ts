import { describe, expect, it } from 'vitest';
import { keyFromParams, linkNeedsEncoder, normalizeKeyHex, readTableItemParams, writeTableItemParams } from './table-params';
import { encodeTypedKey } from './typed-key';

describe('table item params', () => {
  it('reads a shared link with a typed key', () => {
    const search = new URLSearchParams(
      'key=0x0500000000000000&key_type=u64&key_value=5&value_type=0x1%3A%3Astring%3A%3AString&ledger_version=9&node=http%3A%2F%2Fx%2Fv1',
    );
    expect(readTableItemParams(search)).toEqual({
      keyHex: '0x0500000000000000',
      keyType: 'u64',
      keyValue: '5',
      keyFormat: 'hex',
      valueType: '0x1::string::String',
    });
  });

  it('keeps an empty String key value and the utf8 format', () => {
    const search = new URLSearchParams('key=0x00&key_type=vector%3Cu8%3E&key_value=&key_format=utf8');
    expect(readTableItemParams(search)).toMatchObject({ keyValue: '', keyFormat: 'utf8' });
  });

  it('writes new table params and keeps node and version', () => {
    const current = new URLSearchParams('key=0x01&key_type=u8&key_value=1&ledger_version=9&node=http%3A%2F%2Fx%2Fv1');
    const next = writeTableItemParams(current, {
      keyHex: '0x026869',
      keyType: 'vector<u8>',
      keyValue: 'hi',
      keyFormat: 'utf8',
      valueType: undefined,
    });
    expect(next.toString()).toBe(
      'key=0x026869&key_type=vector%3Cu8%3E&key_value=hi&key_format=utf8&ledger_version=9&node=http%3A%2F%2Fx%2Fv1',
    );
    const hexOnly = writeTableItemParams(next, {
      keyHex: '0x01',
      keyType: undefined,
      keyValue: 'ignored',
      keyFormat: 'hex',
      valueType: 'u8',
    });
    expect(hexOnly.toString()).toBe('key=0x01&value_type=u8&ledger_version=9&node=http%3A%2F%2Fx%2Fv1');
  });

  it('normalises a hex key and explains a bad one', () => {
    expect(normalizeKeyHex(' 0AFF ')).toEqual({ ok: true, value: '0x0aff' });
    expect(normalizeKeyHex('0x')).toEqual({ ok: true, value: '0x' });
    expect(normalizeKeyHex('0x1')).toMatchObject({ ok: false, message: expect.stringContaining('odd number of hex digits') });
    expect(normalizeKeyHex('0xzz')).toMatchObject({ ok: false, message: expect.stringContaining('is not a hex digit') });
  });

  it('takes the key from `key` first, then from key_type + key_value', () => {
    const read = (text: string) => keyFromParams(readTableItemParams(new URLSearchParams(text)), encodeTypedKey);
    expect(read('key=0x0500000000000000&key_type=u64&key_value=6')).toEqual({ ok: true, value: '0x0500000000000000' });
    expect(read('key_type=u64&key_value=42')).toEqual({ ok: true, value: '0x2a00000000000000' });
    expect(read('key_type=0x1%3A%3Astring%3A%3AString&key_value=')).toEqual({ ok: true, value: '0x00' });
    expect(read('key_type=vector%3Cu8%3E&key_value=ab&key_format=utf8')).toEqual({ ok: true, value: '0x026162' });
    expect(read('key_type=u64')).toBeUndefined();
    expect(read('value_type=u64')).toBeUndefined();
  });

  it('says why the key of a link is unusable', () => {
    const read = (text: string) => keyFromParams(readTableItemParams(new URLSearchParams(text)), encodeTypedKey);
    expect(read('key=0xabc')).toMatchObject({ ok: false, message: expect.stringMatching(/^key is not hex bytes: /) });
    expect(read('key_type=u8&key_value=256')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^key_type and key_value give no key: /),
    });
    expect(read('key_type=u65&key_value=1')).toMatchObject({ ok: false });
  });

  it('needs the encoder only for a link without `key`', () => {
    const params = (text: string) => readTableItemParams(new URLSearchParams(text));
    expect(keyFromParams(params('key=0x2a00000000000000&key_type=u64&key_value=42'), undefined)).toEqual({
      ok: true,
      value: '0x2a00000000000000',
    });
    expect(keyFromParams(params('key_type=u64&key_value=42'), undefined)).toEqual({ ok: 'needs-encoder' });
    expect(keyFromParams(params('key_type=u64'), undefined)).toBeUndefined();
    expect(linkNeedsEncoder(params('key_type=u64&key_value=42'))).toBe(true);
    expect(linkNeedsEncoder(params('key=0x2a00000000000000&key_type=u64&key_value=42'))).toBe(false);
    expect(linkNeedsEncoder(params('key_type=u64'))).toBe(false);
  });
});
