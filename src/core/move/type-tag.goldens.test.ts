import { describe, expect, it } from 'vitest';
import { goldenModules, goldenTypeTags } from '../../../test-fixtures/aptos-goldens/aptos-goldens';
import { formatTypeTag, parseGenericTypeTag, parseTypeTag } from './type-tag';

// Every type a real node wrote in aptos-core's API goldens (test-fixtures/aptos-goldens/README.md)
// parses; a failure names the golden and the JSON path.

type AbiFunction = { name: string; generic_type_params: unknown[]; params: string[]; return: string[] };
type AbiStruct = {
  name: string;
  generic_type_params: unknown[];
  fields: { name: string; type: string }[];
  variants?: { name: string; fields: { name: string; type: string }[] }[];
};

/** `&T` and `&mut T` are parameter types of functions, not type tags: the tag is what they refer to. */
function dereferenced(type: string): string {
  return type.replace(/^&(mut\s+)?/, '');
}

function parseFailure(parse: () => unknown): string | null {
  try {
    parse();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('the type-tag parser on aptos-core goldens', () => {
  const tags = goldenTypeTags();
  const modules = goldenModules();

  it('finds the shapes it is meant to check', () => {
    expect(new Set(tags.map((tag) => tag.value)).size).toBeGreaterThan(40);
    expect(modules.length).toBeGreaterThan(60);
  });

  it('parses every resource, event, change and type-argument type, and writes it back as the node did', () => {
    const failures = tags.flatMap(({ golden, where, value }) => {
      const failure = parseFailure(() => parseTypeTag(value));
      if (failure !== null) return [`${golden} ${where} ${JSON.stringify(value)}: ${failure}`];
      const written = formatTypeTag(parseTypeTag(value));
      return written === value ? [] : [`${golden} ${where}: node wrote ${value}, we write ${written}`];
    });
    expect(failures).toEqual([]);
  });

  it('parses every struct field and variant field type of every module ABI, with T0… as the struct’s type parameters', () => {
    const failures: string[] = [];
    for (const { golden, where, value } of modules) {
      for (const struct of value.abi.structs as AbiStruct[]) {
        const fields = [...struct.fields, ...(struct.variants ?? []).flatMap((variant) => variant.fields)];
        for (const field of fields) {
          const failure = parseFailure(() => parseGenericTypeTag(field.type, struct.generic_type_params.length));
          if (failure !== null)
            failures.push(`${golden} ${where} ${String(value.abi.name)}::${struct.name}.${field.name} ${field.type}: ${failure}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('parses every parameter and return type of every exposed function (references dereferenced)', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { golden, where, value } of modules) {
      for (const fn of value.abi.exposed_functions as AbiFunction[]) {
        for (const type of [...fn.params, ...fn.return]) {
          checked += 1;
          const failure = parseFailure(() => parseGenericTypeTag(dereferenced(type), fn.generic_type_params.length));
          if (failure !== null) failures.push(`${golden} ${where} ${String(value.abi.name)}::${fn.name} ${type}: ${failure}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
