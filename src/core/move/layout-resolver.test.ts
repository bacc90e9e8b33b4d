import { describe, expect, it } from 'vitest';
import type { AbiModule } from './abi-layout';
import { decodeMoveValue, LayoutUnknownError } from './bcs-reader';
import { encodeMoveValue } from './bcs-writer';
import { resolveLayouts } from './layout-resolver';
import { moduleAbiSource, registrySource, type ModuleAnswer } from './layout-source';
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
    return Promise.resolve(abi === undefined ? { ok: false, reason: `module ${address}::${module} does not exist at version 7` } : { ok: true, abi });
  });
  return { source, asked };
}

const art: AbiModule = {
  address: '0xa',
  name: 'art',
  structs: [
    struct('Badge', [['id', 'u64'], ['label', '0x1::string::String'], ['tier', '0xa::tiers::Tier'], ['owner', '0x1::option::Option<address>']]),
    struct('Box', [['marker', '0xa::art::Marker<T0>'], ['items', 'vector<vector<T1>>']], [true, false]),
    struct('Marker', [['dummy_field', 'bool']], [true]),
    struct('Loop', [['next', '0xa::art::Loop2']]),
    struct('Loop2', [['back', 'vector<0xa::art::Loop>']]),
    struct('Grow', [['inner', '0xa::art::Grow<vector<T0>>']], [false]),
  ],
};
const tiers: AbiModule = {
  address: '0xa',
  name: 'tiers',
  structs: [struct('Tier', [], [], { is_enum: true, variants: [{ name: 'Gold', fields: [{ name: 'stars', type: 'u8' }] }, { name: 'Silver', fields: [] }] })],
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
    expect(decodeMoveValue(encodeMoveValue({ id: '5', label: 'x', tags: [] }, tag), tag, { layouts }).value).toEqual({ id: '5', label: 'x', tags: [] });
  });

  it('a recursive struct (only a malformed ABI can describe one) is unknown, and says so', async () => {
    const { source } = sourceOf({ '0xa::art': art });
    const tag = parseTypeTag('0xa::art::Loop');
    const layouts = await resolveLayouts(tag, [registrySource, source]);
    expect(() => decodeMoveValue(Uint8Array.from([0]), tag, { layouts })).toThrow('recursive struct (0xa::art::Loop → 0xa::art::Loop2 → 0xa::art::Loop)');
  });

  it('a type that grows without end stops at the depth bound', async () => {
    const { source } = sourceOf({ '0xa::art': art });
    const layouts = await resolveLayouts(parseTypeTag('0xa::art::Grow<u8>'), [registrySource, source]);
    expect(() => decodeMoveValue(Uint8Array.from([0]), parseTypeTag('0xa::art::Grow<u8>'), { layouts })).toThrow(`nested more than ${MAX_TYPE_DEPTH} levels`);
  });

  it('wrong number of type arguments, and a module answering under another name, are reasons', async () => {
    const { source } = sourceOf({ '0xa::art': art, '0xa::other': { ...tiers, name: 'tiers' } });
    const wrongArity = await resolveLayouts(parseTypeTag('0xa::art::Badge<u8>'), [registrySource, source]);
    expect(wrongArity.layoutOf(parseStructTag('0xa::art::Badge<u8>'))).toEqual({ unknown: '0xa::art::Badge takes 0 type arguments, not 1' });
    const renamed = await resolveLayouts(parseTypeTag('0xa::other::Tier'), [registrySource, source]);
    expect(renamed.layoutOf(parseStructTag('0xa::other::Tier'))).toEqual({ unknown: 'malformed ABI: asked for module 0xa::other, the node sent tiers' });
  });

  it('a transient failure is thrown, not remembered', async () => {
    let calls = 0;
    const source = moduleAbiSource(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('network down')) : Promise.resolve({ ok: true, abi: tiers });
    });
    const tag = parseTypeTag('0xa::tiers::Tier');
    await expect(resolveLayouts(tag, [source])).rejects.toThrow('network down');
    const layouts = await resolveLayouts(tag, [source]);
    expect(decodeMoveValue(Uint8Array.from([1]), tag, { layouts }).value).toEqual({ __variant__: 'Silver' });
  });
});
