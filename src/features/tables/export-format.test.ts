import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableEntry } from '../../core/api/table-entry';
import { csvField, exportHead, exportRows, exportTail, type ExportProvenance } from './export-format';

const PROVENANCE: ExportProvenance = {
  node: 'http://127.0.0.1:8080/v1',
  indexer: 'http://127.0.0.1:8080/v1/graphql',
  chainId: 4,
  ledgerVersion: '20000',
  indexedVersion: '19990',
  source: 'indexer',
  handle: '0x6c17',
  keyType: '0x1::string::String',
  valueType: '0xcafe::showcase::Entry',
  version: '19000',
  search: null,
  exportedAt: '2026-11-28T20:00:00.000Z',
  link: 'http://127.0.0.1:8080/tables/0x6c17?ledger_version=19000',
};

const entry = (key: string, value: unknown, version: bigint): TableEntry => ({
  keyHex: '0x00',
  decodedKey: key,
  decodedValue: value,
  lastVersion: version,
  deleted: false,
});

/** A minimal RFC 4180 reader: the fields of one record. */
function readCsvRecord(text: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

describe('export-format', () => {
  it('a CSV field reads back as written, whatever it holds', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (fields) => {
        expect(readCsvRecord(fields.map(csvField).join(','))).toEqual(fields);
      }),
    );
  });

  it('a JSON export parses to its provenance and rows, u256 exact', () => {
    const big = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    const text =
      exportHead('json', PROVENANCE) +
      exportRows('json', [entry('alpha', { id: big }, 5n)], true) +
      exportRows('json', [], false) +
      exportRows('json', [entry('beta', 'x', 7n)], false) +
      exportTail('json');
    const parsed = JSON.parse(text) as { provenance: ExportProvenance; entries: { key: string; value: unknown; last_version: string }[] };
    expect(parsed.provenance).toEqual(PROVENANCE);
    expect(parsed.entries.map((row) => row.key)).toEqual(['alpha', 'beta']);
    expect(parsed.entries[0]?.value).toEqual({ id: big });
    expect(parsed.entries[1]?.last_version).toBe('7');
  });

  it('a CSV export opens with its provenance as comments, then one record per entry', () => {
    const text = exportHead('csv', PROVENANCE) + exportRows('csv', [entry('a,b', { tags: ['"x"'] }, 5n)], true);
    const lines = text.trimEnd().split('\n');
    expect(lines).toContain('# link: http://127.0.0.1:8080/tables/0x6c17?ledger_version=19000');
    expect(lines).toContain('# chainId: 4');
    expect(lines.at(-2)).toBe('key_hex,key,value,last_version');
    expect(readCsvRecord(lines.at(-1) ?? '')).toEqual(['0x00', 'a,b', '{"tags":["\\"x\\""]}', '5']);
  });
});
