import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadGoldens, restoreScrubbed } from '../../../test-fixtures/aptos-goldens/aptos-goldens';
import { ApiError } from './errors';
import {
  checkScanRange,
  defaultScanRange,
  entriesOf,
  foldTableWrites,
  MAX_SCAN_VERSIONS,
  scanFailureMessage,
  scanTableWrites,
  tableDecoder,
  tableWritesOf,
  type TableWrite,
} from './table-write-scan';
import { parseTransactionListBody } from './transaction-body-parse';

const KEYS = ['0x00', '0x01', '0x02', '0x0a', '0xff'];

/** Writes with distinct versions (a write set holds one change per state key, and a version is one write set). */
const writesArbitrary = fc
  .uniqueArray(fc.bigInt({ min: 0n, max: 10_000n }), { minLength: 0, maxLength: 60 })
  .chain((versions) =>
    fc.tuple(
      ...versions.map((version) =>
        fc.record({
          version: fc.constant(version),
          keyHex: fc.constantFrom(...KEYS),
          deleted: fc.boolean(),
          value: fc.nat(1000),
        }),
      ),
    ),
  )
  .map((drafts) =>
    drafts.map(({ version, keyHex, deleted, value }): TableWrite => ({
      version,
      keyHex,
      deleted,
      valueHex: deleted ? null : `0x${value.toString(16).padStart(4, '0')}`,
      decodedKey: keyHex,
      decodedValue: deleted ? null : String(value),
    })),
  );

/** The newest write of each key, by its definition. */
function reference(writes: readonly TableWrite[]): Map<string, TableWrite> {
  const newest = new Map<string, TableWrite>();
  for (const key of KEYS) {
    const ofKey = writes.filter((write) => write.keyHex === key);
    if (ofKey.length === 0) continue;
    newest.set(
      key,
      ofKey.reduce((a, b) => (b.version > a.version ? b : a)),
    );
  }
  return newest;
}

describe('foldTableWrites', () => {
  it('keeps each key’s newest write, deletes included, whatever order the pages come in', () => {
    fc.assert(
      fc.property(writesArbitrary, fc.nat(10), fc.infiniteStream(fc.nat()), (writes, pageSize, shuffles) => {
        // pages of consecutive writes, folded in a random order
        const size = pageSize + 1;
        const pages: TableWrite[][] = [];
        for (let index = 0; index < writes.length; index += size) pages.push(writes.slice(index, index + size));
        const order = pages.map((page, index) => ({ page, rank: shuffles.next().value as number, index }));
        order.sort((a, b) => a.rank - b.rank || a.index - b.index);
        const folded = new Map<string, TableWrite>();
        for (const { page } of order) foldTableWrites(page, folded);
        expect(new Map([...folded].sort())).toEqual(new Map([...reference(writes)].sort()));
      }),
    );
  });

  it('shows a key deleted last as deleted, with no value', () => {
    fc.assert(
      fc.property(writesArbitrary, (writes) => {
        const entries = entriesOf(foldTableWrites(writes));
        for (const entry of entries) {
          const newest = reference(writes).get(entry.keyHex);
          expect(entry.lastVersion).toBe(newest?.version);
          expect(entry.deleted).toBe(newest?.deleted);
          if (entry.deleted) expect([entry.decodedValue, entry.valueHex]).toEqual([null, null]);
          else expect(entry.valueHex).toBe(newest?.valueHex);
        }
        expect(entries.map((entry) => entry.keyHex)).toEqual([...entries.map((entry) => entry.keyHex)].sort());
      }),
    );
  });
});

describe('tableWritesOf', () => {
  it('reads a real node’s write set: key and value as hex, `data` absent (`{"data": null}`)', () => {
    const golden = loadGoldens().find(
      (found) => found.name === 'transactions_test__test_get_transactions_output_user_transaction_with_entry_function_payload',
    );
    expect(golden).toBeDefined();
    // aptos-core blanked its hashes (`state_key_hash: ""`): restored as the schema tests do
    const parsed = parseTransactionListBody(restoreScrubbed(golden?.body));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const handle = '0x38ff67f17cf7998cd41ed5267b52cff7af37d06a22e8b390ce44b69680fc0e97';
    const writes = tableWritesOf(parsed.value, handle);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes[0]).toMatchObject({ keyHex: '0x01000000', deleted: false, decodedKey: undefined, decodedValue: undefined });
    expect(tableWritesOf(parsed.value, '0x1')).toEqual([]);
  });

  it('matches handles in short and long form, and reads deletes with the node’s decoded key', () => {
    const parsed = parseTransactionListBody([
      {
        type: 'genesis_transaction',
        version: '7',
        hash: '',
        state_change_hash: '',
        event_root_hash: '',
        accumulator_root_hash: '',
        state_checkpoint_hash: null,
        gas_used: '0',
        success: true,
        vm_status: 'Executed successfully',
        payload: { type: 'write_set_payload', write_set: { type: 'direct_write_set', changes: [], events: [] } },
        events: [],
        changes: [
          {
            type: 'delete_table_item',
            state_key_hash: '0x00',
            handle: '0x000000000000000000000000000000000000000000000000000000000000abcd',
            key: '0x2A00000000000000',
            data: { key: '42', key_type: 'u64' },
          },
          {
            type: 'write_table_item',
            state_key_hash: '0x00',
            handle: '0xabcd',
            key: '0x2b00000000000000',
            value: '0x0161',
            data: { key: '43', key_type: 'u64', value: 'a', value_type: '0x1::string::String' },
          },
        ],
      },
    ]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(tableWritesOf(parsed.value, '0xabcd')).toEqual([
      { version: 7n, keyHex: '0x2a00000000000000', deleted: true, valueHex: null, decodedKey: '42', decodedValue: null },
      { version: 7n, keyHex: '0x2b00000000000000', deleted: false, valueHex: '0x0161', decodedKey: '43', decodedValue: 'a' },
    ]);
  });
});

describe('tableDecoder', () => {
  it('decodes what the node left undecoded by the table’s types, and nothing by a type that does not fit', () => {
    const decoder = tableDecoder('u64', '0x1::string::String');
    expect(decoder.key('0x2a00000000000000')).toBe('42');
    expect(decoder.value('0x076974656d2d3432')).toBe('item-42');
    expect(decoder.key('0x2a')).toBeUndefined();
    expect(tableDecoder('not a type', undefined).key('0x00')).toBeUndefined();
    const entries = entriesOf(
      foldTableWrites([
        {
          version: 3n,
          keyHex: '0x2a00000000000000',
          deleted: false,
          valueHex: '0x076974656d2d3432',
          decodedKey: undefined,
          decodedValue: undefined,
        },
      ]),
      decoder,
    );
    expect(entries).toEqual([
      {
        keyHex: '0x2a00000000000000',
        decodedKey: '42',
        decodedValue: 'item-42',
        valueHex: '0x076974656d2d3432',
        lastVersion: 3n,
        deleted: false,
      },
    ]);
  });
});

describe('ranges', () => {
  it('offers the last 1,000 versions up to the page’s version, within the window', () => {
    expect(defaultScanRange(5000n)).toEqual({ fromVersion: 4001n, toVersion: 5000n });
    expect(defaultScanRange(5000n, 4500n)).toEqual({ fromVersion: 4500n, toVersion: 5000n });
    expect(defaultScanRange(10n)).toEqual({ fromVersion: 0n, toVersion: 10n });
  });

  it('bounds a typed range', () => {
    expect(checkScanRange('100', '5099')).toEqual({ ok: true, value: { fromVersion: 100n, toVersion: 5099n } });
    expect(checkScanRange('100', (100n + MAX_SCAN_VERSIONS).toString())).toMatchObject({
      ok: false,
      message: expect.stringContaining('At most 5,000'),
    });
    expect(checkScanRange('9', '3')).toMatchObject({ ok: false });
    expect(checkScanRange('-1', '3')).toMatchObject({ ok: false });
    expect(checkScanRange('1.5', '3')).toMatchObject({ ok: false });
    expect(checkScanRange('1', '30', 20n)).toMatchObject({
      ok: false,
      message: "The range must end at or before version 20, the node's latest version.",
    });
    expect(checkScanRange('1', '30', 20n, 'the version on screen')).toMatchObject({
      message: expect.stringContaining('version 20, the version on screen'),
    });
  });
});

describe('scanTableWrites against answers that are not the versions asked', () => {
  const answering =
    (body: unknown): typeof fetch =>
    () =>
      Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  const transaction = (version: string) => ({ type: 'unknown_kind', version, hash: '', changes: [] });

  it('refuses a page that skips a version, and an empty page', async () => {
    const skipped = scanTableWrites({
      node: 'http://127.0.0.1:9/v1',
      handle: '0x1',
      fromVersion: 10n,
      toVersion: 11n,
      fetch: answering([transaction('10'), transaction('12')]),
    });
    await expect(skipped).rejects.toMatchObject({ kind: 'malformed_response', message: expect.stringContaining('not version 11') });
    const empty = scanTableWrites({ node: 'http://127.0.0.1:9/v1', handle: '0x1', fromVersion: 10n, toVersion: 11n, fetch: answering([]) });
    await expect(empty).rejects.toMatchObject({ kind: 'malformed_response' });
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const scan = scanTableWrites({
      node: 'http://127.0.0.1:9/v1',
      handle: '0x1',
      fromVersion: 0n,
      toVersion: 10n,
      signal: controller.signal,
      fetch: answering([]),
    });
    await expect(scan).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('scanFailureMessage', () => {
  const range = { fromVersion: 5n, toVersion: 9n };
  it('names the window for a pruned range and the route for a refusal', () => {
    const pruned = new ApiError({
      kind: 'pruned',
      message: 'pruned',
      url: 'x',
      status: 410,
      ledger: { oldestLedgerVersion: 120n } as never,
    });
    expect(scanFailureMessage(pruned, range)).toBe('Versions before 120 are pruned on this node: start the range at 120 or later.');
    const refused = new ApiError({ kind: 'not_found', message: 'no', url: 'x', status: 404, errorCode: 'web_framework_error' });
    expect(scanFailureMessage(refused, range)).toContain('refused to list transactions (HTTP 404 web_framework_error)');
    expect(scanFailureMessage(new ApiError({ kind: 'forbidden', message: 'no', url: 'x', status: 403 }), range)).toContain('HTTP 403');
    expect(scanFailureMessage(new DOMException('stop', 'AbortError'), range)).toBe('Scan cancelled.');
  });
});
