// Layouts learned from a real node's module ABIs (src/core/move/layout-resolver.ts through the core's
// client): they decode every registry value exactly as the registry does, decode the showcase's
// Badge (in no registry), and say why when a module is missing or the node has no module routes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRawTableItem } from '../../../src/core/api/state-bytes-read';
import { getAccountModule } from '../../../src/core/api/module-read';
import { moduleAnswerOf } from '../../../src/core/api/module-answer';
import { parseModuleBody } from '../../../src/core/api/module-body-parse';
import { moveModuleBytecodeSchema } from '../../../src/core/api/schemas';
import { decodeMoveValue } from '../../../src/core/move/bcs-reader';
import { encodeMoveValue } from '../../../src/core/move/bcs-writer';
import { resolveLayouts } from '../../../src/core/move/layout-resolver';
import { moduleAbiSource, registrySource, type LayoutSource } from '../../../src/core/move/layout-source';
import { typedValueArb } from '../../../src/core/move/test-values';
import { parseTypeTag } from '../../../src/core/move/type-tag';
import { GALLERY_VERSION } from '../../chain/showcase-upgrade';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;

beforeAll(async () => {
  node = await startTestNode({ history: 10_300 });
}, 60_000);
afterAll(() => node.stop());

/** The node's ABIs at `version` (latest when undefined), through the client the explorer uses. */
function abiSource(api: string, version?: bigint): LayoutSource {
  return moduleAbiSource((address, moduleName) =>
    moduleAnswerOf(
      () => getAccountModule({ node: api, address, moduleName, ledgerVersion: version }),
      `${address}::${moduleName}`,
      version,
    ),
  );
}

const BADGES = '0x3615188b4902dc808435d20c890f6acc19402a109962d57d1d53b10c64eed0be';
const u64Key = (n: number) => `0x${n.toString(16).padStart(2, '0')}00000000000000`;

describe('module bodies', () => {
  it('the hand-written check keeps what the strict schema accepts', async () => {
    for (const path of ['0x1/module/coin', '0x1/module/option', '0xcafe/module/showcase']) {
      const body: unknown = await (await fetch(`${node.api}/accounts/${path}`)).json();
      const strict = moveModuleBytecodeSchema.parse(body);
      const parsed = parseModuleBody(body);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok || strict.abi === undefined) continue;
      expect(parsed.value.abi?.structs.map((struct) => [struct.name, struct.fields, struct.variants ?? []])).toEqual(
        strict.abi.structs.map((struct) => [struct.name, struct.fields, struct.variants]),
      );
    }
  });
});

describe('layouts from the node equal the registry', () => {
  it('on random values of random registry types, ABIs alone decode what the registry decodes', async () => {
    const source = abiSource(node.api);
    await fc.assert(
      fc.asyncProperty(typedValueArb(3), async ({ tag, value }) => {
        const bytes = encodeMoveValue(value, tag);
        const layouts = await resolveLayouts(tag, [source]);
        expect(decodeMoveValue(bytes, tag, { layouts }).value).toEqual(decodeMoveValue(bytes, tag).value);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('the showcase Badge (not in the registry)', () => {
  it('decodes keys 1–3 of the badges table at version ≥ 10200 through the ABI', async () => {
    const tag = parseTypeTag('0xcafe::showcase::Badge');
    const layouts = await resolveLayouts(tag, [registrySource, abiSource(node.api, GALLERY_VERSION)]);
    const values = [];
    for (const key of [1, 2, 3]) {
      const item = await getRawTableItem({ node: node.api, tableHandle: BADGES, key: u64Key(key), ledgerVersion: GALLERY_VERSION });
      values.push(decodeMoveValue(item.data, tag, { layouts }).value);
    }
    expect(values).toEqual([
      { id: '1', label: 'founder', holder: { vec: ['0xcafe'] }, tier: { __variant__: 'Gold', stars: 3 } },
      { id: '2', label: 'builder', holder: { vec: [] }, tier: { __variant__: 'Silver' } },
      { id: '3', label: 'visitor', holder: { vec: ['0x1'] }, tier: { __variant__: 'Bronze' } },
    ]);
  });

  it('before the upgrade (version 9999) the module has no Badge: a reason, not a guess', async () => {
    const tag = parseTypeTag('0xcafe::showcase::Badge');
    const layouts = await resolveLayouts(tag, [registrySource, abiSource(node.api, 9999n)]);
    expect(() => decodeMoveValue(Uint8Array.from([0]), tag, { layouts })).toThrow(
      'Layout unknown for 0xcafe::showcase::Badge: module 0xcafe::showcase declares no struct Badge',
    );
  });
});

describe('why a layout is unknown', () => {
  it('a module that does not exist: 404 module_not_found', async () => {
    const tag = parseTypeTag('0xcafe::nope::Thing');
    const layouts = await resolveLayouts(tag, [registrySource, abiSource(node.api, 10_000n)]);
    expect(() => decodeMoveValue(Uint8Array.from([0]), tag, { layouts })).toThrow(
      'Layout unknown for 0xcafe::nope::Thing: module 0xcafe::nope does not exist at version 10000',
    );
  });

  it('a node without the module routes (404 with another code): the registry still decodes what it knows', async () => {
    const noRoutes = `${node.url}/no-such-api/v1`;
    const known = parseTypeTag('0xcafe::showcase::Entry');
    const layouts = await resolveLayouts(parseTypeTag(`vector<0xcafe::showcase::Badge>`), [registrySource, abiSource(noRoutes)]);
    expect(() => decodeMoveValue(Uint8Array.from([1, 0]), parseTypeTag('vector<0xcafe::showcase::Badge>'), { layouts })).toThrow(
      /Layout unknown for 0xcafe::showcase::Badge: the node does not serve module ABIs \((404|405) /,
    );
    const entry = await resolveLayouts(known, [registrySource, abiSource(noRoutes)]);
    expect(decodeMoveValue(encodeMoveValue({ id: '1', label: 'a', tags: [] }, known), known, { layouts: entry }).value).toEqual({
      id: '1',
      label: 'a',
      tags: [],
    });
  });
});
