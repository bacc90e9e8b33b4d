import { describe, expect, it } from 'vitest';
import { readTablePageParams, writeTablePageParams } from './table-page-params';

describe('table page params', () => {
  it('reads the types, the search and the order, and writes them back beside the node and version', () => {
    const search = new URLSearchParams(
      'key_type=u64&value_type=0x1::string::String&q=4&q_by=key_prefix&sort=last_change&ledger_version=7&node=x',
    );
    const params = readTablePageParams(search);
    expect(params).toEqual({
      keyType: 'u64',
      valueType: '0x1::string::String',
      filter: { kind: 'key_prefix', text: '4' },
      sort: 'last_change',
    });
    const written = writeTablePageParams(search, { ...params, filter: { kind: 'value_text', text: 'item' }, sort: 'key' });
    expect(written.get('q')).toBe('item');
    expect(written.get('q_by')).toBe('value');
    expect(written.has('sort')).toBe(false);
    expect(written.get('ledger_version')).toBe('7');
    expect(written.get('node')).toBe('x');
  });

  it('an empty search is the whole table, an unknown q_by an exact key', () => {
    expect(readTablePageParams(new URLSearchParams('q=')).filter).toEqual({ kind: 'all' });
    expect(readTablePageParams(new URLSearchParams('q=42&q_by=zzz')).filter).toEqual({ kind: 'key', text: '42' });
  });
});
