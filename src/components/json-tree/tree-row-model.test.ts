import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExpansionState } from './expansion';
import { initialExpansion, isExpanded, setExpanded } from './expansion';
import { isContainer, type JsonValue } from '../../core/move/json';
import type { TreePath } from './tree-path';
import { pathId } from './tree-path';
import { TreeRowModel } from './tree-row-model';

/** The obvious, eager flattening: the oracle for the lazy model. */
function naiveRows(value: JsonValue, expansion: ExpansionState): { path: TreePath; level: number }[] {
  const rows: { path: TreePath; level: number }[] = [];
  const walk = (node: JsonValue, path: (string | number)[]): void => {
    rows.push({ path, level: path.length });
    if (!isContainer(node) || !isExpanded(expansion, pathId(path), path.length)) return;
    const entries: [string | number, JsonValue][] = Array.isArray(node)
      ? node.map((child, index): [number, JsonValue] => [index, child])
      : Object.entries(node);
    for (const [key, child] of entries) walk(child, [...path, key]);
  };
  walk(value, []);
  return rows;
}

const showcase: JsonValue = {
  flag: true,
  amount: '18446744073709551615',
  nested: { id: '7', label: 'seven', tags: ['a', 'b'] },
  numbers: ['1', '2', '3'],
  empty: [],
};

describe('TreeRowModel', () => {
  it('shows only the root when collapsed', () => {
    const model = new TreeRowModel(showcase, initialExpansion(0));
    expect(model.rowCount).toBe(1);
    expect(model.rowAt(0)).toMatchObject({ key: null, level: 0, expandable: true, expanded: false, childCount: 5 });
    expect(model.rowAt(1)).toBeNull();
    expect(model.rowAt(-1)).toBeNull();
  });

  it('flattens the open part in document order', () => {
    const model = new TreeRowModel(showcase, initialExpansion(2));
    const rows = Array.from({ length: model.rowCount }, (_, index) => model.rowAt(index));
    expect(rows.map((row) => row?.path.join('/'))).toEqual([
      '',
      'flag',
      'amount',
      'nested',
      'nested/id',
      'nested/label',
      'nested/tags',
      'numbers',
      'numbers/0',
      'numbers/1',
      'numbers/2',
      'empty',
    ]);
    expect(rows[6]).toMatchObject({ key: 'tags', level: 2, expanded: false, childCount: 2, position: 3, siblingCount: 3 });
    expect(rows[11]).toMatchObject({ key: 'empty', expandable: false, expanded: false, childCount: 0 });
    expect(rows[2]?.value).toBe('18446744073709551615');
  });

  it('follows overrides keyed by path id', () => {
    let expansion = initialExpansion(1);
    expansion = setExpanded(expansion, pathId(['nested']), 1, true);
    expansion = setExpanded(expansion, pathId(['nested', 'tags']), 2, true);
    const model = new TreeRowModel(showcase, expansion);
    expect(model.rowCount).toBe(6 + 3 + 2);
    expect(model.indexOfPath(['nested', 'tags', 1])).toBe(8);
    expect(model.rowAt(8)?.value).toBe('b');
    expect(model.indexOfPath(['numbers', 0])).toBeNull(); // parent closed
    expect(model.indexOfPath(['missing'])).toBeNull();
    expect(model.indexOfPath([])).toBe(0);
  });

  it('keeps expansion for a refetched value of the same shape', () => {
    const expansion = setExpanded(initialExpansion(1), pathId(['nested']), 1, true);
    const refetched: JsonValue = { ...showcase, nested: { id: '8', label: 'eight', tags: [] } };
    const model = new TreeRowModel(refetched, expansion);
    expect(model.rowAt(model.indexOfPath(['nested', 'id']) ?? -1)?.value).toBe('8');
  });

  it('does not confuse member "1" with index 1', () => {
    const value: JsonValue = { '1': 'member', list: ['zero', 'one'] };
    expect(pathId(['1'])).not.toBe(pathId([1]));
    const model = new TreeRowModel(value, initialExpansion(3));
    expect(model.rowAt(model.indexOfPath(['1']) ?? -1)?.value).toBe('member');
    expect(model.indexOfPath([1])).toBeNull();
  });

  it('answers a 50,000-entry value in one pass over its entries, rows built only when asked', () => {
    const entries = Array.from({ length: 50_000 }, (_, index) => ({ id: String(index), label: `item-${index}`, tags: ['x'] }));
    // counts reads of the entries, so the cost is checked without a clock (figures live in bench): counting
    // rows looks at each entry once; a walk per row asked for would read them again and again
    let entriesRead = 0;
    const items = new Proxy(entries, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/u.test(key)) entriesRead++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const value: JsonValue = { items };
    const model = new TreeRowModel(value, initialExpansion(2));
    const first = model.rowAt(2);
    const last = model.rowAt(model.rowCount - 1);
    expect(model.rowCount).toBe(50_002);
    expect(first?.path).toEqual(['items', 0]);
    expect(last).toMatchObject({ path: ['items', 49_999], position: 50_000, siblingCount: 50_000 });
    expect(entriesRead).toBeLessThanOrEqual(50_000 + 10);

    const deeper = new TreeRowModel(value, setExpanded(initialExpansion(2), pathId(['items', 25_000]), 2, true));
    expect(deeper.rowCount).toBe(50_005);
    expect(deeper.rowAt(25_003)?.path).toEqual(['items', 25_000, 'id']);
    expect(deeper.rowAt(25_006)?.path).toEqual(['items', 25_001]);
  });

  it('matches the eager flattening for any value and expansion (property)', () => {
    const json = fc.jsonValue({ maxDepth: 4 }).map((value): JsonValue => JSON.parse(JSON.stringify(value)));
    fc.assert(
      fc.property(json, fc.nat(5), fc.array(fc.nat(40), { maxLength: 6 }), (value, depth, toggles) => {
        let expansion = initialExpansion(depth);
        const before = naiveRows(value, expansion);
        for (const pick of toggles) {
          const row = before[pick % before.length];
          if (row) {
            const id = pathId(row.path);
            expansion = setExpanded(expansion, id, row.level, !isExpanded(expansion, id, row.level));
          }
        }
        const expected = naiveRows(value, expansion);
        const model = new TreeRowModel(value, expansion);
        expect(model.rowCount).toBe(expected.length);
        expected.forEach((row, index) => {
          expect(model.rowAt(index)?.path).toEqual(row.path);
          expect(model.indexOfPath(row.path)).toBe(index);
        });
      }),
      { numRuns: 200 },
    );
  });
});
