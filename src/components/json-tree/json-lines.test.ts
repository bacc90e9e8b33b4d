import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../core/move/json';
import { lineOfPath, pathAtLine } from './json-lines';
import type { TreePath } from './tree-path';

const jsonValue: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 3 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Every path in `value`, in document order. */
function pathsOf(value: JsonValue, prefix: TreePath = []): TreePath[] {
  const children: [string | number, JsonValue][] = Array.isArray(value)
    ? value.map((child, index) => [index, child])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return [prefix, ...children.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

describe('lineOfPath / pathAtLine', () => {
  const doc = { type: '0x1::m::S', data: { a: '1', list: [1, { b: true }], empty: {}, none: [] } };
  const lines = JSON.stringify(doc, null, 2).split('\n');

  it('finds the line where a value starts in JSON.stringify(…, null, 2)', () => {
    expect(lines[lineOfPath(doc, ['data']) ?? -1]).toBe('  "data": {');
    expect(lines[lineOfPath(doc, ['data', 'list', 1, 'b']) ?? -1]).toBe('        "b": true');
    expect(lines[lineOfPath(doc, ['data', 'empty']) ?? -1]).toBe('    "empty": {},');
    expect(lineOfPath(doc, ['data', 'missing'])).toBeNull();
    expect(lineOfPath(doc, [])).toBe(0);
  });

  it('maps a line back to the innermost value holding it; a closing line to its container', () => {
    expect(pathAtLine(doc, lineOfPath(doc, ['data', 'list', 1, 'b']) ?? -1)).toEqual(['data', 'list', 1, 'b']);
    const closingOfListItem = lines.indexOf('      }');
    expect(pathAtLine(doc, closingOfListItem)).toEqual(['data', 'list', 1]);
    expect(pathAtLine(doc, 0)).toEqual([]);
    expect(pathAtLine(doc, lines.length - 1)).toEqual([]);
  });

  it('agrees with JSON.stringify for any value: each path starts on the line that names it, and maps back', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const text = JSON.stringify(value, null, 2).split('\n');
        for (const path of pathsOf(value)) {
          const line = lineOfPath(value, path);
          expect(line).not.toBeNull();
          const key = path.at(-1);
          if (typeof key === 'string') expect(text[line ?? -1]?.trimStart().startsWith(`${JSON.stringify(key)}:`)).toBe(true);
          expect(pathAtLine(value, line ?? -1)).toEqual(path);
        }
      }),
      { numRuns: 300 },
    );
  });
});
