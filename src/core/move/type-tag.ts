import { formatAddress, parseAddress } from './address';
import { MoveInputError } from './errors';
import type { MoveInputReason } from './errors';

// Type tags as plain data (architecture "The core"); addresses are kept in the short form.
export type PrimitiveKind = 'bool' | 'u8' | 'u16' | 'u32' | 'u64' | 'u128' | 'u256' | 'address' | 'signer';
export type PrimitiveTag = { kind: PrimitiveKind };
export type VectorTag = { kind: 'vector'; element: TypeTag };
export type StructTag = { kind: 'struct'; address: string; module: string; name: string; typeArgs: TypeTag[] };
export type TypeTag = PrimitiveTag | VectorTag | StructTag;
/** `T0`, `T1`, …: a type parameter of the enclosing definition, as module ABIs write field types. */
export type TypeParamTag = { kind: 'param'; index: number };
/** A type that may name type parameters (a field type of a generic definition). */
export type GenericTypeTag =
  | PrimitiveTag
  | { kind: 'vector'; element: GenericTypeTag }
  | { kind: 'struct'; address: string; module: string; name: string; typeArgs: GenericTypeTag[] }
  | TypeParamTag;

/** docs/api.md#parameters-and-types: more than 8 nested `<…>` levels (vector included) is rejected. */
export const MAX_TYPE_TAG_DEPTH = 8;

const PRIMITIVES: ReadonlySet<string> = new Set<PrimitiveKind>(['bool', 'u8', 'u16', 'u32', 'u64', 'u128', 'u256', 'address', 'signer']);

function isPrimitiveKind(word: string): word is PrimitiveKind {
  return PRIMITIVES.has(word);
}

const primitiveTags = new Map<PrimitiveKind, PrimitiveTag>();
for (const kind of PRIMITIVES) if (isPrimitiveKind(kind)) primitiveTags.set(kind, { kind });

/** Whether `tag` is the framework's struct `0x1::module::name` (its type arguments not looked at). */
export function isFrameworkStruct(tag: TypeTag, module: string, name: string): boolean {
  return tag.kind === 'struct' && tag.address === '0x1' && tag.module === module && tag.name === name;
}

/** Builds a struct tag, normalising the address (`0x0001` → `0x1`). */
export function structTag(address: string, module: string, name: string, typeArgs: TypeTag[] = []): StructTag {
  return { kind: 'struct', address: formatAddress(parseAddress(address)), module, name, typeArgs };
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isWordChar(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 95;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** The index of `T<digits>` (canonical decimal), or undefined for any other word. */
function typeParamIndex(word: string): number | undefined {
  if (word.length < 2 || word.length > 6 || word.charCodeAt(0) !== 84 /* T */) return undefined;
  if (word.length > 2 && word.charCodeAt(1) === 48 /* 0 */) return undefined;
  let index = 0;
  for (let i = 1; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 48 || code > 57) return undefined;
    index = index * 10 + (code - 48);
  }
  return index;
}

/**
 * Recursive-descent parser over char codes; one instance per parse. With `typeParamCount` > 0 it
 * also reads `T0` … `T{count-1}` (module ABIs); with 0 it never yields a `param` (parseTypeTag).
 */
class TypeTagParser {
  private position = 0;

  constructor(
    private readonly input: string,
    private readonly typeParamCount = 0,
  ) {}

  parseWhole(): GenericTypeTag {
    this.skipSpace();
    if (this.position >= this.input.length) this.fail('empty', 'it is empty');
    const tag = this.parseTag(0);
    this.skipSpace();
    if (this.position < this.input.length) {
      this.fail('trailing_input', `unexpected ${JSON.stringify(this.input[this.position])} after the type`);
    }
    return tag;
  }

  private fail(reason: MoveInputReason, detail: string, position: number = this.position): never {
    throw new MoveInputError('type_tag', reason, this.input, detail, position);
  }

  private skipSpace(): void {
    while (this.position < this.input.length && isSpace(this.input.charCodeAt(this.position))) this.position++;
  }

  /** Reads a run of letters, digits and `_` (the caller checks what it may be). */
  private readWord(): string {
    this.skipSpace();
    const start = this.position;
    while (this.position < this.input.length && isWordChar(this.input.charCodeAt(this.position))) this.position++;
    return this.input.slice(start, this.position);
  }

  private peekChar(): number {
    this.skipSpace();
    return this.position < this.input.length ? this.input.charCodeAt(this.position) : -1;
  }

  private peekDoubleColon(): boolean {
    this.skipSpace();
    return this.input.startsWith('::', this.position);
  }

  private expect(token: '::' | '<' | '>'): void {
    this.skipSpace();
    if (!this.input.startsWith(token, this.position)) {
      this.fail('expected_token', `expected '${token}'`);
    }
    this.position += token.length;
  }

  private parseTag(depth: number): GenericTypeTag {
    const code = this.peekChar();
    const start = this.position;
    if (code < 0) this.fail('expected_identifier', 'expected a type, found the end');
    if (code >= 48 && code <= 57) return this.parseStruct(depth);
    if (!isLetter(code)) this.fail('unexpected_char', `unexpected ${JSON.stringify(this.input[this.position])} where a type should start`);
    const word = this.readWord();
    if (this.peekDoubleColon()) this.fail('named_address', `named address '${word}' is not supported, use a hex address`, start);
    if (word === 'vector') {
      const args = this.parseTypeArgs(depth);
      if (args.length !== 1) this.fail('expected_token', `vector takes exactly one type argument, found ${args.length}`, start);
      return { kind: 'vector', element: args[0] ?? this.fail('expected_token', 'missing vector element type', start) };
    }
    if (isPrimitiveKind(word)) return primitiveTags.get(word) ?? { kind: word };
    const index = this.typeParamCount > 0 ? typeParamIndex(word) : undefined;
    if (index !== undefined) {
      if (index < this.typeParamCount) return { kind: 'param', index };
      this.fail('unknown_type', `type parameter '${word}' out of range (the definition has ${this.typeParamCount})`, start);
    }
    return this.fail('unknown_type', `unknown type '${word}'`, start);
  }

  private parseStruct(depth: number): Extract<GenericTypeTag, { kind: 'struct' }> {
    const address = this.parseAddressToken();
    this.expect('::');
    const module = this.parseIdentifier();
    this.expect('::');
    const name = this.parseIdentifier();
    const typeArgs = this.peekChar() === 60 /* < */ ? this.parseTypeArgs(depth) : [];
    return { kind: 'struct', address, module, name, typeArgs };
  }

  private parseAddressToken(): string {
    const start = this.position;
    const word = this.readWord();
    if (!word.startsWith('0x')) {
      if (word.startsWith('0X')) this.fail('uppercase_prefix', "the prefix must be a lowercase '0x'", start);
      this.fail('invalid_address', "an address must start with '0x'", start);
    }
    try {
      return formatAddress(parseAddress(word));
    } catch (error) {
      if (!(error instanceof MoveInputError)) throw error;
      return this.fail('invalid_address', `bad address ${JSON.stringify(word)} (${error.reason})`, start + (error.position ?? 0));
    }
  }

  private parseIdentifier(): string {
    this.skipSpace();
    const start = this.position;
    const code = this.position < this.input.length ? this.input.charCodeAt(this.position) : -1;
    if (!isLetter(code)) {
      const found = code < 0 ? 'found the end' : `found ${JSON.stringify(this.input[this.position])}`;
      this.fail('expected_identifier', `expected an identifier starting with a letter, ${found}`);
    }
    const word = this.readWord();
    return word.length > 0 ? word : this.fail('expected_identifier', 'expected an identifier', start);
  }

  /** `<` T (`,` T)* `,`? `>`; each `<` is one nesting level. */
  private parseTypeArgs(depth: number): GenericTypeTag[] {
    this.skipSpace();
    if (depth + 1 > MAX_TYPE_TAG_DEPTH) this.fail('too_deep', `nested deeper than ${MAX_TYPE_TAG_DEPTH} levels`);
    this.expect('<');
    const args: GenericTypeTag[] = [];
    for (;;) {
      args.push(this.parseTag(depth + 1));
      const next = this.peekChar();
      if (next === 44 /* , */) {
        this.position++;
        if (this.peekChar() === 62 /* > */) break;
        continue;
      }
      if (next === 62) break;
      this.fail(
        'expected_token',
        next < 0 ? "expected ',' or '>', found the end" : `expected ',' or '>', found ${JSON.stringify(this.input[this.position])}`,
      );
    }
    this.expect('>');
    return args;
  }
}

export function parseTypeTag(input: string): TypeTag {
  // with no type parameters the parser yields no `param`: the tag is concrete
  return new TypeTagParser(input).parseWhole() as TypeTag;
}

/**
 * A field type as a module ABI writes it: a type tag that may name the definition's type
 * parameters `T0` … `T{typeParamCount-1}`. Throws MoveInputError like parseTypeTag.
 */
export function parseGenericTypeTag(input: string, typeParamCount: number): GenericTypeTag {
  return new TypeTagParser(input, typeParamCount).parseWhole();
}

/** A resource type must be a struct: primitives and vectors are rejected with reason 'not_a_struct'. */
export function parseStructTag(input: string): StructTag {
  const tag = parseTypeTag(input);
  if (tag.kind !== 'struct') {
    throw new MoveInputError('type_tag', 'not_a_struct', input, `'${formatTypeTag(tag)}' is not a struct type`, 0);
  }
  return tag;
}

/** Canonical text: short addresses, `", "` between type arguments (docs/api.md#parameters-and-types). */
export function formatTypeTag(tag: TypeTag): string {
  switch (tag.kind) {
    case 'vector':
      return `vector<${formatTypeTag(tag.element)}>`;
    case 'struct':
      return formatStructTag(tag);
    default:
      return tag.kind;
  }
}

export function formatStructTag(tag: StructTag): string {
  const base = `${tag.address}::${tag.module}::${tag.name}`;
  return tag.typeArgs.length === 0 ? base : `${base}<${tag.typeArgs.map(formatTypeTag).join(', ')}>`;
}
