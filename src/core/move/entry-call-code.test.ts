import { describe, expect, it } from 'vitest';
import { entryCallCode } from './entry-call-code';
import { parseTypeTag } from './type-tag';

const FULL_CAFE = `0x${'cafe'.padStart(64, '0')}`;

describe('entryCallCode', () => {
  it('writes the payload, SDK code with addresses in full, and the CLI line', () => {
    const code = entryCallCode({
      function: '0x1::coin::transfer',
      typeArguments: ['0x1::native_coin::NativeCoin'],
      arguments: [
        { tag: parseTypeTag('address'), value: '0xcafe' },
        { tag: parseTypeTag('u64'), value: '100' },
      ],
    });
    expect(JSON.parse(code.payload)).toEqual({
      type: 'entry_function_payload',
      function: '0x1::coin::transfer',
      type_arguments: ['0x1::native_coin::NativeCoin'],
      arguments: ['0xcafe', '100'],
    });
    expect(code.sdk).toContain(`functionArguments: ["${FULL_CAFE}","100"]`);
    expect(code.sdk).not.toMatch(/signAndSubmit|submit\(/);
    expect(code.cli).toBe(
      `aptos move run --function-id ${'0x'.padEnd(65, '0')}1::coin::transfer \\\n  --type-args 0x1::native_coin::NativeCoin \\\n  --args address:0xcafe u64:100`,
    );
  });

  it('quotes a string for the shell, and says when the CLI needs a JSON file', () => {
    const names = entryCallCode({
      function: '0xcafe::showcase::put_name',
      typeArguments: [],
      arguments: [{ tag: parseTypeTag('0x1::string::String'), value: "it's me" }],
    });
    expect(names.cli).toContain(`--args 'string:it'\\''s me'`);
    const option = entryCallCode({
      function: '0xcafe::m::f',
      typeArguments: [],
      arguments: [{ tag: parseTypeTag('0x1::option::Option<u64>'), value: null }],
    });
    expect(option.cli).toMatch(/--json-file/);
  });
});
