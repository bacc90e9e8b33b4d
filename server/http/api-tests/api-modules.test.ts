// The module routes against a real node: shapes as real nodes send them, every status, paging, the
// showcase upgrade, and ABIs that reproduce every registry layout field for field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moveModuleBytecodeSchema,
  moveModuleListSchema,
  type LedgerInfoBody,
  type MoveModuleBytecode,
  type MoveStructAbi,
} from '../../../src/core/api/schemas';
import { crowdDefinition } from '../../../src/core/move/demo-types';
import type { TypeDefinition } from '../../../src/core/move/layout';
import { findStructLayout, listedTypeDefinitions } from '../../../src/core/move/registry';
import { formatTypeTag, parseTypeTag, structTag, type TypeTag } from '../../../src/core/move/type-tag';
import { GALLERY_VERSION, SHOWCASE_UPGRADE_VERSION } from '../../chain/showcase-upgrade';
import { expectApiError, expectLatestLedgerHeaders, fetchLedgerInfo } from './api-assertions';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
let latest: LedgerInfoBody;
const SHOWCASE_MODULE = '/accounts/0xcafe/module/showcase';

beforeAll(async () => {
  // past the upgrade (10000) and the Gallery (10200), with a window short enough that 410 is reachable
  node = await startTestNode({ history: 10_300, pruneWindowSeconds: 300 });
  latest = await fetchLedgerInfo(node.api);
}, 60_000);
afterAll(() => node.stop());

const get = (path: string, init: RequestInit = {}) => fetch(node.api + path, init);

async function getModule(path: string): Promise<MoveModuleBytecode> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return moveModuleBytecodeSchema.parse(await response.json());
}

async function listModules(address: string, version?: bigint): Promise<MoveModuleBytecode[]> {
  const response = await get(`/accounts/${address}/modules?limit=9999${version === undefined ? '' : `&ledger_version=${version}`}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-node-cursor')).toBeNull();
  return moveModuleListSchema.parse(await response.json());
}

describe('setup', () => {
  it('has the upgrade and the Gallery inside the window', () => {
    expect(BigInt(latest.ledger_version)).toBe(10_299n);
    expect(BigInt(latest.oldest_ledger_version)).toBeGreaterThan(0n);
    expect(BigInt(latest.oldest_ledger_version)).toBeLessThan(SHOWCASE_UPGRADE_VERSION);
  });
});

describe('200: shapes as real nodes send them', () => {
  it('one module: {bytecode: "0x", abi: {address, name, friends, exposed_functions, structs}}, members exactly those', async () => {
    const response = await get('/accounts/0x1/module/coin');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
    expectLatestLedgerHeaders(response.headers, latest);
    const body: unknown = await response.json();
    const module = moveModuleBytecodeSchema.parse(body);
    expect(Object.keys(body as object)).toEqual(['bytecode', 'abi']);
    expect(module.bytecode).toBe('0x');
    expect(Object.keys(module.abi ?? {})).toEqual(['address', 'name', 'friends', 'exposed_functions', 'structs']);
    expect(module.abi).toMatchObject({ address: '0x1', name: 'coin', friends: [] });
    expect(module.abi?.exposed_functions.map((f) => f.name)).toEqual(['balance', 'transfer']);
    const coinStore = module.abi?.structs.find((entry) => entry.name === 'CoinStore');
    expect(coinStore).toEqual({
      name: 'CoinStore',
      is_native: false,
      is_event: false,
      is_enum: false,
      abilities: ['key'],
      generic_type_params: [{ constraints: [], is_phantom: true }],
      fields: [
        { name: 'coin', type: '0x1::coin::Coin<T0>' },
        { name: 'frozen', type: 'bool' },
        { name: 'deposit_events', type: '0x1::event::EventHandle<0x1::coin::DepositEvent>' },
        { name: 'withdraw_events', type: '0x1::event::EventHandle<0x1::coin::WithdrawEvent>' },
      ],
      variants: [],
    });
  });

  it('answers JSON whatever the Accept header asks (there is no bytecode to send as BCS), and HEAD with the headers alone', async () => {
    const bcs = await get('/accounts/0x1/module/guid', { headers: { accept: 'application/x-bcs' } });
    expect(bcs.status).toBe(200);
    expect(bcs.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(moveModuleBytecodeSchema.parse(await bcs.json()).abi?.name).toBe('guid');
    const head = await get('/accounts/0x1/module/guid', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expectLatestLedgerHeaders(head.headers, latest);
  });

  it('accepts the address in any form and answers with the short one', async () => {
    const module = await getModule(`/accounts/${'0'.repeat(60)}CAFE/module/showcase`);
    expect(module.abi?.address).toBe('0xcafe');
  });

  it('an enum: is_enum, no fields, its variants with their fields', async () => {
    const kind = (await getModule(SHOWCASE_MODULE)).abi?.structs.find((entry) => entry.name === 'Kind');
    expect(kind).toMatchObject({
      is_enum: true,
      abilities: ['copy', 'drop', 'store'],
      fields: [],
      variants: [
        { name: 'Plain', fields: [] },
        { name: 'Tagged', fields: [{ name: 'tag', type: '0x1::string::String' }] },
      ],
    });
  });

  it('a generic struct: constraints and phantom flags of its parameters', async () => {
    const table = (await getModule('/accounts/0x1/module/table')).abi?.structs[0];
    expect(table).toMatchObject({
      name: 'Table',
      abilities: ['store'],
      generic_type_params: [
        { constraints: ['copy', 'drop'], is_phantom: true },
        { constraints: [], is_phantom: true },
      ],
      fields: [{ name: 'handle', type: 'address' }],
    });
    const option = (await getModule('/accounts/0x1/module/option')).abi?.structs[0];
    expect(option).toMatchObject({
      generic_type_params: [{ constraints: [], is_phantom: false }],
      fields: [{ name: 'vec', type: 'vector<T0>' }],
    });
  });

  it('lists the modules of an account, by name, each as the one-module route sends it', async () => {
    const modules = await listModules('0x1');
    expect(modules.map((module) => module.abi?.name)).toEqual([
      'account',
      'block',
      'chain_id',
      'code',
      'coin',
      'copyable_any',
      'event',
      'fungible_asset',
      'guid',
      'native_coin',
      'object',
      'option',
      'primary_fungible_store',
      'reconfiguration',
      'string',
      'table',
      'table_with_length',
      'timestamp',
      'type_info',
    ]);
    expect(modules.find((module) => module.abi?.name === 'coin')).toEqual(await getModule('/accounts/0x1/module/coin'));
    expect((await listModules('0xbeef')).length).toBe(101);
  });

  it('an account without modules is []', async () => {
    const response = await get('/accounts/0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370/modules');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expectLatestLedgerHeaders(response.headers, latest);
  });
});

describe('paging like the resources list', () => {
  it('walks 0xbeef seven modules at a time through X-NODE-CURSOR, to the same list', async () => {
    const all = (await listModules('0xbeef')).map((module) => module.abi?.name);
    const seen: (string | undefined)[] = [];
    let start: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=7&ledger_version=${latest.ledger_version}${start === null ? '' : `&start=${encodeURIComponent(start)}`}`;
      const response: Response = await get(`/accounts/0xbeef/modules${query}`);
      expect(response.status).toBe(200);
      const page = moveModuleListSchema.parse(await response.json());
      // 101 modules: crowd_0 … crowd_99 and registry
      expect(page.length).toBe(start === null || seen.length + 7 <= 101 ? 7 : 101 - seen.length);
      seen.push(...page.map((module) => module.abi?.name));
      start = response.headers.get('x-node-cursor');
      pages++;
    } while (start !== null);
    expect(pages).toBe(15);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(101);
  });
});

describe('caching like the other reads', () => {
  it('a pinned read carries max-age and an ETag, and answers 304 to it', async () => {
    for (const path of [`${SHOWCASE_MODULE}?ledger_version=10100`, '/accounts/0xcafe/modules?ledger_version=10100']) {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"/);
      const again = await get(path, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      expectLatestLedgerHeaders(again.headers, latest);
    }
  });

  it('the module row names the ETag: unchanged between two versions, changed by the upgrade', async () => {
    const etagAt = async (version: bigint) => (await get(`${SHOWCASE_MODULE}?ledger_version=${version}`)).headers.get('etag');
    expect(await etagAt(9_000n)).toBe(await etagAt(SHOWCASE_UPGRADE_VERSION - 1n));
    expect(await etagAt(SHOWCASE_UPGRADE_VERSION)).not.toBe(await etagAt(SHOWCASE_UPGRADE_VERSION - 1n));
  });
});

describe('errors like every other route', () => {
  it.each(['0xzz', '00x1', '0x', '0X1', `0x${'1'.repeat(65)}`])('400: address %j', async (address) => {
    await expectApiError(
      await get(`/accounts/${encodeURIComponent(address)}/module/coin`),
      latest,
      400,
      'web_framework_error',
      /path parameter address/,
    );
    await expectApiError(
      await get(`/accounts/${encodeURIComponent(address)}/modules`),
      latest,
      400,
      'web_framework_error',
      /path parameter address/,
    );
  });

  it.each(['1coin', 'co-in', '_coin', 'coin::Coin', 'c'.repeat(256)])('400: module name %j', async (name) => {
    await expectApiError(await get(`/accounts/0x1/module/${encodeURIComponent(name)}`), latest, 400, 'web_framework_error', /module_name/);
  });

  it.each(['-1', 'abc', '1.5', '', '18446744073709551616'])('400: ledger_version %j', async (value) => {
    await expectApiError(
      await get(`/accounts/0x1/module/coin?ledger_version=${encodeURIComponent(value)}`),
      latest,
      400,
      'web_framework_error',
      /ledger_version/,
    );
    await expectApiError(
      await get(`/accounts/0x1/modules?ledger_version=${encodeURIComponent(value)}`),
      latest,
      400,
      'web_framework_error',
      /ledger_version/,
    );
  });

  it.each(['0', '10000', 'x'])('400: limit %j', async (limit) => {
    await expectApiError(await get(`/accounts/0xbeef/modules?limit=${limit}`), latest, 400, 'web_framework_error', /limit/);
  });

  it('400: a cursor the node did not issue, or one of the resources list', async () => {
    await expectApiError(await get('/accounts/0xbeef/modules?start=nonsense'), latest, 400, 'web_framework_error', /start/);
    const resourcePage = await get('/accounts/0xbeef/resources?limit=1');
    const resourceCursor = resourcePage.headers.get('x-node-cursor') ?? '';
    expect(resourceCursor).not.toBe('');
    await expectApiError(await get(`/accounts/0xbeef/modules?start=${resourceCursor}`), latest, 400, 'web_framework_error', /start/);
    const modulePage = await get('/accounts/0xbeef/modules?limit=1');
    await expectApiError(
      await get(`/accounts/0xcafe/modules?start=${modulePage.headers.get('x-node-cursor') ?? ''}`),
      latest,
      400,
      'web_framework_error',
      /start/,
    );
  });

  it('404 module_not_found: no such module, or not at that address, naming what was asked', async () => {
    await expectApiError(
      await get('/accounts/0x1/module/nothing'),
      latest,
      404,
      'module_not_found',
      `Module not found by Address(0x1), Module name(nothing) and Ledger version(${latest.ledger_version})`,
    );
    await expectApiError(
      await get('/accounts/0x1/module/showcase?ledger_version=10000'),
      latest,
      404,
      'module_not_found',
      /Ledger version\(10000\)/,
    );
    await expectApiError(await get('/accounts/0xbeef/module/crowd_100'), latest, 404, 'module_not_found');
  });

  it('404 version_not_found and 410 version_pruned', async () => {
    const future = BigInt(latest.ledger_version) + 1n;
    for (const path of [SHOWCASE_MODULE, '/accounts/0xcafe/modules']) {
      await expectApiError(await get(`${path}?ledger_version=${future}`), latest, 404, 'version_not_found');
      await expectApiError(await get(`${path}?ledger_version=100`), latest, 410, 'version_pruned', 'Ledger version(100) has been pruned');
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('405: %s', async (method) => {
    for (const path of [SHOWCASE_MODULE, '/accounts/0xcafe/modules']) {
      const response = await get(path, { method });
      await expectApiError(response, latest, 405, 'web_framework_error');
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
  });
});

describe('the showcase upgrade (version 10000) and the Gallery (version 10200)', () => {
  it('the module gains Gallery, Badge and Tier at the upgrade, its earlier structs unchanged', async () => {
    const before = (await getModule(`${SHOWCASE_MODULE}?ledger_version=${SHOWCASE_UPGRADE_VERSION - 1n}`)).abi?.structs ?? [];
    const after = (await getModule(`${SHOWCASE_MODULE}?ledger_version=${SHOWCASE_UPGRADE_VERSION}`)).abi?.structs ?? [];
    expect(before.map((entry) => entry.name)).toEqual(['Showcase', 'Entry', 'Kind', 'Clock', 'Large', 'Directory']);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      expect.objectContaining({
        name: 'Gallery',
        abilities: ['key'],
        fields: [
          { name: 'badges', type: '0x1::table::Table<u64, 0xcafe::showcase::Badge>' },
          { name: 'count', type: 'u64' },
        ],
      }),
      expect.objectContaining({
        name: 'Badge',
        fields: [
          { name: 'id', type: 'u64' },
          { name: 'label', type: '0x1::string::String' },
          { name: 'tier', type: '0xcafe::showcase::Tier' },
          { name: 'holder', type: '0x1::option::Option<address>' },
        ],
      }),
      expect.objectContaining({
        name: 'Tier',
        is_enum: true,
        fields: [],
        variants: [
          { name: 'Bronze', fields: [] },
          { name: 'Silver', fields: [] },
          { name: 'Gold', fields: [{ name: 'stars', type: 'u8' }] },
        ],
      }),
    ]);
  });

  it('a Gallery resource appears at 10200, absent the version before', async () => {
    const path = '/accounts/0xcafe/resource/0xcafe::showcase::Gallery';
    await expectApiError(await get(`${path}?ledger_version=${GALLERY_VERSION - 1n}`), latest, 404, 'resource_not_found');
    const response = await get(`${path}?ledger_version=${GALLERY_VERSION}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      type: '0xcafe::showcase::Gallery',
      data: { badges: { handle: '0x3615188b4902dc808435d20c890f6acc19402a109962d57d1d53b10c64eed0be' }, count: '3' },
    });
  });

  it('its badges table holds Badge values, in BCS field by field as the ABI declares them', async () => {
    const item = (version: bigint, key: string) =>
      get(`/tables/0x3615188b4902dc808435d20c890f6acc19402a109962d57d1d53b10c64eed0be/raw_item?ledger_version=${version}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/x-bcs' },
        body: JSON.stringify({ key }),
      });
    const one = '0x0100000000000000';
    await expectApiError(await item(GALLERY_VERSION - 1n, one), latest, 404, 'table_item_not_found');
    const founder = await item(GALLERY_VERSION, one);
    expect(founder.status).toBe(200);
    // id u64 1 ‖ label "founder" ‖ tier Gold (variant 2) { stars u8 3 } ‖ holder Some(0xcafe)
    const expected = `0100000000000000 07${Buffer.from('founder').toString('hex')} 02 03 01${'00'.repeat(30)}cafe`.replaceAll(' ', '');
    expect(Buffer.from(await founder.arrayBuffer()).toString('hex')).toBe(expected);
    const builder = await item(GALLERY_VERSION, '0x0200000000000000');
    expect(Buffer.from(await builder.arrayBuffer()).toString('hex')).toBe(
      `0200000000000000 07${Buffer.from('builder').toString('hex')} 01 00`.replaceAll(' ', ''),
    );
  });
});

describe('the ABIs reproduce every registry layout, field for field, in declaration order', () => {
  /** Distinct concrete arguments for type parameters, so a swapped T0/T1 shows. */
  const ARGS = ['u8', 'u16', 'u32', 'u128'].map(parseTypeTag);
  const substituted = (text: string): string =>
    formatTypeTag(
      parseTypeTag(text.replace(/\bT(\d+)\b/g, (_match, index: string) => formatTypeTag(ARGS[Number(index)] ?? parseTypeTag('bool')))),
    );

  function expectReproduces(definition: TypeDefinition, abi: MoveStructAbi | undefined): void {
    const where = `${definition.address}::${definition.module}::${definition.name}`;
    expect(abi, where).toBeDefined();
    if (abi === undefined) return;
    expect(abi.generic_type_params.length, where).toBe(definition.typeParams.length);
    const args: TypeTag[] = ARGS.slice(0, definition.typeParams.length);
    const layout = findStructLayout(structTag(definition.address, definition.module, definition.name, args));
    const asText = (fields: readonly { name: string; type: TypeTag }[]) =>
      fields.map((field) => `${field.name}: ${formatTypeTag(field.type)}`);
    const abiText = (fields: readonly { name: string; type: string }[]) =>
      fields.map((field) => `${field.name}: ${substituted(field.type)}`);
    if (layout?.kind === 'struct') {
      expect(abi.is_enum, where).toBe(false);
      expect(abiText(abi.fields), where).toEqual(asText(layout.fields));
    } else if (layout?.kind === 'enum') {
      expect(abi.is_enum, where).toBe(true);
      expect(abi.fields, where).toEqual([]);
      expect(
        abi.variants.map((variant) => [variant.name, abiText(variant.fields)]),
        where,
      ).toEqual(layout.variants.map((variant) => [variant.name, asText(variant.fields)]));
    } else {
      expect.fail(`${where}: no registry layout`);
    }
  }

  it('every listed definition (framework, showcase, registry) at latest; the ABIs declare nothing else but the upgrade’s Badge and Tier', async () => {
    const modules = new Map<string, MoveModuleBytecode>();
    for (const address of ['0x1', '0xcafe'])
      for (const module of await listModules(address)) modules.set(`${address}::${module.abi?.name}`, module);
    const registry = (await listModules('0xbeef')).find((module) => module.abi?.name === 'registry');
    if (registry !== undefined) modules.set('0xbeef::registry', registry);
    const listed = listedTypeDefinitions();
    expect(listed.length).toBeGreaterThan(30);
    for (const definition of listed) {
      const module = modules.get(`${definition.address}::${definition.module}`);
      expectReproduces(
        definition,
        module?.abi?.structs.find((entry) => entry.name === definition.name),
      );
    }
    const declared = [...modules.values()].flatMap((module) =>
      (module.abi?.structs ?? []).map((entry) => `${module.abi?.address}::${module.abi?.name}::${entry.name}`),
    );
    const registered = listed.map((definition) => `${definition.address}::${definition.module}::${definition.name}`);
    expect(declared.filter((name) => !registered.includes(name))).toEqual(['0xcafe::showcase::Badge', '0xcafe::showcase::Tier']);
    expect(declared.length).toBe(registered.length + 2);
  });

  it('all 10,000 crowd items', async () => {
    const modules = await listModules('0xbeef');
    let checked = 0;
    for (let m = 0; m < 100; m++) {
      const module = modules.find((entry) => entry.abi?.name === `crowd_${m}`);
      expect(module?.abi?.structs.length).toBe(100);
      for (let k = 0; k < 100; k++) {
        const definition = crowdDefinition('0xbeef', `crowd_${m}`, `Item${k}`);
        if (definition === undefined) throw new Error('no crowd definition');
        expectReproduces(definition, module?.abi?.structs[k]);
        checked++;
      }
    }
    expect(checked).toBe(10_000);
  });
});

describe('the OpenAPI document', () => {
  it('describes both routes: parameters, statuses, the cursor, and that there is no bytecode', async () => {
    const spec = (await (await get('/spec.json')).json()) as {
      paths: Record<
        string,
        {
          get?: {
            description?: string;
            parameters?: { name: string }[];
            responses?: Record<string, { headers?: object; content?: Record<string, { schema?: { $ref?: string } }> }>;
          };
        }
      >;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    const one = spec.paths['/v1/accounts/{address}/module/{module_name}']?.get;
    const list = spec.paths['/v1/accounts/{address}/modules']?.get;
    expect(one?.parameters?.map((parameter) => parameter.name)).toEqual(['address', 'module_name', 'ledger_version']);
    expect(list?.parameters?.map((parameter) => parameter.name)).toEqual(['address', 'ledger_version', 'limit', 'start']);
    for (const operation of [one, list]) {
      expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '304', '400', '404', '405', '410', '500', '503']);
      expect(operation?.description).toMatch(/no compiled bytecode/);
    }
    expect(one?.responses?.['200']?.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/MoveModuleBytecode');
    expect(list?.responses?.['200']?.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/MoveModuleBytecodeList');
    expect(Object.keys(list?.responses?.['200']?.headers ?? {})).toContain('X-NODE-CURSOR');
    expect(spec.components.schemas.MoveStruct?.required).toEqual([
      'name',
      'is_native',
      'is_event',
      'is_enum',
      'abilities',
      'generic_type_params',
      'fields',
      'variants',
    ]);
  });
});
