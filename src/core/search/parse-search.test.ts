import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearch, type SearchResult } from './parse-search';

const options = { servingNode: 'http://localhost:5173/v1' };
const LONG_ONE = `0x${'0'.repeat(63)}1`;
const COIN_STORE = '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>';

function targets(input: string) {
  const result = parseSearch(input, options);
  if (!result.ok) throw new Error(`expected targets, got ${result.message}`);
  return result.value;
}

function failure(input: string) {
  const result: SearchResult = parseSearch(input, options);
  if (result.ok) throw new Error(`expected an error for ${input}`);
  return result;
}

describe('parseSearch: addresses', () => {
  it.each([
    ['0x1', '0x1'],
    ['1', '0x1'],
    ['  0xA550C18 ', '0xa550c18'],
    ['0x00000001', '0x1'],
  ])('%j opens the account %s', (input, address) => {
    expect(targets(input)).toEqual([{ target: { kind: 'account', address }, params: {} }]);
  });

  it('offers a full 32-byte value as an account first, then as a table handle', () => {
    expect(targets(LONG_ONE)).toEqual([
      { target: { kind: 'account', address: '0x1' }, params: {} },
      { target: { kind: 'table', handle: '0x1' }, params: {} },
    ]);
  });

  it.each([
    ['0X1', 'uppercase_prefix', 0],
    ['0xzz', 'not_hex', 2],
    ['  0xzz', 'not_hex', 4],
    ['0x', 'empty', 2],
    [`0x${'1'.repeat(65)}`, 'too_long', undefined],
  ])('%j fails with the address parser reason %s at %s', (input, reason, position) => {
    expect(failure(input)).toMatchObject({ reason, position });
  });
});

describe('parseSearch: address and type', () => {
  it.each([
    [`0xcafe 0xcafe::showcase::Showcase`, '0xcafe', '0xcafe::showcase::Showcase'],
    [`0xcafe/0xcafe::showcase::Showcase`, '0xcafe', '0xcafe::showcase::Showcase'],
    [`${LONG_ONE}   ${COIN_STORE}`, '0x1', COIN_STORE],
    [`0xbeef 0x000beef::crowd_1::Item2`, '0xbeef', '0xbeef::crowd_1::Item2'],
    [`0x1 0x1::coin::CoinStore< 0x1::native_coin::NativeCoin , >`, '0x1', COIN_STORE],
  ])('%j opens the resource', (input, address, resourceType) => {
    expect(targets(input)).toEqual([{ target: { kind: 'resource', address, resourceType }, params: {} }]);
  });

  it('opens a bare struct tag at its module address', () => {
    expect(targets('0x0001::coin::CoinStore<0x1::native_coin::NativeCoin>')).toEqual([
      { target: { kind: 'resource', address: '0x1', resourceType: COIN_STORE }, params: {} },
    ]);
  });

  it('keeps spaces inside generics of a bare tag', () => {
    expect(targets('0x1::pair::Pair<0x1::a::A, 0x1::b::B>')[0]?.target).toEqual({
      kind: 'resource',
      address: '0x1',
      resourceType: '0x1::pair::Pair<0x1::a::A, 0x1::b::B>',
    });
  });

  it.each([
    ['0x1 u64', 'not_a_struct', 4],
    ['0x1 std::x::Y', 'named_address', undefined],
    // `0x1::GUID_Generator` (two parts) is now a module (issue 23); a third part that is not an identifier is still an error
    ['0x1::guid::9Generator', undefined, undefined],
    ['0xzz 0x1::a::B', 'not_hex', 2],
  ])('%j fails with the type-tag parser reason', (input, reason, position) => {
    const error = failure(input);
    if (reason !== undefined) expect(error.reason).toBe(reason);
    if (position !== undefined) expect(error.position).toBe(position);
    expect(error.message).toMatch(/^Invalid (type tag|address)/);
  });

  it('re-bases type-tag error positions onto the whole input', () => {
    const input = '0x1 0x1::coin::CoinStore<u64';
    const error = failure(input);
    expect(error.position).toBeGreaterThanOrEqual(4);
    expect(error.position).toBeLessThanOrEqual(input.length);
  });
});

describe('parseSearch: URLs', () => {
  it('opens a node API resource URL with its node and version', () => {
    const url = `http://127.0.0.1:8080/v1/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3AShowcase?ledger_version=120`;
    expect(targets(url)).toEqual([
      {
        target: { kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Showcase' },
        params: { node: 'http://127.0.0.1:8080/v1', ledgerVersion: '120' },
      },
    ]);
  });

  it('leaves the node out when it is the serving one', () => {
    expect(targets('http://localhost:5173/v1/accounts/0x0001')).toEqual([
      { target: { kind: 'account', address: '0x1' }, params: { node: undefined, ledgerVersion: undefined } },
    ]);
  });

  it('reads an encoded generic resource type', () => {
    const encoded = encodeURIComponent(COIN_STORE);
    expect(targets(`https://node.example/v1/accounts/0x1/resource/${encoded}`)[0]?.target).toEqual({
      kind: 'resource',
      address: '0x1',
      resourceType: COIN_STORE,
    });
  });

  it('opens a raw_item URL as the table page', () => {
    expect(targets(`http://h:1/v1/tables/${LONG_ONE}/raw_item?ledger_version=7`)).toEqual([
      { target: { kind: 'table', handle: '0x1' }, params: { node: 'http://h:1/v1', ledgerVersion: '7' } },
    ]);
  });

  it('opens an explorer URL with its node parameter and table key', () => {
    const url =
      'http://explorer.example/tables/0xabc/raw_item?key=0x05&key_type=u64&ledger_version=9&node=http%3A%2F%2F10.0.0.1%3A8080%2Fv1';
    expect(targets(url)).toEqual([
      {
        target: { kind: 'table', handle: '0xabc', key: '0x05', keyType: 'u64' },
        params: { node: 'http://10.0.0.1:8080/v1', ledgerVersion: '9' },
      },
    ]);
  });

  it('opens the resources list URL as the account page, and /spec.json as the spec', () => {
    expect(targets('http://h/v1/accounts/0xbeef/resources')[0]?.target).toEqual({ kind: 'account', address: '0xbeef' });
    expect(targets('http://h/v1/spec.json')[0]?.target).toEqual({ kind: 'spec' });
  });

  it.each([
    ['http://h/v1/accounts/0x1?ledger_version=abc', 'not_decimal'],
    ['http://h/v1/accounts/0xzz', 'not_hex'],
    ['http://h/v1/accounts/0x1/resource/u64', 'not_a_struct'],
    ['http://h/v1/blocks/1', 'unknown_path'],
    ['http://h/accounts/0x1?node=ftp://x', 'bad_node'],
    ['http://h/v1/accounts/0x1/resource/%E0%A4%A', 'bad_percent_encoding'],
  ])('%j fails with %s', (input, reason) => {
    expect(failure(input).reason).toBe(reason);
  });

  it('points at the bad address inside a URL', () => {
    const input = 'http://h/v1/accounts/0xzz';
    expect(failure(input).position).toBe(input.indexOf('z')); // the parser names the first bad digit
  });
});

describe('parseSearch: properties', () => {
  it('empty input is an error, not an exception', () => {
    expect(failure('   ').reason).toBe('empty');
  });

  it('never throws, and error positions stay inside the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const result = parseSearch(input, options);
        if (!result.ok && result.position !== undefined) {
          expect(result.position).toBeGreaterThanOrEqual(0);
          expect(result.position).toBeLessThanOrEqual(input.length);
        }
      }),
    );
  });

  it('any 32-byte value in any accepted form opens its account in short form', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.boolean(), (bytes, prefixed) => {
        const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
        const short = `0x${hex.replace(/^0+(?=.)/, '')}`;
        const first = targets(`${prefixed ? '0x' : ''}${hex}`)[0];
        expect(first?.target).toEqual({ kind: 'account', address: short });
      }),
    );
  });
});

describe('parseSearch: modules, transactions and blocks (issue 23)', () => {
  it.each([
    ['0xcafe::showcase', '0xcafe', 'showcase'],
    ['0x0001::coin', '0x1', 'coin'],
    [' 1::native_coin ', '0x1', 'native_coin'],
  ])('%j opens the module page %s::%s (it was an invalid type tag)', (input, address, moduleName) => {
    expect(targets(input)).toEqual([{ target: { kind: 'module', address, moduleName }, params: {} }]);
  });

  it('a struct tag still opens the resource, and a bad module name is a type tag error', () => {
    expect(targets('0xcafe::showcase::Clock')[0]?.target).toEqual({
      kind: 'resource',
      address: '0xcafe',
      resourceType: '0xcafe::showcase::Clock',
    });
    expect(failure('0xcafe::9showcase').message).toMatch(/^Invalid type tag/);
  });

  it('opens module, transaction and block URLs, the API’s paths and the Aptos explorer’s short forms', () => {
    const hash = `0x${'Ab'.repeat(32)}`;
    expect(targets('http://h/v1/accounts/0x0cafe/module/showcase')[0]?.target).toEqual({
      kind: 'module',
      address: '0xcafe',
      moduleName: 'showcase',
    });
    expect(targets('http://h/v1/transactions/by_version/0019996')[0]?.target).toEqual({ kind: 'transaction', version: '19996' });
    expect(targets(`http://h/v1/transactions/by_hash/${hash}`)[0]?.target).toEqual({
      kind: 'transaction_by_hash',
      hash: hash.toLowerCase(),
    });
    expect(targets('http://localhost:5173/txn/42')).toEqual([{ target: { kind: 'transaction', version: '42' }, params: {} }]);
    expect(targets(`http://localhost:5173/txn/${hash.slice(2)}`)[0]?.target).toEqual({
      kind: 'transaction_by_hash',
      hash: hash.toLowerCase(),
    });
    expect(targets('http://h/v1/blocks/by_height/4401')[0]?.target).toEqual({ kind: 'block', height: '4401' });
    expect(targets('http://localhost:5173/block/7')[0]?.target).toEqual({ kind: 'block', height: '7' });
  });

  it('opens an event handle’s URL, the API’s path', () => {
    expect(targets('http://h/v1/accounts/0x0cafe/events/02?start=3')[0]?.target).toEqual({
      kind: 'events',
      address: '0xcafe',
      creationNumber: '2',
    });
    expect(targets('http://localhost:5173/accounts/0x1/events/3')[0]?.target).toEqual({
      kind: 'events',
      address: '0x1',
      creationNumber: '3',
    });
  });

  it('every address::module written with any address opens that module', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), fc.stringMatching(/^[a-z_][a-z0-9_]{0,20}$/), (value, moduleName) => {
        const [first] = targets(`0x${value.toString(16)}::${moduleName}`);
        expect(first?.target).toEqual({ kind: 'module', address: `0x${value.toString(16)}`, moduleName });
      }),
    );
  });
});
