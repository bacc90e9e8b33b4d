/**
 * Which nodes are open. Keyed by path id (not by object identity), so a refetched
 * value of the same shape keeps what the user opened. A node at `level` (root = 0)
 * is open when the user said so, otherwise when `level < depth`; "expand to depth N"
 * and "collapse all" are O(1): they set `depth` and forget the overrides.
 */
export interface ExpansionState {
  readonly depth: number;
  readonly overrides: ReadonlyMap<string, boolean>;
}

export function initialExpansion(depth: number): ExpansionState {
  return { depth, overrides: new Map() };
}

export function isExpanded(state: ExpansionState, id: string, level: number): boolean {
  return state.overrides.get(id) ?? level < state.depth;
}

export function setExpanded(state: ExpansionState, id: string, level: number, open: boolean): ExpansionState {
  if (isExpanded(state, id, level) === open) return state;
  const overrides = new Map(state.overrides);
  if (level < state.depth === open) overrides.delete(id);
  else overrides.set(id, open);
  return { depth: state.depth, overrides };
}

/** Opens every listed node (e.g. the ancestors of a search match) with one copy of the map. */
export function withOpened(state: ExpansionState, nodes: readonly { id: string; level: number }[]): ExpansionState {
  const overrides = new Map(state.overrides);
  for (const { id, level } of nodes) {
    if (level < state.depth) overrides.delete(id);
    else overrides.set(id, true);
  }
  return { depth: state.depth, overrides };
}

export function expandToDepth(depth: number): ExpansionState {
  return initialExpansion(depth);
}
