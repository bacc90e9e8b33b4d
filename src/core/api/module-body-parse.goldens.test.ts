import { describe, expect, it } from 'vitest';
import { goldenModules } from '../../../test-fixtures/aptos-goldens/aptos-goldens';
import { parseModuleBody } from './module-body-parse';

// Every module a real node sent in aptos-core's API goldens (test-fixtures/aptos-goldens/README.md)
// is read by the explorer's module reader: the current shape (with is_event, is_enum, variants) and
// the 2022 genesis one (without them).

describe('parseModuleBody on aptos-core goldens', () => {
  const modules = goldenModules();

  it('reads every module body and keeps every struct of its ABI', () => {
    expect(new Set(modules.map(({ value }) => `${String(value.abi.address)}::${String(value.abi.name)}`)).size).toBeGreaterThan(60);
    const failures = modules.flatMap(({ golden, where, value }) => {
      const parsed = parseModuleBody(value);
      if (!parsed.ok) return [`${golden} ${where}: ${parsed.message}`];
      const structs = value.abi.structs as unknown[];
      return parsed.value.abi?.structs.length === structs.length
        ? []
        : [`${golden} ${where}: ${structs.length} structs, read ${parsed.value.abi?.structs.length}`];
    });
    expect(failures).toEqual([]);
  });
});
