import { isContainer, type JsonValue } from '../../core/move/json';
import type { TreePath } from './tree-path';

// Where each value of a JSON document sits in its pretty-printed text (`JSON.stringify(value, null, 2)`),
// so the tree and the raw view of one value can hand each other a position. The walk follows
// JSON.stringify's layout: a primitive or an empty container is one line; a non-empty container opens on
// its own line, then its members, then its closing line.

/** How many lines `value` takes. */
function lineCount(value: JsonValue): number {
  if (!isContainer(value)) return 1;
  const children = Array.isArray(value) ? value : Object.values(value);
  if (children.length === 0) return 1;
  let count = 2;
  for (const child of children) count += lineCount(child);
  return count;
}

function childrenOf(value: JsonValue): [string | number, JsonValue][] {
  if (Array.isArray(value)) return value.map((child, index) => [index, child]);
  return isContainer(value) ? Object.entries(value) : [];
}

/** The line on which the value at `path` starts, or null when the path is not in `root`. */
export function lineOfPath(root: JsonValue, path: TreePath): number | null {
  let value = root;
  let line = 0;
  for (const step of path) {
    let found = false;
    line += 1; // past the container's opening line
    for (const [key, child] of childrenOf(value)) {
      if (key === step) {
        value = child;
        found = true;
        break;
      }
      line += lineCount(child);
    }
    if (!found) return null;
  }
  return line;
}

/** The path of the innermost value whose lines hold `line` (a closing line belongs to its container). */
export function pathAtLine(root: JsonValue, line: number): TreePath {
  const path: (string | number)[] = [];
  let value = root;
  let start = 0;
  for (;;) {
    let next = start + 1;
    let inner: [string | number, JsonValue] | undefined;
    for (const entry of childrenOf(value)) {
      const count = lineCount(entry[1]);
      if (line < next + count) {
        inner = entry;
        break;
      }
      next += count;
    }
    if (inner === undefined || line <= start) return path;
    path.push(inner[0]);
    value = inner[1];
    start = next;
  }
}
