import { MoveInputError } from './errors';
import type { FieldDefinition } from './layout';
import type { LayoutSource } from './layout-source';
import { fail, ok } from '../result';
import { parseTypeTag } from './type-tag';
import type { StructTag } from './type-tag';

// A struct written inline, `{ id: u64, label: 0x1::string::String }`, for decoding bytes whose type no
// registry or module declares. Field types go through the core's type-tag parser; this file only
// splits the field list. The struct gets a synthetic tag and is served as one more layout source,
// so the resolver learns the field types' own layouts from the registry and the node as usual.

export type InlineStructReason = 'empty' | 'missing_colon' | 'duplicate_field' | 'bad_identifier' | 'bad_type' | 'trailing_input';

export class InlineStructError extends Error {
  readonly reason: InlineStructReason;
  /** Character offset in the input where the problem is. */
  readonly position: number;

  constructor(reason: InlineStructReason, position: number, detail: string) {
    super(`Invalid inline struct: ${detail} at position ${position}`);
    this.name = 'InlineStructError';
    this.reason = reason;
    this.position = position;
  }
}

/** The tag an inline struct decodes as (no module can publish at 0x0::inline, so it hides nothing real). */
export const INLINE_STRUCT_TAG: StructTag = { kind: 'struct', address: '0x0', module: 'inline', name: 'Struct', typeArgs: [] };

/** Whether the text is meant as an inline struct (starts with `{`), rather than a type tag. */
export function isInlineStruct(text: string): boolean {
  return text.trimStart().startsWith('{');
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r';
const isLetter = (char: string) => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
const isWordChar = (char: string) => isLetter(char) || (char >= '0' && char <= '9') || char === '_';

/** A Move identifier: a letter, or `_` followed by something, then letters, digits and `_`. */
function isIdentifier(word: string): boolean {
  const first = word[0];
  if (first === undefined || !(isLetter(first) || (first === '_' && word.length > 1))) return false;
  return [...word].every(isWordChar);
}

/** `{ name: type, … }` (a trailing comma allowed) → its fields in order (the BCS order). */
export function parseInlineStruct(input: string): FieldDefinition[] {
  let position = 0;
  const skipSpace = () => {
    while (isSpace(input[position])) position++;
  };
  skipSpace();
  if (input[position] !== '{') throw new InlineStructError('empty', position, "expected '{' to start the struct");
  position++;
  const fields: FieldDefinition[] = [];
  for (;;) {
    skipSpace();
    if (input[position] === '}') break;
    if (position >= input.length) throw new InlineStructError('trailing_input', position, "expected '}' at the end");
    const nameStart = position;
    while (
      position < input.length &&
      input[position] !== ':' &&
      input[position] !== ',' &&
      input[position] !== '}' &&
      !isSpace(input[position])
    )
      position++;
    const name = input.slice(nameStart, position);
    if (!isIdentifier(name)) throw new InlineStructError('bad_identifier', nameStart, `${JSON.stringify(name)} is not a field name`);
    skipSpace();
    if (input[position] !== ':') throw new InlineStructError('missing_colon', position, `expected ':' after the field ${name}`);
    position++;
    const typeStart = position;
    position = endOfType(input, position);
    const type = parseFieldType(input.slice(typeStart, position), typeStart);
    if (fields.some((field) => field.name === name))
      throw new InlineStructError('duplicate_field', nameStart, `the field ${name} appears twice`);
    fields.push({ name, type });
    if (input[position] === ',') position++;
  }
  position++;
  if (fields.length === 0) throw new InlineStructError('empty', position - 1, 'a struct needs at least one field');
  skipSpace();
  if (position < input.length)
    throw new InlineStructError('trailing_input', position, `unexpected ${JSON.stringify(input[position])} after the struct`);
  return fields;
}

/** Where a field's type text ends: the first `,` or `}` outside its `<…>`; the type parser judges the text. */
function endOfType(input: string, start: number): number {
  let depth = 0;
  let position = start;
  for (; position < input.length; position++) {
    const char = input[position];
    if (char === '<') depth++;
    else if (char === '>') depth--;
    else if ((char === ',' || char === '}') && depth <= 0) break;
  }
  return position;
}

function parseFieldType(text: string, offset: number) {
  try {
    return parseTypeTag(text);
  } catch (error) {
    if (!(error instanceof MoveInputError)) throw error;
    throw new InlineStructError('bad_type', offset + (error.position ?? 0), error.message);
  }
}

/** Answers the inline struct's definition for INLINE_STRUCT_TAG; knows nothing else (the next source is asked). */
export function inlineStructSource(fields: readonly FieldDefinition[]): LayoutSource {
  return {
    definition(address, module, name) {
      const { address: ownAddress, module: ownModule, name: ownName } = INLINE_STRUCT_TAG;
      if (address !== ownAddress || module !== ownModule || name !== ownName) return Promise.resolve(fail('not the inline struct'));
      return Promise.resolve(ok({ kind: 'struct', address, module, name, typeParams: [], fields: [...fields] }));
    },
  };
}
