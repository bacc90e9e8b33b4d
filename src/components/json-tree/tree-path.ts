/** A position in a JSON value: object member names and array indices from the root. */
export type TreePath = readonly (string | number)[];

export const ROOT_PATH_ID = '$';

/**
 * A collision-free string id for a path, built incrementally from the parent's id.
 * JSON.stringify quotes member names and leaves indices bare, so `["1"]` and `[1]` differ.
 */
export function childPathId(parentId: string, key: string | number): string {
  return `${parentId},${typeof key === 'number' ? String(key) : JSON.stringify(key)}`;
}

export function pathId(path: TreePath): string {
  let id = ROOT_PATH_ID;
  for (const key of path) id = childPathId(id, key);
  return id;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** jq-style path text: `.data.items[3].label`; the root is `.`; odd member names are quoted. */
export function formatPath(path: TreePath): string {
  if (path.length === 0) return '.';
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (IDENTIFIER.test(key)) text += `.${key}`;
    else text += `[${JSON.stringify(key)}]`;
  }
  return text.startsWith('[') ? `.${text}` : text;
}

/** The containers that must be open for `path` to be visible: its proper prefixes, with levels. */
export function ancestorsOf(path: TreePath): { id: string; level: number }[] {
  const ancestors: { id: string; level: number }[] = [];
  let id = ROOT_PATH_ID;
  for (let level = 0; level < path.length; level += 1) {
    ancestors.push({ id, level });
    const key = path[level];
    if (key !== undefined) id = childPathId(id, key);
  }
  return ancestors;
}
