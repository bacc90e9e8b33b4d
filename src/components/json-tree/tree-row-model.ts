import { isExpanded, type ExpansionState } from './expansion';
import { isContainer, type JsonContainer, type JsonValue } from '../../core/move/json';
import { childPathId, ROOT_PATH_ID, type TreePath } from './tree-path';

/** One visible line of the tree. Rendering (and a later diff view) reads only this. */
export interface TreeRow {
  readonly index: number;
  readonly id: string;
  readonly path: TreePath;
  /** member name, array index, or null for the root */
  readonly key: string | number | null;
  readonly value: JsonValue;
  /** root = 0 */
  readonly level: number;
  readonly expandable: boolean;
  readonly expanded: boolean;
  readonly childCount: number;
  /** 1-based position among siblings, and how many siblings (aria-posinset / aria-setsize) */
  readonly position: number;
  readonly siblingCount: number;
}

/** An open container: its member names and the prefix sums of its children's visible rows. */
interface OpenContainer {
  readonly keys: readonly (string | number)[] | null; // null: an array, keys are indices
  readonly length: number;
  /** prefix[i] = visible rows of children 0..i-1 */
  readonly prefix: Uint32Array;
  /** visible rows of this node including itself */
  readonly count: number;
}

/**
 * The visible rows of a JSON value under an expansion state, WITHOUT materialising them:
 * it keeps per open container the prefix sums of its children's visible row counts, so
 * `rowAt(i)` descends in O(depth · log width) and the view builds only the rows on screen.
 * Counts are computed once per open container; closed ones are never entered. A new
 * expansion state makes a new model: the work is proportional to the open part of the tree.
 */
export class TreeRowModel {
  private readonly open = new Map<string, OpenContainer>();
  readonly rowCount: number;

  constructor(
    readonly value: JsonValue,
    readonly expansion: ExpansionState,
  ) {
    this.rowCount = this.countOf(value, ROOT_PATH_ID, 0);
  }

  rowAt(index: number): TreeRow | null {
    if (index < 0 || index >= this.rowCount) return null;
    let value = this.value;
    let id = ROOT_PATH_ID;
    let level = 0;
    let key: string | number | null = null;
    let position = 1;
    let siblingCount = 1;
    const path: (string | number)[] = [];
    let remaining = index;
    while (remaining > 0) {
      // remaining > 0 means the row is inside this (open) container
      const info = this.openAt(value, id, level);
      if (!info || !isContainer(value)) throw new Error('row model out of sync');
      const prefix = info.prefix;
      const target = remaining - 1;
      const child = upperBound(prefix, target) - 1; // last child whose start <= target
      key = info.keys ? (info.keys[child] ?? '') : child;
      value = childValue(value, key);
      id = childPathId(id, key);
      path.push(key);
      level += 1;
      position = child + 1;
      siblingCount = info.length;
      remaining = target - (prefix[child] ?? 0);
    }
    return this.makeRow(index, id, path, key, value, level, position, siblingCount);
  }

  /** Row index of a path if every ancestor is open, else null. */
  indexOfPath(path: TreePath): number | null {
    let value = this.value;
    let id = ROOT_PATH_ID;
    let index = 0;
    for (let level = 0; level < path.length; level += 1) {
      const key = path[level];
      if (key === undefined || !isContainer(value)) return null;
      const info = this.openAt(value, id, level);
      if (!info) return null;
      const child = childIndex(info, key);
      if (child === null) return null;
      index += 1 + (info.prefix[child] ?? 0);
      value = childValue(value, key);
      id = childPathId(id, key);
    }
    return index;
  }

  private makeRow(
    index: number,
    id: string,
    path: TreePath,
    key: string | number | null,
    value: JsonValue,
    level: number,
    position: number,
    siblingCount: number,
  ): TreeRow {
    const childCount = childCountOf(value);
    return {
      index,
      id,
      path,
      key,
      value,
      level,
      expandable: childCount > 0,
      expanded: childCount > 0 && isExpanded(this.expansion, id, level),
      childCount,
      position,
      siblingCount,
    };
  }

  /** Closed containers cost one map lookup: nothing below them is visited. */
  private countOf(value: JsonValue, id: string, level: number): number {
    if (!isContainer(value) || !isExpanded(this.expansion, id, level)) return 1;
    return this.openContainer(value, id, level).count;
  }

  private openContainer(value: JsonContainer, id: string, level: number): OpenContainer {
    const cached = this.open.get(id);
    if (cached) return cached;
    const keys = Array.isArray(value) ? null : Object.keys(value);
    const length = keys ? keys.length : childCountOf(value);
    const prefix = new Uint32Array(length + 1);
    for (let i = 0; i < length; i += 1) {
      const key = keys ? (keys[i] ?? '') : i;
      prefix[i + 1] = (prefix[i] ?? 0) + this.countOf(childValue(value, key), childPathId(id, key), level + 1);
    }
    const info: OpenContainer = { keys, length, prefix, count: 1 + (prefix[length] ?? 0) };
    this.open.set(id, info);
    return info;
  }

  /** the open container at id, or null when it is closed */
  private openAt(value: JsonValue, id: string, level: number): OpenContainer | null {
    if (!isContainer(value) || !isExpanded(this.expansion, id, level)) return null;
    return this.openContainer(value, id, level);
  }
}

export function childCountOf(value: JsonValue): number {
  if (Array.isArray(value)) return value.length;
  if (isContainer(value)) return Object.keys(value).length;
  return 0;
}

export function childValue(container: JsonContainer, key: string | number): JsonValue {
  const child = Array.isArray(container)
    ? typeof key === 'number'
      ? container[key]
      : undefined
    : typeof key === 'string' && Object.hasOwn(container, key)
      ? container[key]
      : undefined;
  return child === undefined ? null : child;
}

function childIndex(info: OpenContainer, key: string | number): number | null {
  if (!info.keys) return typeof key === 'number' && key >= 0 && key < info.length ? key : null;
  if (typeof key !== 'string') return null;
  const found = info.keys.indexOf(key);
  return found < 0 ? null : found;
}

/** first i with prefix[i] > target */
function upperBound(prefix: Uint32Array, target: number): number {
  let low = 0;
  let high = prefix.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((prefix[mid] ?? 0) <= target) low = mid + 1;
    else high = mid;
  }
  return low;
}
