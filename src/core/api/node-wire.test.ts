import { beforeEach, describe, expect, it } from 'vitest';
import type { LedgerInfo } from './ledger-info';
import { hidesLedgerHeaders, LEDGER_INFO_FRESH_MS, ledgerFromBody, noteLedgerHeaders, type NodeWires } from './node-wire';

const NODE = 'https://fullnode.example/v1';
const at = (ledgerVersion: bigint, oldestLedgerVersion = 0n): LedgerInfo => ({
  chainId: 1,
  ledgerVersion,
  oldestLedgerVersion,
  ledgerTimestampUsec: 0n,
  epoch: 1n,
  blockHeight: 1n,
  oldestBlockHeight: 0n,
  gasUsed: null,
  source: 'ledger_info',
});

let wires: NodeWires;
beforeEach(() => {
  wires = new Map();
});

describe('node wire', () => {
  it('remembers per node whether 2xx answers carried readable headers', () => {
    expect(hidesLedgerHeaders(wires, NODE)).toBe(false);
    noteLedgerHeaders(wires, NODE, false);
    expect(hidesLedgerHeaders(wires, NODE)).toBe(true);
    expect(hidesLedgerHeaders(wires, 'http://127.0.0.1:8080/v1')).toBe(false);
    noteLedgerHeaders(wires, NODE, true);
    expect(hidesLedgerHeaders(wires, NODE)).toBe(false);
  });

  it('holds a GET /v1 answer while fresh, shares one request, and asks again when stale, forced or behind a pinned version', async () => {
    let loads = 0;
    let latest = 100n;
    const load = () => {
      loads++;
      return Promise.resolve(at(latest));
    };
    const [a, b] = await Promise.all([ledgerFromBody(wires, NODE, load), ledgerFromBody(wires, NODE, load)]);
    expect([a.ledgerVersion, b.ledgerVersion, loads]).toEqual([100n, 100n, 1]);
    latest = 105n;
    expect((await ledgerFromBody(wires, NODE, load)).ledgerVersion).toBe(100n); // fresh: held
    expect((await ledgerFromBody(wires, NODE, load, { atLeast: 103n })).ledgerVersion).toBe(105n);
    expect((await ledgerFromBody(wires, NODE, load, { force: true })).ledgerVersion).toBe(105n);
    expect(loads).toBe(3);
    expect((await ledgerFromBody(wires, NODE, load, {}, Date.now() + LEDGER_INFO_FRESH_MS)).ledgerVersion).toBe(105n);
    expect(loads).toBe(4);
  });

  it('does not move back to an older answer (a load-balanced network), but takes its later oldest version', async () => {
    await ledgerFromBody(wires, NODE, () => Promise.resolve(at(200n, 10n)));
    const after = await ledgerFromBody(wires, NODE, () => Promise.resolve(at(190n, 20n)), { force: true });
    expect(after.ledgerVersion).toBe(200n);
    expect(after.oldestLedgerVersion).toBe(20n);
  });

  it('takes a lower version at a later time, or another chain id: the chain was reset', async () => {
    await ledgerFromBody(wires, NODE, () => Promise.resolve({ ...at(5000n), ledgerTimestampUsec: 900n }));
    const restarted = await ledgerFromBody(wires, NODE, () => Promise.resolve({ ...at(50n), ledgerTimestampUsec: 1_000n }), {
      force: true,
    });
    expect(restarted.ledgerVersion).toBe(50n);
    const renamed = await ledgerFromBody(wires, NODE, () => Promise.resolve({ ...at(40n), chainId: 5, ledgerTimestampUsec: 1_100n }), {
      force: true,
    });
    expect([renamed.ledgerVersion, renamed.chainId]).toEqual([40n, 5]);
    // a late answer of the chain before changes nothing, not even the oldest version
    const late = await ledgerFromBody(wires, NODE, () => Promise.resolve({ ...at(5001n, 300n), chainId: 5, ledgerTimestampUsec: 901n }), {
      force: true,
    });
    expect([late.ledgerVersion, late.oldestLedgerVersion]).toEqual([40n, 0n]);
  });

  it('a failed load is not held: the next call asks again', async () => {
    await expect(ledgerFromBody(wires, NODE, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await ledgerFromBody(wires, NODE, () => Promise.resolve(at(7n)))).ledgerVersion).toBe(7n);
  });
});
