import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPath, pathId } from './tree-path';

describe('formatPath', () => {
  it.each([
    [[], '.'],
    [['data'], '.data'],
    [['data', 'items', 3, 'label'], '.data.items[3].label'],
    [[0, 'x'], '.[0].x'],
    [['__variant__'], '.__variant__'],
    [['with space', 'a-b'], '.["with space"]["a-b"]'],
    [['1'], '.["1"]'],
    [['quo"te'], '.["quo\\"te"]'],
  ] as const)('%j → %s', (path, text) => {
    expect(formatPath(path)).toBe(text);
  });
});

describe('pathId', () => {
  it('is injective (property)', () => {
    const path = fc.array(fc.oneof(fc.string(), fc.nat()), { maxLength: 4 });
    fc.assert(
      fc.property(path, path, (a, b) => {
        const same = JSON.stringify(a) === JSON.stringify(b);
        expect(pathId(a) === pathId(b)).toBe(same);
      }),
    );
  });
});
