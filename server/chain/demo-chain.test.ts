import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddress, parseAddress } from '../../src/core/move/address';
import { decodeMoveValue, decodeResource } from '../../src/core/move/bcs-reader';
import { encodeMoveValue } from '../../src/core/move/bcs-writer';
import { parseStructTag, parseTypeTag } from '../../src/core/move/type-tag';
import { makeTempDir } from '../store/test-dir';
import { tableHandle } from './demo-ids';
import { InvalidCursorError } from './ledger-errors';
import { BEEF, CAFE, FRAMEWORK, open, sampleVersions, u64At, u64Bytes } from './test-ledger';
import type { DemoChainLedger } from './open-ledger';

// The demo chain with the defaults (20,000 versions, 1 h window), checked against docs/demo-chain.md.

const COIN_STORE = '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>';
const byIndex = tableHandle(CAFE, 'by_index');
const byOwner = tableHandle(CAFE, 'by_owner');
const byName = tableHandle(CAFE, 'by_name');
const stringKey = (text: string) => encodeMoveValue(text, parseTypeTag('0x1::string::String'));

describe('demo chain, defaults', () => {
  let ledger: DemoChainLedger;
  let cleanup: () => void;
  beforeAll(() => {
    const temp = makeTempDir('demo');
    cleanup = temp.cleanup;
    const started = performance.now();
    const progress: string[] = [];
    ledger = open(temp.dir, { history: 20_000, pruneWindowSeconds: 3600, onProgress: (m) => progress.push(m) });
    console.log(
      `generated 20000 versions in ${Math.round(performance.now() - started)} ms (${ledger.countRows()} rows); progress: ${progress.join(' | ')}`,
    );
    expect(progress.at(-1)).toBe('generating 20000 versions… 100%');
  }, 120_000);
  afterAll(() => {
    ledger.close();
    cleanup();
  });

  it('has a head from the chain history: time, epoch, window', () => {
    const head = ledger.head();
    expect(head.chainId).toBe(4);
    expect(head.ledgerVersion).toBe(19_999n);
    expect(head.ledgerTimestampUsec).toBe(1_767_225_600_000_000n + head.blockHeight * 1_000_000n);
    expect(head.epoch).toBe(1n + head.blockHeight / 600n);
    expect(head.oldestBlockHeight).toBe(head.blockHeight - 3600n);
    expect(head.oldestLedgerVersion).toBeGreaterThan(0n);
    const time = ledger.readResource(FRAMEWORK, '0x1::timestamp::CurrentTimeMicroseconds', head.ledgerVersion);
    expect(u64At(time?.bytes ?? new Uint8Array(0))).toBe(head.ledgerTimestampUsec);
    const block = ledger.readResource(FRAMEWORK, '0x1::block::BlockResource', head.ledgerVersion);
    expect(u64At(block?.bytes ?? new Uint8Array(0))).toBe(head.blockHeight);
    const config = ledger.readResource(FRAMEWORK, '0x1::reconfiguration::Configuration', head.ledgerVersion);
    expect(u64At(config?.bytes ?? new Uint8Array(0))).toBe(head.epoch);
  });

  it('Clock reads v at every sampled version v (the consistency oracle)', () => {
    const { oldestLedgerVersion, ledgerVersion } = ledger.head();
    for (const v of sampleVersions(oldestLedgerVersion, ledgerVersion, 300)) {
      const clock = ledger.readResource(CAFE, '0xcafe::showcase::Clock', v);
      expect(clock?.writtenAt).toBe(v);
      expect(u64At(clock?.bytes ?? new Uint8Array(0))).toBe(v);
      expect(clock?.bytes.length).toBe(8);
    }
  });

  it('holds the Showcase values of demo-chain.md', () => {
    const stored = ledger.readResource(CAFE, '0xcafe::showcase::Showcase', ledger.head().ledgerVersion);
    const data = decodeResource(stored?.bytes ?? new Uint8Array(0), parseStructTag('0xcafe::showcase::Showcase'));
    expect(data).toMatchObject({
      flag: true,
      small: 255,
      medium: 65535,
      wide: 4294967295,
      amount: '18446744073709551615',
      big: '340282366920938463463374607431768211455',
      huge: ((1n << 256n) - 1n).toString(),
      owner: '0x1',
      bytes: '0x00ff10',
      numbers: ['1', '2', '3'],
      name: 'Grüße, ledger ✓',
      note: '<img src=x onerror=alert(1)> javascript:alert(1)',
      maybe_some: { vec: ['42'] },
      maybe_none: { vec: [] },
      nested: { id: '7', label: 'seven', tags: ['a', 'b'] },
      object: { inner: '0xcafe0b' },
      kind: { __variant__: 'Tagged', tag: 'demo' },
      by_index: { handle: formatAddress(byIndex) },
      by_owner: { handle: formatAddress(byOwner) },
      by_name: { inner: { handle: formatAddress(byName) } },
    });
  });

  it('keeps by_index 0..99, alpha/beta/gamma always; 987654321 never; some items come and go', () => {
    const { oldestLedgerVersion, ledgerVersion } = ledger.head();
    const versions = sampleVersions(oldestLedgerVersion, ledgerVersion, 40);
    const u64 = (n: number) => u64Bytes(BigInt(n));
    for (const v of versions) {
      for (const key of [0, 42, 99]) {
        const item = ledger.readTableItem(byIndex, u64(key), v);
        expect(decodeMoveValue(item?.bytes ?? new Uint8Array(0), parseTypeTag('0x1::string::String')).value).toBe(`item-${key}`);
      }
      expect(ledger.readTableItem(byIndex, u64(987654321), v)).toBeNull();
      const alpha = ledger.readTableItem(byName, stringKey('alpha'), v);
      expect(decodeMoveValue(alpha?.bytes ?? new Uint8Array(0), parseTypeTag('0xcafe::showcase::Entry')).value).toEqual({
        id: '1',
        label: 'alpha',
        tags: ['first'],
      });
      expect(ledger.readTableItem(byName, stringKey('gamma'), v)).not.toBeNull();
    }
    // Some key from 100 up is present at one sampled version and absent at another.
    const flickers = [100, 101, 102, 103, 104, 105, 106, 107, 108, 109].some((key) => {
      const seen = new Set(versions.map((v) => ledger.readTableItem(byIndex, u64(key), v) === null));
      return seen.size === 2;
    });
    expect(flickers).toBe(true);
  });

  it('mirrors every account balance in by_owner, and lists accounts in Directory', () => {
    const { oldestLedgerVersion, ledgerVersion } = ledger.head();
    const directory = ledger.readResource(CAFE, '0xcafe::showcase::Directory', ledgerVersion);
    const accounts = decodeResource(directory?.bytes ?? new Uint8Array(0), parseStructTag('0xcafe::showcase::Directory'));
    if (typeof accounts !== 'object' || accounts === null || Array.isArray(accounts) || !Array.isArray(accounts['accounts']))
      throw new Error('bad Directory');
    const addresses = accounts['accounts'].map((text) => parseAddress(String(text)));
    expect(addresses.length).toBeGreaterThan(32);
    for (const v of sampleVersions(oldestLedgerVersion, ledgerVersion, 20)) {
      for (const address of addresses.slice(0, 8)) {
        const store = ledger.readResource(address, COIN_STORE, v);
        const mirror = ledger.readTableItem(byOwner, address, v);
        expect(store).not.toBeNull();
        expect(mirror?.bytes).toEqual(store?.bytes.subarray(0, 8));
      }
    }
    // The newest account did not exist at the oldest readable version.
    const newest = addresses.at(-1) ?? new Uint8Array(32);
    expect(ledger.readResource(newest, '0x1::account::Account', oldestLedgerVersion)).toBeNull();
    expect(ledger.readResource(newest, '0x1::account::Account', ledgerVersion)).not.toBeNull();
  });

  it('holds Large with 50,000 entries and 0x1 framework resources', () => {
    const v = ledger.head().ledgerVersion;
    const large = ledger.readResource(CAFE, '0xcafe::showcase::Large', v);
    expect([...(large?.bytes.subarray(0, 3) ?? [])]).toEqual([0xd0, 0x86, 0x03]); // ULEB128 50000
    const types = ledger.listResources(FRAMEWORK, v, { limit: 100, cursor: null }).items.map((item) => item.type);
    expect(types).toEqual([
      '0x1::account::Account',
      '0x1::account::OriginatingAddress',
      '0x1::block::BlockResource',
      '0x1::chain_id::ChainId',
      '0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>',
      '0x1::reconfiguration::Configuration',
      '0x1::timestamp::CurrentTimeMicroseconds',
    ]);
    expect([...(ledger.readResource(FRAMEWORK, '0x1::chain_id::ChainId', v)?.bytes ?? [])]).toEqual([4]);
  });

  it('pages through the 10,000 crowd resources of 0xbeef and its registry with the cursor', () => {
    const v = ledger.head().ledgerVersion;
    const seen = new Map<string, bigint>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = ledger.listResources(BEEF, v, { limit: 999, cursor });
      for (const item of page.items) seen.set(item.type, u64At(item.value.bytes));
      cursor = page.cursor;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(11);
    expect(seen.size).toBe(10_001);
    expect(seen.has('0xbeef::registry::Registry')).toBe(true);
    expect(seen.get('0xbeef::crowd_0::Item0')).toBe(0n);
    expect(seen.get('0xbeef::crowd_37::Item5')).toBe(3705n);
    expect(seen.get('0xbeef::crowd_99::Item99')).toBe(9999n);
    expect(ledger.listResources(parseAddress('0xdead'), v, { limit: 10, cursor: null })).toEqual({ items: [], cursor: null });
  });

  it('rejects cursors it did not issue', () => {
    const v = ledger.head().ledgerVersion;
    const first = ledger.listResources(BEEF, v, { limit: 1, cursor: null });
    expect(first.cursor).not.toBeNull();
    expect(() => ledger.listResources(CAFE, v, { limit: 1, cursor: first.cursor })).toThrow(InvalidCursorError);
    for (const bad of ['zz', '0x123', '', '0x01']) {
      expect(() => ledger.listResources(BEEF, v, { limit: 1, cursor: bad })).toThrow(InvalidCursorError);
    }
  });
});
