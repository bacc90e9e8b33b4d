import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLedgerInfoBody, parseLenientErrorBody, parseStateKeyWriteList } from './wire-body-parse';

const goodLedgerInfo = {
  chain_id: 4,
  epoch: '8',
  ledger_version: '18446744073709551615',
  oldest_ledger_version: '0',
  ledger_timestamp: '1767230002000000',
  node_role: 'full_node',
  oldest_block_height: '802',
  block_height: '4402',
};

describe('parseLedgerInfoBody', () => {
  it('returns a good body without unknown members', () => {
    expect(parseLedgerInfoBody({ ...goodLedgerInfo, extra: 1 })).toEqual({ ok: true, value: goodLedgerInfo });
  });
  it.each([
    [null, 'ledger info is not an object'],
    [[], 'ledger info is not an object'],
    [{ ...goodLedgerInfo, chain_id: 256 }, 'chain_id: not an integer from 0 to 255'],
    [{ ...goodLedgerInfo, chain_id: 1.5 }, 'chain_id: not an integer from 0 to 255'],
    [{ ...goodLedgerInfo, ledger_version: '18446744073709551616' }, 'ledger_version: not a u64 decimal string'],
    [{ ...goodLedgerInfo, epoch: 8 }, 'epoch: not a u64 decimal string'],
    [{ ...goodLedgerInfo, block_height: '007' }, 'block_height: not a u64 decimal string'],
    [{ ...goodLedgerInfo, node_role: undefined }, 'node_role: not a string'],
  ])('rejects %j: %s', (value, message) => {
    expect(parseLedgerInfoBody(value)).toEqual({ ok: false, message });
  });
  it('keeps a well-formed `degraded` and drops any other (it is optional for clients)', () => {
    const degraded = { reason: 'disk_full', message: 'the disk is full (SQLITE_FULL: database or disk is full)', since: '2026-11-27T15:00:00.000Z', attempts: 3 };
    expect(parseLedgerInfoBody({ ...goodLedgerInfo, degraded: { ...degraded, extra: 1 } })).toEqual({ ok: true, value: { ...goodLedgerInfo, degraded } });
    expect(parseLedgerInfoBody({ ...goodLedgerInfo, degraded: { ...degraded, attempts: 0 } })).toEqual({ ok: true, value: goodLedgerInfo });
    expect(parseLedgerInfoBody({ ...goodLedgerInfo, degraded: 'yes' })).toEqual({ ok: true, value: goodLedgerInfo });
    // found by a property once in CI: a count of attempts is a safe integer (zod's int())
    expect(parseLedgerInfoBody({ ...goodLedgerInfo, degraded: { ...degraded, attempts: 2 ** 60 } })).toEqual({ ok: true, value: goodLedgerInfo });
    expect(parseLedgerInfoBody({ ...goodLedgerInfo, degraded: { ...degraded, attempts: 1.5 } })).toEqual({ ok: true, value: goodLedgerInfo });
    expect(parseLedgerInfoBody({ ...goodLedgerInfo, degraded: { ...degraded, since: 5 } })).toEqual({ ok: true, value: goodLedgerInfo });
  });
  it('reads every u64 member exactly, and never throws on arbitrary values', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (n) => {
        const parsed = parseLedgerInfoBody({ ...goodLedgerInfo, ledger_version: n.toString() });
        expect(parsed.ok && parsed.value.ledger_version).toBe(n.toString());
      }),
    );
    fc.assert(fc.property(fc.anything(), (value) => typeof parseLedgerInfoBody(value).ok === 'boolean'));
  });
});

describe('parseLenientErrorBody', () => {
  it('keeps unknown codes and drops nothing it reads', () => {
    expect(parseLenientErrorBody({ message: 'm', error_code: 'brand_new_code', vm_error_code: null })).toEqual({
      ok: true,
      value: { message: 'm', error_code: 'brand_new_code', vm_error_code: null },
    });
  });
  it.each([
    ['text', 'error body is not an object'],
    [{}, 'message: not a string'],
    [{ message: 'm', error_code: 5 }, 'error_code: not a string'],
    [{ message: 'm', vm_error_code: '5' }, 'vm_error_code: not a number or null'],
    [{ message: 'm', vm_error_code: Number.NaN }, 'vm_error_code: not a number or null'],
    [{ message: 'm', vm_error_code: Number.POSITIVE_INFINITY }, 'vm_error_code: not a number or null'],
  ])('rejects %j: %s', (value, message) => {
    expect(parseLenientErrorBody(value)).toEqual({ ok: false, message });
  });
  it('reads an absent code and a null or fractional VM code (it does not check what it does not use)', () => {
    expect(parseLenientErrorBody({ message: 'm', extra: 1 })).toEqual({ ok: true, value: { message: 'm' } });
    expect(parseLenientErrorBody({ message: 'm', error_code: 'x', vm_error_code: -1.5 })).toEqual({ ok: true, value: { message: 'm', error_code: 'x', vm_error_code: -1.5 } });
  });
});

describe('parseStateKeyWriteList', () => {
  it('reads versions and timestamps into bigints exactly, and refuses what is not a write', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ version: fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), deleted: fc.boolean(), timestamp: fc.option(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n })) }), { maxLength: 4 }), (writes) => {
        const wire = writes.map(({ version, deleted, timestamp }) => ({ version: version.toString(), deleted, timestamp: timestamp === null ? null : timestamp.toString(), extra: 1 }));
        expect(parseStateKeyWriteList(wire)).toEqual({ ok: true, value: writes.map(({ version, deleted, timestamp }) => ({ version, deleted, timestampUsec: timestamp })) });
      }),
    );
    expect(parseStateKeyWriteList({})).toEqual({ ok: false, message: 'write list is not an array' });
  });

  it.each([
    [{ version: '18446744073709551616', deleted: false, timestamp: null }, 'item 0: version: not a u64 decimal string'],
    [{ version: '01', deleted: false, timestamp: null }, 'item 0: version: not a u64 decimal string'],
    [{ version: 5, deleted: false, timestamp: null }, 'item 0: version: not a u64 decimal string'],
    [{ version: '5', deleted: 'false', timestamp: null }, 'item 0: deleted: not a boolean'],
    [{ version: '5', deleted: false }, 'item 0: timestamp: not a u64 decimal string'],
    [{ version: '5', deleted: false, timestamp: ' 1' }, 'item 0: timestamp: not a u64 decimal string'],
    ['5', 'item 0: not an object'],
  ])('refuses %j: %s', (write, message) => {
    expect(parseStateKeyWriteList([write])).toEqual({ ok: false, message });
  });

  it('names the item and member at fault', () => {
    expect(parseStateKeyWriteList([{ version: '1', deleted: false, timestamp: null }, { version: '-1', deleted: false, timestamp: null }])).toEqual({
      ok: false,
      message: 'item 1: version: not a u64 decimal string',
    });
  });
});
