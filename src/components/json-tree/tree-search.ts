import { isContainer, type JsonValue } from '../../core/move/json';
import { childPathId, ROOT_PATH_ID, type TreePath } from './tree-path';

export interface SearchMatch {
  readonly id: string;
  readonly path: TreePath;
  readonly inKey: boolean;
  readonly inValue: boolean;
}

export interface SearchResult {
  readonly query: string;
  readonly matches: readonly SearchMatch[];
  readonly matchIds: ReadonlySet<string>;
}

export const EMPTY_SEARCH: SearchResult = { query: '', matches: [], matchIds: new Set() };

/** The text a primitive is searched by: strings without their quotes, numbers as written. */
export function searchableText(value: JsonValue): string | null {
  if (isContainer(value)) return null;
  return typeof value === 'string' ? value : String(value);
}

/**
 * Every node whose member name or primitive value contains `query` (case-insensitive), in
 * document order. Array indices are not matched: they are positions, not content.
 */
export function searchTree(value: JsonValue, query: string): SearchResult {
  const needle = query.trim().toLowerCase();
  if (needle === '') return EMPTY_SEARCH;
  const matches: SearchMatch[] = [];
  const path: (string | number)[] = [];
  const visit = (node: JsonValue, id: string, key: string | number | null): void => {
    const inKey = typeof key === 'string' && key.toLowerCase().includes(needle);
    const text = searchableText(node);
    const inValue = text !== null && text.toLowerCase().includes(needle);
    if (inKey || inValue) matches.push({ id, path: path.slice(), inKey, inValue });
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        path.push(i);
        visit(node[i] ?? null, childPathId(id, i), i);
        path.pop();
      }
    } else if (isContainer(node)) {
      for (const [name, child] of Object.entries(node)) {
        path.push(name);
        visit(child, childPathId(id, name), name);
        path.pop();
      }
    }
  };
  visit(value, ROOT_PATH_ID, null);
  return { query, matches, matchIds: new Set(matches.map((match) => match.id)) };
}
