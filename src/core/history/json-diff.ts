// A structural diff of two JSON values (a resource's data at two versions), shaped so that the
// explorer's JSON tree shows it: only the changed paths and their ancestors are kept; a changed
// leaf holds `−` (old) and `+` (new), an added one `+`, a removed one `−`; every container on the way
// counts its unchanged members under `⋯`. Arrays become objects keyed by index, so positions stay true.
import diff from 'microdiff';
import { childOf, isContainer, type JsonValue } from '../move/json';

export type ChangeKind = 'changed' | 'added' | 'removed';

export interface JsonChange {
  path: (string | number)[];
  kind: ChangeKind;
  /** Absent for an added path. */
  old?: JsonValue;
  /** Absent for a removed path. */
  new?: JsonValue;
}

export interface JsonDiff {
  changes: JsonChange[];
  /** The diff as a JSON value for the tree; `{}` when nothing changed. */
  tree: { [key: string]: JsonValue };
}

export const OLD_KEY = '−';
export const NEW_KEY = '+';
export const UNCHANGED_KEY = '⋯';

type JsonObject = { [key: string]: JsonValue };

/** Members of a container at two versions, counted once each. */
function memberUnion(before: JsonValue | undefined, after: JsonValue | undefined): number {
  if (Array.isArray(before) || Array.isArray(after)) {
    return Math.max(Array.isArray(before) ? before.length : 0, Array.isArray(after) ? after.length : 0);
  }
  const names = new Set(isContainer(before) ? Object.keys(before) : []);
  let count = names.size;
  if (isContainer(after)) for (const name of Object.keys(after)) if (!names.has(name)) count++;
  return count;
}

/** The changes from `before` to `after`; both are a resource's data or a decoded value (objects or arrays at the top). */
export function diffJson(before: JsonObject | JsonValue[], after: JsonObject | JsonValue[]): JsonDiff {
  const changes: JsonChange[] = diff(before, after, { cyclesFix: false }).map((difference): JsonChange => {
    switch (difference.type) {
      case 'CREATE':
        return { path: difference.path, kind: 'added', new: difference.value as JsonValue };
      case 'REMOVE':
        return { path: difference.path, kind: 'removed', old: difference.oldValue as JsonValue };
      case 'CHANGE':
        return { path: difference.path, kind: 'changed', old: difference.oldValue as JsonValue, new: difference.value as JsonValue };
    }
  });
  return { changes, tree: diffTree(changes, before, after) };
}

function diffTree(changes: readonly JsonChange[], before: JsonValue, after: JsonValue): JsonObject {
  const root: JsonObject = {};
  // per container of the tree: how many of its members changed, and its place in both values
  const containers = new Map<JsonObject, { changed: number; before: JsonValue | undefined; after: JsonValue | undefined }>();
  containers.set(root, { changed: 0, before, after });
  for (const change of changes) {
    let node = root;
    let beforeAt: JsonValue | undefined = before;
    let afterAt: JsonValue | undefined = after;
    change.path.forEach((key, depth) => {
      const name = String(key);
      beforeAt = childOf(beforeAt, key);
      afterAt = childOf(afterAt, key);
      const last = depth === change.path.length - 1;
      const existing = Object.hasOwn(node, name) ? node[name] : undefined;
      if (existing === undefined) {
        const info = containers.get(node);
        if (info !== undefined) info.changed++;
      }
      if (last) {
        const leaf: JsonObject = {};
        if (change.kind !== 'added') leaf[OLD_KEY] = change.old ?? null;
        if (change.kind !== 'removed') leaf[NEW_KEY] = change.new ?? null;
        node[name] = leaf;
        return;
      }
      if (isContainer(existing) && !Array.isArray(existing)) {
        node = existing;
        return;
      }
      const child: JsonObject = {};
      node[name] = child;
      containers.set(child, { changed: 0, before: beforeAt, after: afterAt });
      node = child;
    });
  }
  for (const [node, info] of containers) {
    const unchanged = memberUnion(info.before, info.after) - info.changed;
    if (unchanged > 0 && info.changed > 0) node[UNCHANGED_KEY] = `${unchanged} unchanged`;
  }
  return root;
}
