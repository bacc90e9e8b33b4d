import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoveModuleAbi } from '../../src/core/api/schemas';
import { makeTempDir } from '../store/test-dir';
import { CAFE, FRAMEWORK, open } from './test-ledger';
import { moduleAbiAt } from './module-abi-cache';
import type { DemoChainLedger } from './open-ledger';
import { SHOWCASE_UPGRADE_VERSION } from './showcase-upgrade';

const BEFORE = SHOWCASE_UPGRADE_VERSION - 1n;
let ledger: DemoChainLedger;
let cleanup: () => void;

beforeAll(() => {
  const temp = makeTempDir('abi-cache');
  cleanup = temp.cleanup;
  // versions 0 … SHOWCASE_UPGRADE_VERSION: 0xcafe::showcase is written at genesis and rewritten at the last
  ledger = open(temp.dir, { history: Number(SHOWCASE_UPGRADE_VERSION) + 1 });
}, 120_000);

afterAll(() => {
  ledger.close();
  cleanup();
});

const structNames = (abi: MoveModuleAbi | null) => abi?.structs.map((struct) => struct.name) ?? null;
/** The oracle: the stored module at that version, parsed here. */
const storedStructNames = (version: bigint) => {
  const stored = ledger.readModule(CAFE, 'showcase', version);
  return stored === null ? null : structNames(JSON.parse(Buffer.from(stored.bytes).toString('utf8')) as MoveModuleAbi);
};

describe('moduleAbiAt', () => {
  it('answers a module rewritten at a later version with the new ABI, and the old one below it', () => {
    const old = structNames(moduleAbiAt(ledger, '0xcafe', 'showcase', BEFORE));
    const upgraded = structNames(moduleAbiAt(ledger, '0xcafe', 'showcase', SHOWCASE_UPGRADE_VERSION));
    const oldAgain = structNames(moduleAbiAt(ledger, '0xcafe', 'showcase', BEFORE));
    expect(old).not.toContain('Gallery');
    expect(upgraded).toContain('Gallery');
    expect(old).toEqual(storedStructNames(BEFORE));
    expect(upgraded).toEqual(storedStructNames(SHOWCASE_UPGRADE_VERSION));
    expect(oldAgain).toEqual(old);
  });

  it('parses a module once for all the versions of one write', () => {
    expect(moduleAbiAt(ledger, '0xcafe', 'showcase', 5n)).toBe(moduleAbiAt(ledger, '0xcafe', 'showcase', BEFORE));
  });

  it('answers null for a module the address does not have', () => {
    expect(moduleAbiAt(ledger, '0xcafe', 'no_such_module', BEFORE)).toBeNull();
  });
});

describe('moduleWrittenAt', () => {
  it('names the row readModule reads, without reading it', () => {
    for (const version of [0n, 1n, BEFORE, SHOWCASE_UPGRADE_VERSION]) {
      for (const [address, name] of [
        [CAFE, 'showcase'],
        [FRAMEWORK, 'coin'],
        [CAFE, 'no_such_module'],
      ] as const) {
        expect(ledger.moduleWrittenAt(address, name, version)).toBe(ledger.readModule(address, name, version)?.writtenAt ?? null);
      }
    }
    expect(ledger.moduleWrittenAt(CAFE, 'showcase', SHOWCASE_UPGRADE_VERSION)).toBe(SHOWCASE_UPGRADE_VERSION);
  });
});
