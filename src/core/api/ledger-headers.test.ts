import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  APTOS_LEDGER_HEADERS,
  GATEWAY_UPSTREAM_HEADER,
  LEDGER_HEADERS,
  cursorFromHeaders,
  ledgerFromHeaders,
  ledgerToHeaders,
  type LedgerInfo,
} from './ledger-headers';

const U64_MAX = 18446744073709551615n;

const sample: LedgerInfo = {
  chainId: 4,
  ledgerVersion: 20_123n,
  oldestLedgerVersion: 11_000n,
  ledgerTimestampUsec: 1_767_225_600_000_000n,
  epoch: 3n,
  blockHeight: 4_400n,
  oldestBlockHeight: 800n,
  gasUsed: null,
};

function malformedFrom(headers: Headers): ApiError {
  try {
    ledgerFromHeaders(headers, 'http://node/v1');
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

describe('ledgerFromHeaders', () => {
  it('reads every header, u64 values as exact bigints up to u64 max', () => {
    const headers = new Headers(ledgerToHeaders({ ...sample, ledgerVersion: U64_MAX, gasUsed: U64_MAX, chainId: 255 }));
    const ledger = ledgerFromHeaders(headers);
    expect(ledger?.ledgerVersion).toBe(18446744073709551615n);
    expect(ledger?.gasUsed).toBe(18446744073709551615n);
    expect(ledger?.chainId).toBe(255);
    expect(ledger?.oldestBlockHeight).toBe(800n);
  });

  it('ignores header name case', () => {
    const lower = Object.fromEntries(Object.entries(ledgerToHeaders(sample)).map(([k, v]) => [k.toLowerCase(), v]));
    expect(ledgerFromHeaders(new Headers(lower))).toEqual(sample);
  });

  it('is null when the headers are hidden (CORS), even if the cursor is visible', () => {
    expect(ledgerFromHeaders(new Headers())).toBeNull();
    expect(ledgerFromHeaders(new Headers({ 'Content-Type': 'application/json', [LEDGER_HEADERS.cursor]: 'abc' }))).toBeNull();
  });

  it('names the upstream when the answer came through our gateway', () => {
    const headers = new Headers(ledgerToHeaders(sample));
    expect(ledgerFromHeaders(headers)?.viaGateway).toBeUndefined();
    headers.set(GATEWAY_UPSTREAM_HEADER, 'https://api.testnet.aptoslabs.com/v1');
    expect(ledgerFromHeaders(headers)?.viaGateway).toBe('https://api.testnet.aptoslabs.com/v1');
  });

  it('gas used is null when absent', () => {
    expect(ledgerFromHeaders(new Headers(ledgerToHeaders(sample)))?.gasUsed).toBeNull();
  });

  it.each([
    [LEDGER_HEADERS.ledgerVersion, '18446744073709551616'],
    [LEDGER_HEADERS.ledgerVersion, '-1'],
    [LEDGER_HEADERS.ledgerVersion, '1.5'],
    [LEDGER_HEADERS.ledgerVersion, '1e3'],
    [LEDGER_HEADERS.epoch, 'abc'],
    [LEDGER_HEADERS.epoch, ''],
    [LEDGER_HEADERS.chainId, '256'],
    [LEDGER_HEADERS.chainId, '0x4'],
    [LEDGER_HEADERS.gasUsed, 'lots'],
  ])('%s: %j is malformed_response', (name, value) => {
    const headers = new Headers(ledgerToHeaders(sample));
    headers.set(name, value);
    const error = malformedFrom(headers);
    expect(error.kind).toBe('malformed_response');
    expect(error.message).toContain(name);
    expect(error.url).toBe('http://node/v1');
  });

  it('a missing required header among present ones is malformed_response', () => {
    const headers = new Headers(ledgerToHeaders(sample));
    headers.delete(LEDGER_HEADERS.oldestBlockHeight);
    expect(malformedFrom(headers).message).toBe('Ledger header X-NODE-OLDEST-BLOCK-HEIGHT (or X-Aptos-Oldest-Block-Height) is missing');
  });
});

/** The headers of `info` as a real node names them (X-Aptos-*), in any case. */
function aptosHeaders(info: LedgerInfo, rename: (name: string) => string = (name) => name): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ledgerToHeaders(info))) {
    const field = (Object.keys(LEDGER_HEADERS) as (keyof typeof LEDGER_HEADERS)[]).find((key) => LEDGER_HEADERS[key] === name);
    if (field !== undefined) headers.set(rename(APTOS_LEDGER_HEADERS[field]), value);
  }
  return headers;
}

describe("real nodes' names (X-Aptos-*)", () => {
  it('names each header as aptos-core does (api/src/response.rs), and as our node does', () => {
    expect(Object.values(APTOS_LEDGER_HEADERS)).toEqual([
      'X-Aptos-Chain-Id',
      'X-Aptos-Ledger-Version',
      'X-Aptos-Ledger-Oldest-Version',
      'X-Aptos-Ledger-TimestampUsec',
      'X-Aptos-Epoch',
      'X-Aptos-Block-Height',
      'X-Aptos-Oldest-Block-Height',
      'X-Aptos-Gas-Used',
      'X-Aptos-Cursor',
    ]);
    expect(LEDGER_HEADERS.ledgerTimestampUsec).toBe('X-NODE-LEDGER-TIMESTAMPUSEC');
  });

  it('reads the ledger under the X-Aptos-* names, in any case', () => {
    expect(ledgerFromHeaders(aptosHeaders({ ...sample, gasUsed: 9n }))).toEqual({ ...sample, gasUsed: 9n });
    expect(ledgerFromHeaders(aptosHeaders(sample, (name) => name.toUpperCase()))).toEqual(sample);
    expect(ledgerFromHeaders(aptosHeaders(sample, (name) => name.toLowerCase()))).toEqual(sample);
  });

  it('names the header it read in a malformed value', () => {
    const headers = aptosHeaders(sample);
    headers.set('x-aptos-epoch', 'soon');
    expect(malformedFrom(headers).message).toBe('Ledger header X-Aptos-Epoch is "soon"');
  });

  it('reads the cursor under either name; empty is none', () => {
    expect(cursorFromHeaders(new Headers({ 'X-Aptos-Cursor': 'AAEC' }))).toBe('AAEC');
    expect(cursorFromHeaders(new Headers({ 'x-node-cursor': 'AAED' }))).toBe('AAED');
    expect(cursorFromHeaders(new Headers({ 'X-Aptos-Cursor': '' }))).toBeNull();
    expect(cursorFromHeaders(new Headers())).toBeNull();
  });

  it('is null when neither name is readable', () => {
    expect(ledgerFromHeaders(new Headers({ 'X-Aptos-Cursor': 'AAEC' }))).toBeNull();
  });
});

describe('ledgerToHeaders', () => {
  it("refuses a window whose oldest end is above its latest (a hostile node's headers)", () => {
    const versions = malformedFrom(new Headers(ledgerToHeaders({ ...sample, oldestLedgerVersion: 500n, ledgerVersion: 100n })));
    expect(versions.kind).toBe('malformed_response');
    expect(versions.message).toBe('Ledger headers disagree: the oldest version 500 is above the latest 100');
    const blocks = malformedFrom(new Headers(ledgerToHeaders({ ...sample, oldestBlockHeight: 4_401n })));
    expect(blocks.message).toBe('Ledger headers disagree: the oldest block height 4401 is above the latest 4400');
    expect(ledgerFromHeaders(new Headers(ledgerToHeaders({ ...sample, oldestLedgerVersion: 20_123n })))?.oldestLedgerVersion).toBe(20_123n);
  });

  it('writes unsigned decimals under the wire names', () => {
    expect(ledgerToHeaders({ ...sample, gasUsed: 7n })).toEqual({
      'X-NODE-CHAIN-ID': '4',
      'X-NODE-LEDGER-VERSION': '20123',
      'X-NODE-LEDGER-OLDEST-VERSION': '11000',
      'X-NODE-LEDGER-TIMESTAMPUSEC': '1767225600000000',
      'X-NODE-EPOCH': '3',
      'X-NODE-BLOCK-HEIGHT': '4400',
      'X-NODE-OLDEST-BLOCK-HEIGHT': '800',
      'X-NODE-GAS-USED': '7',
    });
  });

  it('ledgerFromHeaders ∘ ledgerToHeaders is the identity', () => {
    const u64 = fc.bigInt({ min: 0n, max: U64_MAX });
    const ledgerInfo = fc
      .record({
        chainId: fc.integer({ min: 0, max: 255 }),
        ledgerVersion: u64,
        oldestLedgerVersion: u64,
        ledgerTimestampUsec: u64,
        epoch: u64,
        blockHeight: u64,
        oldestBlockHeight: u64,
        gasUsed: fc.option(u64, { nil: null }),
      })
      .map((info) => ({
        // the oldest end of the window is at or below the latest (else the headers are refused, below)
        ...info,
        ledgerVersion: info.ledgerVersion > info.oldestLedgerVersion ? info.ledgerVersion : info.oldestLedgerVersion,
        oldestLedgerVersion: info.ledgerVersion > info.oldestLedgerVersion ? info.oldestLedgerVersion : info.ledgerVersion,
        blockHeight: info.blockHeight > info.oldestBlockHeight ? info.blockHeight : info.oldestBlockHeight,
        oldestBlockHeight: info.blockHeight > info.oldestBlockHeight ? info.oldestBlockHeight : info.blockHeight,
      }));
    fc.assert(
      fc.property(ledgerInfo, (info) => {
        expect(ledgerFromHeaders(new Headers(ledgerToHeaders(info)))).toEqual(info);
      }),
    );
  });
});
