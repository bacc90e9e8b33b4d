// Every valid u64 gets a correct answer, never a 500 (issue 30, red team 4): numbers of 2^63 and more
// used to reach SQLite, whose integers are signed, and failed there. And a list that takes no version
// refuses one instead of ignoring it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, type TestNode } from './test-node';

const HALF = (1n << 63n).toString();
const MAX = ((1n << 64n) - 1n).toString();
const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const CLOCK = '/accounts/0xcafe/resource/0xcafe::showcase::Clock';

let node: TestNode;

beforeAll(async () => {
  node = await startTestNode();
});
afterAll(async () => {
  await node?.stop();
});

async function answer(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${node.api}${path}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('u64 parameters of 2^63 and more', () => {
  // [path with N for the number, status, body or error code]
  const cases: [string, number, unknown][] = [
    ['/accounts/0xcafe/transactions?start=N', 200, []],
    ['/accounts/0x1/events/3?start=N', 200, []],
    ['/accounts/0x1/events/N', 200, []],
    ['/accounts/0x1/events/N?start=N', 200, []],
    ['/transactions?start=N', 400, 'invalid_input'],
    ['/transactions/by_version/N', 404, 'transaction_not_found'],
    ['/blocks/by_height/N', 404, 'block_not_found'],
    ['/blocks/by_height/N?with_transactions=true', 404, 'block_not_found'],
    ['/blocks/by_version/N', 404, 'block_not_found'],
    [`${CLOCK}?ledger_version=N`, 404, 'version_not_found'],
    [`${CLOCK}/versions?start=N&order=asc`, 200, []],
    ['/accounts/0xcafe/resources?ledger_version=N', 404, 'version_not_found'],
    ['/accounts/0xcafe/modules?ledger_version=N', 404, 'version_not_found'],
    ['/accounts/0xcafe/module/showcase?ledger_version=N', 404, 'version_not_found'],
  ];
  for (const n of [HALF, MAX]) {
    it.each(cases)(`GET %s with N = ${n}: %i`, async (path, status, expected) => {
      const got = await answer(path.replaceAll('N', n));
      expect(got.status).toBe(status);
      if (typeof expected === 'string') expect(got.body).toMatchObject({ error_code: expected });
      else expect(got.body).toEqual(expected);
    });
  }

  it.each([HALF, MAX])('POST raw_item and its versions at %s: 404 and an empty list, never 500', async (n) => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"key":"0x2a00000000000000"}' };
    expect(
      (
        await answer(`/tables/${BY_INDEX}/raw_item?ledger_version=${n}`, {
          ...init,
          headers: { ...init.headers, accept: 'application/x-bcs' },
        })
      ).status,
    ).toBe(404);
    expect(await answer(`/tables/${BY_INDEX}/raw_item/versions?start=${n}&order=asc`, init)).toEqual({ status: 200, body: [] });
  });
});

describe('GET /v1/transactions?ledger_version=', () => {
  it('is refused (400 invalid_input, naming the parameter) rather than ignored', async () => {
    const got = await answer('/transactions?ledger_version=5');
    expect(got.status).toBe(400);
    expect(got.body).toMatchObject({ error_code: 'invalid_input', message: expect.stringContaining('ledger_version') });
  });
});
