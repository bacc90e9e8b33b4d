import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../move/json';
import { diffJson, NEW_KEY, OLD_KEY, UNCHANGED_KEY } from './json-diff';

/** The oracle: every path where the two values differ, the naive way. */
function differingLeaves(before: JsonValue | undefined, after: JsonValue | undefined, path: string[] = []): string[] {
  const container = (value: JsonValue | undefined) => typeof value === 'object' && value !== null;
  if (container(before) && container(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
    return [...keys].flatMap((key) =>
      differingLeaves(
        Reflect.get(before as object, key) as JsonValue | undefined,
        Reflect.get(after as object, key) as JsonValue | undefined,
        [...path, key],
      ),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path.join('/')];
}

const json = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom<JsonValue>(null, true, '0', '1', 'x', 7),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

describe('diffJson', () => {
  it('lists exactly the paths where the values differ', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), json),
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), json),
        (before, after) => {
          const { changes } = diffJson(before, after);
          expect(changes.map((change) => change.path.join('/')).sort()).toEqual(differingLeaves(before, after).sort());
        },
      ),
    );
  });

  it('keeps only changed paths, with old and new side by side, and counts what it left out', () => {
    const before = {
      items: [
        { id: '1', label: 'a' },
        { id: '2', label: 'b' },
        { id: '3', label: 'c' },
      ],
      owner: '0x1',
      gone: true,
      updates: '10',
    };
    const after = {
      items: [
        { id: '1', label: 'a' },
        { id: '2', label: 'B' },
        { id: '3', label: 'c' },
        { id: '4', label: 'd' },
      ],
      owner: '0x1',
      updates: '11',
    };
    const { changes, tree } = diffJson(before, after);
    expect(changes.map(({ path, kind }) => [path.join('.'), kind])).toEqual([
      ['items.1.label', 'changed'],
      ['items.3', 'added'],
      ['gone', 'removed'],
      ['updates', 'changed'],
    ]);
    expect(tree).toEqual({
      items: {
        1: { label: { [OLD_KEY]: 'b', [NEW_KEY]: 'B' }, [UNCHANGED_KEY]: '1 unchanged' },
        3: { [NEW_KEY]: { id: '4', label: 'd' } },
        [UNCHANGED_KEY]: '2 unchanged',
      },
      gone: { [OLD_KEY]: true },
      updates: { [OLD_KEY]: '10', [NEW_KEY]: '11' },
      [UNCHANGED_KEY]: '1 unchanged',
    });
  });

  it('is empty for equal values', () => {
    expect(diffJson({ a: [1, { b: '2' }] }, { a: [1, { b: '2' }] })).toEqual({ changes: [], tree: {} });
  });
});
