import { describe, expect, it } from 'vitest';
import { goldenModules, goldenResources } from '../../../test-fixtures/aptos-goldens/aptos-goldens';
import { parseModuleBody } from '../api/module-body-parse';
import { definitionFromAbi, type AbiModule } from './abi-layout';
import { resolveDefinition } from './layout';
import { formatAddress, parseAddress } from './address';
import { resolveLayouts } from './layout-resolver';
import { moduleAbiSource, type FetchModule } from './layout-source';
import { parseStructTag, parseTypeTag } from './type-tag';

// The ABI reader on aptos-core's API goldens (test-fixtures/aptos-goldens/README.md): every struct
// of every module ABI becomes a definition, and where the same golden holds a resource of that
// struct, the definition's fields are exactly the members the node wrote for it.

function abiModules(): { golden: string; module: AbiModule }[] {
  return goldenModules().flatMap(({ golden, value }) => {
    const parsed = parseModuleBody(value);
    return parsed.ok && parsed.value.abi !== undefined ? [{ golden, module: parsed.value.abi }] : [];
  });
}

describe('definitionFromAbi on aptos-core goldens', () => {
  const modules = abiModules();

  it('makes a definition of every non-native struct', () => {
    let structs = 0;
    const failures = modules.flatMap(({ golden, module }) =>
      module.structs.flatMap((struct) => {
        structs += 1;
        const answer = definitionFromAbi(module, formatAddress(parseAddress(module.address)), struct.name);
        if (answer.ok) return [];
        return struct.is_native ? [] : [`${golden} ${module.name}::${struct.name}: ${answer.message}`];
      }),
    );
    expect(structs).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it('lays out each resource of the same golden with the fields the node wrote', () => {
    let matched = 0;
    const failures: string[] = [];
    for (const { golden, where, value } of goldenResources()) {
      const tag = parseStructTag(value.type);
      const module = modules.find(
        (candidate) =>
          candidate.golden === golden &&
          candidate.module.name === tag.module &&
          formatAddress(parseAddress(candidate.module.address)) === tag.address,
      )?.module;
      if (module === undefined) continue;
      const answer = definitionFromAbi(module, tag.address, tag.name);
      if (!answer.ok) {
        failures.push(`${golden} ${where} ${value.type}: ${answer.message}`);
        continue;
      }
      const layout = resolveDefinition(answer.value, tag);
      if (layout?.kind !== 'struct') {
        failures.push(`${golden} ${where} ${value.type}: no struct layout`);
        continue;
      }
      matched += 1;
      const fields = layout.fields.map((field) => field.name).sort();
      const members = Object.keys(value.data).sort();
      if (fields.join() !== members.join())
        failures.push(`${golden} ${where} ${value.type}: ABI fields ${fields.join()} ≠ members ${members.join()}`);
    }
    expect(matched).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });
});

describe('layouts from the module ABIs of one golden', () => {
  it('resolves the whole closure of every resource type of the genesis golden from its own module ABIs', async () => {
    const name = 'transactions_test__test_get_transactions_output_genesis_transaction';
    const modules = new Map(
      abiModules()
        .filter(({ golden }) => golden === name)
        .map(({ module }) => [`${formatAddress(parseAddress(module.address))}::${module.name}`, module]),
    );
    const fetchModule: FetchModule = (address, module) => {
      const abi = modules.get(`${address}::${module}`);
      return Promise.resolve(abi === undefined ? { ok: false, message: 'not in the golden' } : { ok: true, value: abi });
    };
    const types = new Set(
      goldenResources()
        .filter(({ golden }) => golden === name)
        .map(({ value }) => value.type),
    );
    expect(types.size).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const type of types) {
      const layouts = await resolveLayouts(parseTypeTag(type), [moduleAbiSource(fetchModule)]);
      if (layouts.stopped !== null) failures.push(`${type}: stopped, ${layouts.stopped}`);
      const root = layouts.layoutOf(parseStructTag(type));
      if (root === undefined || 'unknown' in root) failures.push(`${type}: ${root === undefined ? 'no layout' : root.unknown}`);
    }
    expect(failures).toEqual([]);
  });
});
