// How deep a GraphQL document nests its fields, fragments inlined: one count for the node's indexer
// (run-query.ts refuses past MAX_DEPTH) and the gateway (graphql-guard.ts forwards no deeper).
import { Kind, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * Fields nested, fragments inlined; null for a fragment that spreads itself. Each fragment is counted
 * once (a chain of fragments spreading the next twice would otherwise take 2^n steps).
 */
export function depthCounter(
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): (selectionSet: SelectionSetNode | undefined) => number | null {
  const counted = new Map<string, number | null>();
  const counting = new Set<string>();
  const depthOf = (selectionSet: SelectionSetNode | undefined): number | null => {
    if (selectionSet === undefined) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      let depth: number | null;
      if (selection.kind === Kind.FIELD) {
        const inner = depthOf(selection.selectionSet);
        depth = inner === null ? null : 1 + inner;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) depth = depthOf(selection.selectionSet);
      else depth = fragmentDepth(selection.name.value);
      if (depth === null) return null;
      deepest = Math.max(deepest, depth);
    }
    return deepest;
  };
  const fragmentDepth = (name: string): number | null => {
    if (counting.has(name)) return null;
    const known = counted.get(name);
    if (known !== undefined || counted.has(name)) return known ?? null;
    counting.add(name);
    // an unknown fragment adds nothing here: validation refuses it
    const depth = depthOf(fragments.get(name)?.selectionSet);
    counting.delete(name);
    counted.set(name, depth);
    return depth;
  };
  return depthOf;
}
