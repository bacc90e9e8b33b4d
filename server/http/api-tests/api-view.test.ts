// POST /v1/view against a running node (docs/api.md#view-functions): the TS SDK's aptos.view (BCS body)
// and viewJson (JSON body) at a version, the BCS answer, the gas header, and each error as real nodes
// answer it (aptos-core api/src/view_function.rs).
import { AccountAddress, Aptos, AptosApiError, AptosConfig, MoveString, Network, Serializer } from '@aptos-labs/ts-sdk';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ASSET } from '../../chain/demo-asset';
import { fetchLedgerInfo } from './api-assertions';
import { parseTypeTag } from '../../../src/core/move/type-tag';
import { writeViewPayload } from '../../../src/core/move/view-payload-bcs';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
let aptos: Aptos;
let oldest: bigint;
let latest: bigint;

const ACCOUNT_0 = '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370';
const SHOWCASE = `0x${'cafe'.padStart(64, '0')}`;
const NATIVE = '0x1::native_coin::NativeCoin';

beforeAll(async () => {
  node = await startTestNode({ pruneWindowSeconds: 300 });
  aptos = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: node.api }));
  const info = await fetchLedgerInfo(node.api);
  oldest = BigInt(info.oldest_ledger_version);
  latest = BigInt(info.ledger_version);
});
afterAll(() => node.stop());

const post = (body: unknown, query = '', headers: Record<string, string> = {}) =>
  fetch(`${node.api}/view${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const call = (fn: string, args: unknown[] = [], typeArgs: string[] = []) => ({ function: fn, type_arguments: typeArgs, arguments: args });
const resource = async (address: string, type: string, version: bigint) =>
  (
    (await (await fetch(`${node.api}/accounts/${address}/resource/${type}?ledger_version=${version}`)).json()) as {
      data: Record<string, unknown>;
    }
  ).data;

describe('the TS SDK against POST /v1/view', () => {
  it('aptos.view (a BCS body) at a version answers what the state says there', async () => {
    const version = oldest + 10n;
    const [balance] = await aptos.view<[string]>({
      payload: { function: '0x1::coin::balance', typeArguments: [NATIVE], functionArguments: [ACCOUNT_0] },
      options: { ledgerVersion: version },
    });
    const store = await resource(ACCOUNT_0, `0x1::coin::CoinStore<${NATIVE}>`, version);
    expect(balance).toBe((store.coin as { value: string }).value);
    const [sequence] = await aptos.view<[string]>({
      payload: { function: '0x1::account::get_sequence_number', functionArguments: [SHOWCASE] },
      options: { ledgerVersion: version },
    });
    expect(sequence).toBe((await resource('0xcafe', '0x1::account::Account', version)).sequence_number);
    const [chainId] = await aptos.view({ payload: { function: '0x1::chain_id::get' } });
    expect(chainId).toBe(4);
  });

  // the SDK refuses a short address in a function id or an argument (0x1 … 0xf excepted): written in full
  it('aptos.viewJson (a JSON body): the showcase lookup, count and struct', async () => {
    const options = { ledgerVersion: latest };
    expect(await aptos.view({ payload: { function: `${SHOWCASE}::showcase::lookup_name`, functionArguments: ['beta'] }, options })).toEqual(
      [{ vec: ['2'] }],
    );
    await expect(aptos.view({ payload: { function: `${SHOWCASE}::showcase::entry_of`, functionArguments: ['beta'] } })).rejects.toThrow(
      /struct address must be valid/,
    );
    expect(
      await aptos.viewJson({ payload: { function: `${SHOWCASE}::showcase::lookup_name`, functionArguments: ['alpha'] }, options }),
    ).toEqual([{ vec: ['1'] }]);
    expect(
      await aptos.viewJson({ payload: { function: `${SHOWCASE}::showcase::lookup_name`, functionArguments: ['nobody'] }, options }),
    ).toEqual([{ vec: [] }]);
    const showcase = await resource('0xcafe', '0xcafe::showcase::Showcase', latest);
    expect(await aptos.viewJson({ payload: { function: `${SHOWCASE}::showcase::name_count` }, options })).toEqual([
      (showcase.by_name as { length: string }).length,
    ]);
    // aptos.view parses the ABI's types, and its type-tag parser refuses the short 0xcafe of
    // `0xcafe::showcase::Entry` as real nodes write it: viewJson reads no ABI
    expect(
      await aptos.viewJson({ payload: { function: `${SHOWCASE}::showcase::entry_of`, functionArguments: ['gamma'] }, options }),
    ).toEqual([{ id: '3', label: 'gamma', tags: ['third'] }]);
  });

  it('the fungible asset views agree with its resources', async () => {
    // the demo asset (docs/demo-chain.md#the-fungible-asset), as the SDK wants an address: in full
    const metadata = AccountAddress.from(DEMO_ASSET).toStringLong();
    const [name, symbol, decimals, supply] = await Promise.all(
      ['name', 'symbol', 'decimals', 'supply'].map(async (fn) =>
        aptos.view({
          payload: {
            function: `0x1::fungible_asset::${fn}`,
            typeArguments: ['0x1::fungible_asset::Metadata'],
            functionArguments: [metadata],
          },
        }),
      ),
    );
    expect([name, symbol, decimals]).toEqual([['Demo Points'], ['DPT'], [6]]);
    const supplyResource = await resource(metadata, '0x1::fungible_asset::Supply', latest);
    expect(supply).toEqual([{ vec: [supplyResource.current] }]);
    const [balance] = await aptos.view({
      payload: {
        function: '0x1::primary_fungible_store::balance',
        typeArguments: ['0x1::fungible_asset::Metadata'],
        functionArguments: [ACCOUNT_0, metadata],
      },
    });
    const answered = (await (await fetch(`${node.api}/accounts/${ACCOUNT_0}/balance/${metadata}`)).text()).trim();
    expect(balance).toBe(answered);
  });

  it('an abort is an AptosApiError 400 invalid_input naming the code and location', async () => {
    const error = await aptos.viewJson({ payload: { function: `${SHOWCASE}::showcase::entry_of`, functionArguments: ['nobody'] } }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AptosApiError);
    const apiError = error as AptosApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.data).toEqual({
      message: 'Move abort in 0xcafe::showcase: E_NAME_NOT_FOUND(0x1): No entry of that name in by_name.',
      error_code: 'invalid_input',
      vm_error_code: 4016,
    });
  });

  it('the SDK refuses, before sending, a function its ABI does not list as a view', async () => {
    await expect(
      aptos.view({ payload: { function: '0x1::coin::transfer', typeArguments: [NATIVE], functionArguments: [ACCOUNT_0, '1'] } }),
    ).rejects.toThrow(/view/i);
  });
});

describe('the wire', () => {
  it('JSON answer, X-NODE-GAS-USED, and BCS vector<vector<u8>> with Accept: application/x-bcs', async () => {
    const body = call('0xcafe::showcase::lookup_name', ['beta']);
    const json = await post(body, `?ledger_version=${latest}`);
    expect(json.status).toBe(200);
    expect(json.headers.get('x-node-gas-used')).toMatch(/^\d+$/);
    expect(await json.json()).toEqual([{ vec: ['2'] }]);
    const bcs = await post(body, `?ledger_version=${latest}`, { accept: 'application/x-bcs' });
    expect(bcs.headers.get('content-type')).toBe('application/x-bcs');
    // one value: Option<u64> some(2) = [1, 2 0 0 0 0 0 0 0], 9 bytes
    expect([...new Uint8Array(await bcs.arrayBuffer())]).toEqual([1, 9, 1, 2, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('a BCS body as the SDK serializes it', async () => {
    const name = new Serializer();
    new MoveString('alpha').serialize(name);
    const payload = writeViewPayload({ function: '0xcafe::showcase::lookup_name', typeArguments: [], arguments: [name.toUint8Array()] });
    const response = await fetch(`${node.api}/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/x.aptos.view_function+bcs' },
      body: Buffer.from(payload),
    });
    expect(await response.json()).toEqual([{ vec: ['1'] }]);
    // a type argument travels as a BCS TypeTag
    const typed = writeViewPayload({
      function: '0x1::coin::balance',
      typeArguments: [parseTypeTag(NATIVE)],
      arguments: [AccountAddress.from(ACCOUNT_0).toUint8Array()],
    });
    const balance = await fetch(`${node.api}/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/x.aptos.view_function+bcs' },
      body: Buffer.from(typed),
    });
    const [value] = (await balance.json()) as string[];
    expect(value).toBe(((await resource(ACCOUNT_0, `0x1::coin::CoinStore<${NATIVE}>`, latest)).coin as { value: string }).value);
  });

  it.each([
    ['no such function', call('0x1::coin::nope'), /not found in module 0x1::coin/],
    ['no such module', call('0x1::nope::get'), /Module 0x1::nope not found/],
    ['not a view function', call('0x1::coin::transfer', [ACCOUNT_0, '1'], [NATIVE]), /not a view function/],
    ['too many arguments', call('0x1::chain_id::get', [1]), /Wrong number of arguments: expected 0, got 1/],
    ['wrong type of argument', call('0x1::account::get_sequence_number', [5]), /Invalid argument 0 \(address\)/],
    ['u64 as a number', call('0xcafe::showcase::owner_balance', [12]), /Invalid argument 0/],
    ['missing type argument', call('0x1::coin::balance', [ACCOUNT_0]), /Wrong number of type arguments: expected 1, got 0/],
  ])('%s: 400 invalid_input', async (_case, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; error_code: string; vm_error_code: unknown };
    expect(error.error_code).toBe('invalid_input');
    expect(error.message).toMatch(message);
    expect(error.vm_error_code).toBeNull();
  });

  it('a body that is no call: 400 web_framework_error; another content type 415', async () => {
    const missing = await post({ type_arguments: [] });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error_code: string }).error_code).toBe('web_framework_error');
    const bad = await fetch(`${node.api}/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/x.aptos.view_function+bcs' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(bad.status).toBe(400);
    const text = await fetch(`${node.api}/view`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(text.status).toBe(415);
  });

  it('a pruned version is 410, a future one 404; GET is 405', async () => {
    const body = call('0x1::chain_id::get');
    const pruned = await post(body, `?ledger_version=${oldest - 1n}`);
    expect(pruned.status).toBe(410);
    expect(((await pruned.json()) as { error_code: string }).error_code).toBe('version_pruned');
    const future = await post(body, `?ledger_version=${latest + 100n}`);
    expect(future.status).toBe(404);
    expect(((await future.json()) as { error_code: string }).error_code).toBe('version_not_found');
    expect((await fetch(`${node.api}/view`)).status).toBe(405);
  });

  it('0xcafe publishes its package with gzip source matching the ABI', async () => {
    const registry = (await resource('0xcafe', '0x1::code::PackageRegistry', latest)) as {
      packages: { name: string; upgrade_number: string; upgrade_policy: { policy: number }; modules: { name: string; source: string }[] }[];
    };
    const [pkg] = registry.packages;
    expect(pkg?.name).toBe('showcase');
    expect(pkg?.upgrade_number).toBe('0');
    expect(pkg?.upgrade_policy.policy).toBe(1);
    const source = gunzipSync(Buffer.from((pkg?.modules[0]?.source ?? '').slice(2), 'hex')).toString('utf8');
    const module = (await (await fetch(`${node.api}/accounts/0xcafe/module/showcase`)).json()) as {
      abi: { exposed_functions: { name: string; is_view: boolean }[] };
    };
    for (const fn of module.abi.exposed_functions) expect(source).toContain(`fun ${fn.name}(`);
    expect(source).toContain('#[view]');
  });
});
