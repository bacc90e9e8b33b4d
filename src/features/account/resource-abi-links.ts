import type { QueryClient } from '@tanstack/react-query';
import type { LinkFor } from '../../components/json-tree/json-tree';
import { layoutQueries } from '../../components/move-layouts/layout-queries';
import type { MoveResource } from '../../core/api/schemas';
import type { ResolvedLayouts } from '../../core/move/layout-resolver';
import { hasLayout } from '../../core/move/registry';
import { formatTypeTag, parseStructTag } from '../../core/move/type-tag';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { linkForResource } from './resource-link-for';
import type { FindLayout } from './type-at-path';

/** The layouts of a resolver as typeAtPath takes them: an unknown one is no layout. */
export function findLayoutIn(layouts: ResolvedLayouts): FindLayout {
  return (tag) => {
    const entry = layouts.layoutOf(tag);
    return entry === undefined || 'unknown' in entry ? undefined : entry;
  };
}

/**
 * The links of a resource. When the registry does not describe its type, the layouts come from the
 * node's module ABIs at `version` (so a table handle's link names the key and value types the ABI
 * gives its field); when those cannot be read, the registry's links (a `handle` still links).
 */
export async function linkForResourceFromAbis(
  queryClient: QueryClient,
  node: string,
  resource: MoveResource,
  params: ExplorerParams,
  version: bigint | undefined,
): Promise<LinkFor | undefined> {
  let type: string;
  try {
    const tag = parseStructTag(resource.type);
    if (hasLayout(tag)) return linkForResource(resource, params);
    type = formatTypeTag(tag);
  } catch {
    return linkForResource(resource, params);
  }
  try {
    const layouts = await queryClient.fetchQuery(layoutQueries.resolved(queryClient, node, type, version));
    return linkForResource(resource, params, findLayoutIn(layouts));
  } catch {
    return linkForResource(resource, params);
  }
}
