import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../core/move/json';
import { searchTree } from './tree-search';
import { ancestorsOf, pathId } from './tree-path';
import { containerSummary, primitiveKind, primitiveText, valueAsJsonText, MAX_SHOWN_CHARS } from './row-text';

const value: JsonValue = {
  label: 'Seven',
  note: '<img src=x onerror=alert(1)>',
  items: [{ label: 'item-1' }, { label: 'other' }],
  amount: '18446744073709551615',
  small: 255,
};

describe('searchTree', () => {
  it('finds keys and values, case-insensitively, in document order', () => {
    const result = searchTree(value, 'LABEL');
    expect(result.matches.map((match) => match.path)).toEqual([['label'], ['items', 0, 'label'], ['items', 1, 'label']]);
    expect(result.matches.every((match) => match.inKey && !match.inValue)).toBe(true);
    expect(searchTree(value, 'seven').matches).toEqual([{ id: pathId(['label']), path: ['label'], inKey: false, inValue: true }]);
  });

  it('matches number strings and numbers by their digits, never indices', () => {
    expect(searchTree(value, '5516').matches.map((match) => match.path)).toEqual([['amount']]);
    expect(searchTree(value, '255').matches.map((match) => match.path)).toEqual([['small']]);
    expect(searchTree(value, '1').matches.map((match) => match.path)).toEqual([['note'], ['items', 0, 'label'], ['amount']]);
  });

  it('is empty for a blank query and for no match', () => {
    expect(searchTree(value, '  ').matches).toEqual([]);
    expect(searchTree(value, 'zzz').matches).toEqual([]);
  });

  it('searches 50,000 entries quickly', () => {
    const big: JsonValue = { items: Array.from({ length: 50_000 }, (_, index) => ({ id: String(index), label: `item-${index}` })) };
    const started = performance.now();
    const result = searchTree(big, 'item-4999');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.matches.map((match) => match.path[1])).toEqual([
      4999, 49990, 49991, 49992, 49993, 49994, 49995, 49996, 49997, 49998, 49999,
    ]);
  });

  it('lists the ancestors that must open', () => {
    expect(ancestorsOf(['items', 1, 'label'])).toEqual([
      { id: pathId([]), level: 0 },
      { id: pathId(['items']), level: 1 },
      { id: pathId(['items', 1]), level: 2 },
    ]);
  });
});

describe('row text', () => {
  it('quotes strings exactly and keeps big numbers as written', () => {
    expect(primitiveText('18446744073709551615')).toBe('"18446744073709551615"');
    expect(primitiveText('line\nbreak')).toBe('"line\\nbreak"');
    expect(primitiveText(4294967295)).toBe('4294967295');
    expect(primitiveText(null)).toBe('null');
    expect(primitiveKind('340282366920938463463374607431768211455')).toBe('number-string');
    expect(primitiveKind('0x1')).toBe('string');
  });

  it('shortens huge strings but says how much is hidden', () => {
    const text = primitiveText('a'.repeat(MAX_SHOWN_CHARS + 5));
    expect(text.endsWith('…" (5 more characters)')).toBe(true);
    expect(valueAsJsonText('a'.repeat(MAX_SHOWN_CHARS + 5)).length).toBe(MAX_SHOWN_CHARS + 7);
  });

  it('summarises containers and copies JSON text', () => {
    expect(containerSummary([1, 2], 2)).toBe('[2 items]');
    expect(containerSummary({ a: 1 }, 1)).toBe('{1 field}');
    expect(valueAsJsonText({ a: '1' })).toBe('{\n  "a": "1"\n}');
  });
});
