import { describe, expect, it } from 'vitest';
import { decodeMoveValue } from './bcs-reader';
import { encodeMoveValue } from './bcs-writer';
import { INLINE_STRUCT_TAG, InlineStructError, inlineStructSource, isInlineStruct, parseInlineStruct } from './inline-struct';
import { resolveLayouts } from './layout-resolver';
import { registrySource } from './layout-source';

function failure(input: string): string {
  try {
    parseInlineStruct(input);
    return 'parsed';
  } catch (error) {
    return error instanceof InlineStructError ? `${error.reason}@${error.position}` : `other: ${String(error)}`;
  }
}

describe('parseInlineStruct', () => {
  it('reads fields in order, with spaces, nested type arguments and a trailing comma', () => {
    const fields = parseInlineStruct(' { id: u64, label : 0x1::string::String, m: 0x1::option::Option<vector<u8>>, } ');
    expect(fields.map((field) => field.name)).toEqual(['id', 'label', 'm']);
    expect(fields[2]?.type).toEqual({
      kind: 'struct',
      address: '0x1',
      module: 'option',
      name: 'Option',
      typeArgs: [{ kind: 'vector', element: { kind: 'u8' } }],
    });
    expect(isInlineStruct('  { a: u8 }')).toBe(true);
    expect(isInlineStruct('u8')).toBe(false);
  });

  it('empty: no fields', () => expect(failure('{ }')).toBe('empty@2'));
  it('missing colon after a name', () => expect(failure('{ id u64 }')).toBe('missing_colon@5'));
  it('duplicate field', () => expect(failure('{ id: u64, id: u8 }')).toBe('duplicate_field@11'));
  it('bad identifier', () => expect(failure('{ 1d: u64 }')).toBe('bad_identifier@2'));
  it('bad type (position inside the type text)', () => expect(failure('{ id: u65 }')).toBe('bad_type@6'));
  it('trailing input after the closing brace', () => expect(failure('{ id: u64 } x')).toBe('trailing_input@12'));
});

describe('inline struct as a layout source', () => {
  it('decodes bytes with the registry resolving the field types', async () => {
    const layouts = await resolveLayouts(INLINE_STRUCT_TAG, [
      inlineStructSource(parseInlineStruct('{ id: u64, label: 0x1::string::String }')),
      registrySource,
    ]);
    const bytes = Uint8Array.from([7, 0, 0, 0, 0, 0, 0, 0, 2, 104, 105]);
    expect(decodeMoveValue(bytes, INLINE_STRUCT_TAG, { layouts }).value).toEqual({ id: '7', label: 'hi' });
  });
});

describe('encoding through resolved layouts', () => {
  it('writes an inline struct value', async () => {
    const layouts = await resolveLayouts(INLINE_STRUCT_TAG, [
      inlineStructSource(parseInlineStruct('{ id: u64, label: 0x1::string::String }')),
      registrySource,
    ]);
    expect([...encodeMoveValue({ id: '7', label: 'hi' }, INLINE_STRUCT_TAG, layouts)]).toEqual([7, 0, 0, 0, 0, 0, 0, 0, 2, 104, 105]);
  });
});
