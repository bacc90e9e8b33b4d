import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { moduleAnswerOf } from '../../core/api/module-answer';
import { INLINE_STRUCT_TAG, inlineStructSource, parseInlineStruct } from '../../core/move/inline-struct';
import { resolveLayouts } from '../../core/move/layout-resolver';
import { moduleAbiSource, registrySource } from '../../core/move/layout-source';
import { parseTypeTag } from '../../core/move/type-tag';
import { inlineLayoutsKey, layoutStaleTime as staleTime, resolvedLayoutsKey } from './layout-keys';
import { moduleQuery } from './module-query';

// Layouts a page needs beyond the built-in registry, learned from the node's module ABIs at the
// version on screen (keys and freshness: layout-keys.ts). This module and the resolver behind it load
// only when a type needs them (use-move-layouts.ts).

export const layoutQueries = {
  /** GET …/accounts/{address}/module/{name}: one module's ABI, cached per node, module and version (module-query.ts). */
  module: moduleQuery,

  /**
   * Every layout a value of `type` (normalised text) needs: the registry first (no request for what it
   * knows), then the modules' ABIs, each read through the module query above (shared between types).
   */
  resolved: (queryClient: QueryClient, node: string, type: string, version: bigint | undefined) =>
    queryOptions({
      queryKey: resolvedLayoutsKey(node, type, version),
      queryFn: ({ signal }) => resolveTypeLayouts(queryClient, node, type, version, signal),
      staleTime: staleTime(version),
    }),

  /** Every layout a struct written inline (`{ name: type, … }`, inline-struct.ts) needs; keyed by its text. */
  inline: (queryClient: QueryClient, node: string, text: string, version: bigint | undefined) =>
    queryOptions({
      queryKey: inlineLayoutsKey(node, text, version),
      queryFn: ({ signal }) =>
        resolveLayouts(
          INLINE_STRUCT_TAG,
          [inlineStructSource(parseInlineStruct(text)), registrySource, nodeAbis(queryClient, node, version)],
          { signal },
        ),
      staleTime: staleTime(version),
    }),
};

/** What the `resolved` query runs: the registry first, then the node's module ABIs at `version`. */
export function resolveTypeLayouts(
  queryClient: QueryClient,
  node: string,
  type: string,
  version: bigint | undefined,
  signal?: AbortSignal,
) {
  return resolveLayouts(parseTypeTag(type), [registrySource, nodeAbis(queryClient, node, version)], { signal });
}

/** The node's module ABIs at `version`, each read through the module query (shared between types). */
function nodeAbis(queryClient: QueryClient, node: string, version: bigint | undefined) {
  return moduleAbiSource((address, moduleName) =>
    moduleAnswerOf(
      () => queryClient.fetchQuery(layoutQueries.module(node, address, moduleName, version)),
      `${address}::${moduleName}`,
      version,
    ),
  );
}
