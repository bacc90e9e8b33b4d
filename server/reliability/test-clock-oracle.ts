// Test support: the Clock oracle (docs/demo-chain.md): every transaction writes
// `0xcafe::showcase::Clock { version }` with its own version, so a read at v must say v, and a read at
// latest must say the version in X-NODE-LEDGER-VERSION.
import { expect } from 'vitest';

const CLOCK = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';

export type ClockRead = { status: 200; version: bigint } | { status: 410 };

/** Reads the Clock at `version` (latest when null) and checks the answer against the oracle. */
export async function readClock(api: string, version: bigint | null, bcs = false): Promise<ClockRead> {
  const query = version === null ? '' : `?ledger_version=${version}`;
  const response = await fetch(`${api}${CLOCK}${query}`, bcs ? { headers: { accept: 'application/x-bcs' } } : {});
  const bytes = Buffer.from(await response.arrayBuffer());
  const what = `Clock at ${version ?? 'latest'}${bcs ? ' (BCS)' : ''}: ${response.status} ${bytes.subarray(0, 200).toString('utf8')}`;
  if (response.status === 410 && version !== null) {
    // pruned: the exact error, and the oldest version now above the one asked for
    expect(JSON.parse(bytes.toString('utf8')), what).toEqual({
      message: `Ledger version(${version}) has been pruned`,
      error_code: 'version_pruned',
      vm_error_code: null,
    });
    expect(BigInt(response.headers.get('x-node-ledger-oldest-version') ?? '0'), what).toBeGreaterThan(version);
    return { status: 410 };
  }
  expect(response.status, what).toBe(200);
  const value = bcs ? bytes.readBigUInt64LE(0) : BigInt((JSON.parse(bytes.toString('utf8')) as { data: { version: string } }).data.version);
  if (bcs) expect(bytes.length, what).toBe(8);
  const expected = version ?? BigInt(response.headers.get('x-node-ledger-version') ?? '-1');
  expect(value, what).toBe(expected);
  return { status: 200, version: value };
}
