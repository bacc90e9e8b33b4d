import { describe, expect, it } from 'vitest';
import { formatTypeTag, parseStructTag } from './type-tag';
import { typeAtPath } from './type-at-path';

const account = parseStructTag('0x1::account::Account');
const originating = parseStructTag('0x1::account::OriginatingAddress');

function typeText(tag: ReturnType<typeof typeAtPath>): string | undefined {
  return tag === undefined ? undefined : formatTypeTag(tag);
}

describe('typeAtPath', () => {
  it('walks struct fields, generics and vectors', () => {
    expect(typeText(typeAtPath(account, {}, ['sequence_number']))).toBe('u64');
    expect(typeText(typeAtPath(account, {}, ['coin_register_events', 'guid', 'id', 'addr']))).toBe('address');
    expect(typeText(typeAtPath(account, {}, ['rotation_capability_offer', 'for', 'vec', 0]))).toBe('address');
  });

  it('finds a table handle with its key and value types', () => {
    expect(typeText(typeAtPath(originating, {}, ['address_map']))).toBe('0x1::table::Table<address, address>');
    expect(typeText(typeAtPath(originating, {}, ['address_map', 'handle']))).toBe('address');
  });

  it('is undefined for unknown layouts and wrong steps', () => {
    expect(typeAtPath(parseStructTag('0x9::nope::Nope'), {}, ['x'])).toBeUndefined();
    expect(typeAtPath(account, {}, ['no_such_field'])).toBeUndefined();
    expect(typeAtPath(account, {}, ['sequence_number', 'deeper'])).toBeUndefined();
    expect(typeAtPath(account, {}, [0])).toBeUndefined();
  });
});
