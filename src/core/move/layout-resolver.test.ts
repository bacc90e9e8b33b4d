import { describe, expect, it } from 'vitest';
import type { AbiModule } from './abi-layout';
import { decodeMoveValue, LayoutUnknownError } from './bcs-reader';
import { encodeMoveValue } from './bcs-writer';
import { RESOLUTION_LIMITS, resolveLayouts } from './layout-resolver';
import { moduleAbiSource, registrySource, type LayoutSource, type ModuleAnswer } from './layout-source';
import { MAX_TYPE_DEPTH, typeShape } from './type-shape';
import { abiStruct } from './test-arbitraries';
import { parseStructTag, parseTypeTag } from './type-tag';

// Resolution over in-memory ABIs (the node's real ABIs: server/http/api-tests/api-layouts.test.ts).

const struct = abiStruct;

/** An ABI source over `modules` (by `address::name`), counting the requests it gets. */
function sourceOf(modules: Record<string, AbiModule>) {
  const asked: string[] = [];
  const source = moduleAbiSource((address, module): Promise<ModuleAnswer> => {
    asked.push(`${address}::${module}`);
    const abi = modules[`${address}::${module}`];
    return Promise.resolve(
      abi === undefined ? { ok: false, message: `module ${address}::${module} does not exist at version 7` } : { ok: true, value: abi },
    );
  });
  return { source, asked };
}

const art: AbiModule = {
  address: '0xa',
  name: 'art',
  structs: [
    struct('Badge', [
      ['id', 'u64'],
      ['label', '0x1::string::String'],
      ['tier', '0xa::tiers::Tier'],
      ['owner', '0x1::option::Option<address>'],
    ]),
    struct(
      'Box',
      [
        ['marker', '0xa::art::Marker<T0>'],
        ['items', 'vector<vector<T1>>'],
      ],
      [true, false],
    ),
    struct('Marker', [['dummy_field', 'bool']], [true]),
    struct('Loop', [['next', '0xa::art::Loop2']]),
    struct('Loop2', [['back', 'vector<0xa::art::Loop>']]),
    struct('Grow', [['inner', '0xa::art::Grow<vector<T0>>']], [false]),
  ],
};
const tiers: AbiModule = {
  address: '0xa',
  name: 'tiers',
  structs: [
    struct('Tier', [], [], {
      is_enum: true,
      variants: [
        { name: 'Gold', fields: [{ name: 'stars', type: 'u8' }] },
        { name: 'Silver', fields: [] },
      ],
    }),
  ],
};

describe('resolveLayouts', () => {
  it('learns the closure across modules (enum, Option, String from the registry) and decodes synchronously', async () => {
    const { source, asked } = sourceOf({ '0xa::art': art, '0xa::tiers': tiers });
    const tag = parseTypeTag('0xa::art::Badge');
    const layouts = await resolveLayouts(tag, [registrySource, source]);
    expect(asked).toEqual(['0xa::art', '0xa::tiers']);
    // u64 1, "hi", Gold{3}, Some(0x1)
    const bytes = Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 2, 104, 105, 0, 3, 1, ...new Array<number>(31).fill(0), 1]);
    expect(decodeMoveValue(bytes, tag, { layouts }).value).toEqual({
      id: '1',
      label: 'hi',
      owner: { vec: ['0x1'] },
      tier: { __variant__: 'Gold', stars: 3 },
    });
    // the registry's own cache is untouched: still unknown there
    expect(typeShape(tag).kind).toBe('unknown');
  });

  it('substitutes type arguments; a phantom argument needs no layout (nested vectors)', async () => {
    const { source, asked } = sourceOf({ '0xa::art': art });
    const tag = parseTypeTag('0xa::art::Box<0xdead::nope::Nope, 0x1::string::String>');
    const layouts = await resolveLayouts(tag, [registrySource, source]);
    expect(asked).toEqual(['0xa::art']);
    const value = { marker: { dummy_field: true }, items: [['a'], [], ['b', 'c']] };
    expect(decodeMoveValue(Uint8Array.from([1, 3, 1, 1, 97, 0, 2, 1, 98, 1, 99]), tag, { layouts }).value).toEqual(value);
  });

  it('a missing module gives "layout unknown: <why>"', async () => {
    const { source } = sourceOf({});
    const tag = parseTypeTag('vector<0xdead::nope::Nope>');
    const layouts = await resolveLayouts(tag, [registrySource, source]);
    const attempt = () => decodeMoveValue(Uint8Array.from([0]), tag, { layouts });
    expect(attempt).toThrow(LayoutUnknownError);
    expect(attempt).toThrow('Layout unknown for 0xdead::nope::Nope: module 0xdead::nope does not exist at version 7');
  });

  it('the registry answers first: no request for a type it knows', async () => {
    const { source, asked } = sourceOf({});
    const tag = parseTypeTag('0xcafe::showcase::Entry');
    const layouts = await resolveLayouts(tag, [registrySource, source]);
    expect(asked).toEqual([]);
    expect(decodeMoveValue(encodeMoveValue({ id: '5', label: 'x', tags: [] }, tag), tag, { layouts }).value).toEqual({
      id: '5',
      label: 'x',
      tags: [],
    });
  });

  it('a recursive struct (only a malformed ABI can describe one) is unknown, and says so', async () => {
    const { source } = sourceOf({ '0xa::art': art });
    const tag = parseTypeTag('0xa::art::Loop');
    const layouts = await resolveLayouts(tag, [registrySource, source]);
    expect(() => decodeMoveValue(Uint8Array.from([0]), tag, { layouts })).toThrow(
      'recursive struct (0xa::art::Loop → 0xa::art::Loop2 → 0xa::art::Loop)',
    );
  });

  it('a struct that holds itself under other type arguments is recursive too (judged on definitions, as Move does)', async () => {
    const { source } = sourceOf({ '0xa::art': art });
    const layouts = await resolveLayouts(parseTypeTag('0xa::art::Grow<u8>'), [registrySource, source]);
    expect(() => decodeMoveValue(Uint8Array.from([0]), parseTypeTag('0xa::art::Grow<u8>'), { layouts })).toThrow(
      'recursive struct (0xa::art::Grow → 0xa::art::Grow)',
    );
  });

  it('a chain of distinct structs deeper than the bound stops there', async () => {
    const chain: AbiModule = {
      address: '0xc',
      name: 'chain',
      structs: Array.from({ length: MAX_TYPE_DEPTH + 5 }, (_, index) => struct(`S${index}`, [['next', `0xc::chain::S${index + 1}`]])),
    };
    const { source } = sourceOf({ '0xc::chain': chain });
    const layouts = await resolveLayouts(parseTypeTag('0xc::chain::S0'), [registrySource, source]);
    expect(layouts.layoutOf(parseStructTag(`0xc::chain::S${MAX_TYPE_DEPTH}`))).toEqual({
      unknown: `nested more than ${MAX_TYPE_DEPTH} levels`,
    });
  });

  it('wrong number of type arguments, and a module answering under another name, are reasons', async () => {
    const { source } = sourceOf({ '0xa::art': art, '0xa::other': { ...tiers, name: 'tiers' } });
    const wrongArity = await resolveLayouts(parseTypeTag('0xa::art::Badge<u8>'), [registrySource, source]);
    expect(wrongArity.layoutOf(parseStructTag('0xa::art::Badge<u8>'))).toEqual({
      unknown: '0xa::art::Badge takes 0 type arguments, not 1',
    });
    const renamed = await resolveLayouts(parseTypeTag('0xa::other::Tier'), [registrySource, source]);
    expect(renamed.layoutOf(parseStructTag('0xa::other::Tier'))).toEqual({
      unknown: 'malformed ABI: asked for module 0xa::other, the node sent tiers',
    });
  });

  it('a transient failure is thrown, not remembered', async () => {
    let calls = 0;
    const source = moduleAbiSource(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('network down')) : Promise.resolve({ ok: true, value: tiers });
    });
    const tag = parseTypeTag('0xa::tiers::Tier');
    await expect(resolveLayouts(tag, [source])).rejects.toThrow('network down');
    const layouts = await resolveLayouts(tag, [source]);
    expect(decodeMoveValue(Uint8Array.from([1]), tag, { layouts }).value).toEqual({ __variant__: 'Silver' });
  });
});

// Hostile ABIs (issue 25): each would make a resolver without limits build types or ask for modules
// without end. The sources refuse past LOOKUP_BUDGET lookups, so such a resolver fails here instead of hanging.
const LOOKUP_BUDGET = 5_000;

function budgeted(inner: LayoutSource): LayoutSource & { lookups: () => number } {
  let lookups = 0;
  return {
    lookups: () => lookups,
    definition(address, module, name) {
      if (++lookups > LOOKUP_BUDGET) throw new Error(`more than ${LOOKUP_BUDGET} lookups: the resolution does not end`);
      return inner.definition(address, module, name);
    },
  };
}

describe('resolveLayouts against hostile ABIs', () => {
  it('N<T> { x: N<vector<T>>, y: N<W<T>> } is a recursive struct, found at once', async () => {
    const bad: AbiModule = {
      address: '0xbad',
      name: 'm',
      structs: [
        struct('Root', [['n', '0xbad::m::N<u8>']]),
        struct(
          'N',
          [
            ['x', '0xbad::m::N<vector<T0>>'],
            ['y', '0xbad::m::N<0xbad::m::W<T0>>'],
          ],
          [false],
        ),
        struct('W', [['v', 'T0']], [false]),
      ],
    };
    const source = budgeted(sourceOf({ '0xbad::m': bad }).source);
    const layouts = await resolveLayouts(parseTypeTag('0xbad::m::Root'), [source]);
    expect(source.lookups()).toBeLessThan(5);
    expect(layouts.layoutOf(parseStructTag('0xbad::m::N<u8>'))).toEqual({
      unknown: 'malformed ABI: recursive struct (0xbad::m::N → 0xbad::m::N)',
    });
    expect(() => decodeMoveValue(Uint8Array.from([0]), parseTypeTag('0xbad::m::Root'), { layouts })).toThrow(
      'Layout unknown for 0xbad::m::N<u8>: malformed ABI: recursive struct',
    );
  });

  it('recursion through another generic struct: every struct on the cycle is unknown', async () => {
    const bad: AbiModule = {
      address: '0xbad',
      name: 'm',
      structs: [
        struct('A', [['b', '0xbad::m::B<vector<T0>>']], [false]),
        struct(
          'B',
          [
            ['ok', 'u8'],
            ['a', 'vector<0xbad::m::A<0xbad::m::A<T0>>>'],
          ],
          [false],
        ),
      ],
    };
    const source = budgeted(sourceOf({ '0xbad::m': bad }).source);
    const layouts = await resolveLayouts(parseTypeTag('0xbad::m::A<u64>'), [source]);
    const reason = 'malformed ABI: recursive struct (0xbad::m::A → 0xbad::m::B → 0xbad::m::A)';
    expect(layouts.layoutOf(parseStructTag('0xbad::m::A<u64>'))).toEqual({ unknown: reason });
    expect(layouts.layoutOf(parseStructTag('0xbad::m::B<vector<u64>>'))).toEqual({ unknown: reason });
  });

  it('a struct nested in its own type argument is no recursion (Option<Option<T>>, Box<Box<u8>>)', async () => {
    const ok: AbiModule = { address: '0xd', name: 'ok', structs: [struct('Box', [['v', 'T0']], [false])] };
    const { source } = sourceOf({ '0xd::ok': ok });
    const tag = parseTypeTag('0x1::option::Option<0x1::option::Option<0xd::ok::Box<0xd::ok::Box<u8>>>>');
    const layouts = await resolveLayouts(tag, [registrySource, source]);
    expect(layouts.stopped).toBeNull();
    expect(decodeMoveValue(Uint8Array.from([1, 1, 7]), tag, { layouts }).value).toEqual({ vec: [{ vec: [{ v: { v: 7 } }] }] });
  });

  it('modules that name new modules at each level: at most 64 modules are read, and the layouts say why the rest are unknown', async () => {
    // m<k>::S holds m<2k+1>::S and m<2k+2>::S, without end
    const asked: string[] = [];
    const fanOut = moduleAbiSource((address, module): Promise<ModuleAnswer> => {
      asked.push(module);
      const k = Number(module.slice(1));
      return Promise.resolve({
        ok: true,
        value: {
          address,
          name: module,
          structs: [
            struct('S', [
              ['l', `0xf::m${2 * k + 1}::S`],
              ['r', `0xf::m${2 * k + 2}::S`],
            ]),
          ],
        },
      });
    });
    const source = budgeted(fanOut);
    const layouts = await resolveLayouts(parseTypeTag('0xf::m0::S'), [source]);
    expect(asked).toHaveLength(RESOLUTION_LIMITS.modules);
    expect(layouts.stopped).toBe('The type reaches more than 64 modules: layouts were read from the first 64 only.');
    const cut = [...Array(200).keys()]
      .map((k) => layouts.layoutOf(parseStructTag(`0xf::m${k}::S`)))
      .find((entry) => entry !== undefined && 'unknown' in entry);
    expect(cut).toEqual({ unknown: 'not read: the type reaches more than 64 modules (the limit for one type)' });
  });

  it('types that double at each level within a few modules: at most the type limit is resolved', async () => {
    // S<i><T> { a: S<i+1><vector<T>>, b: S<i+1><W<T>> }: 2^30 types, every definition acyclic
    const structs = Array.from({ length: 30 }, (_, i) =>
      struct(
        `S${i}`,
        [
          ['a', `0xe::m::S${i + 1}<vector<T0>>`],
          ['b', `0xe::m::S${i + 1}<0xe::m::W<T0>>`],
        ],
        [false],
      ),
    );
    const abi: AbiModule = {
      address: '0xe',
      name: 'm',
      structs: [...structs, struct('S30', [['v', 'T0']], [false]), struct('W', [['v', 'T0']], [false])],
    };
    const source = budgeted(sourceOf({ '0xe::m': abi }).source);
    const layouts = await resolveLayouts(parseTypeTag('0xe::m::S0<u8>'), [source], { limits: { types: 100 } });
    expect(source.lookups()).toBeLessThanOrEqual(101);
    expect(layouts.stopped).toBe('The type holds more than 100 struct types: layouts were read for the first 100 only.');
  });

  it('a type argument that doubles at each level is refused past the part limit (its text would double too)', async () => {
    // D<i><T> { f: D<i+1><P<T, T>> }: D18's argument would have 2^18 parts
    const structs = Array.from({ length: 18 }, (_, i) => struct(`D${i}`, [['f', `0xe::p::D${i + 1}<0xe::p::P<T0, T0>>`]], [false]));
    const abi: AbiModule = {
      address: '0xe',
      name: 'p',
      structs: [
        ...structs,
        struct('D18', [['v', 'T0']], [false]),
        struct(
          'P',
          [
            ['a', 'T0'],
            ['b', 'T1'],
          ],
          [false, false],
        ),
      ],
    };
    const { source } = sourceOf({ '0xe::p': abi });
    const layouts = await resolveLayouts(parseTypeTag('0xe::p::D0<u8>'), [source]);
    const kinds: string[] = [];
    for (let i = 0, arg = 'u8'; i < 8; i++, arg = `0xe::p::P<${arg}, ${arg}>`) {
      const entry = layouts.layoutOf(parseStructTag(`0xe::p::D${i}<${arg}>`));
      kinds.push(entry === undefined ? 'not needed' : 'unknown' in entry ? entry.unknown : entry.kind);
    }
    expect(kinds.slice(0, 7)).toEqual(Array(7).fill('struct'));
    expect(kinds[7]).toBe(`a field's type has more than ${RESOLUTION_LIMITS.typeNodes} parts (its type arguments grow at each level)`);
  });

  it('yields to the event loop while it resolves, and stops when aborted', async () => {
    const structs = Array.from({ length: 30 }, (_, i) =>
      struct(
        `S${i}`,
        [
          ['a', `0xe::m::S${i + 1}<vector<T0>>`],
          ['b', `0xe::m::S${i + 1}<0xe::m::W<T0>>`],
        ],
        [false],
      ),
    );
    const abi: AbiModule = {
      address: '0xe',
      name: 'm',
      structs: [...structs, struct('S30', [['v', 'T0']], [false]), struct('W', [['v', 'T0']], [false])],
    };
    const { source } = sourceOf({ '0xe::m': abi });
    // every answer at once (a resolved promise, as a cached query's), each costing a little work
    const slow = budgeted({
      definition(address, module, name) {
        const until = Date.now() + 1;
        while (Date.now() < until);
        return source.definition(address, module, name);
      },
    });
    let ticked = false;
    setTimeout(() => (ticked = true), 0);
    await resolveLayouts(parseTypeTag('0xe::m::S0<u8>'), [slow], { limits: { types: 60 } });
    expect(ticked).toBe(true);
    const controller = new AbortController();
    const aborted = resolveLayouts(parseTypeTag('0xe::m::S0<u8>'), [slow], { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('left the page')), 0);
    await expect(aborted).rejects.toThrow('left the page');
  });
});
