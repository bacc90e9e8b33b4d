import type { QueryClient } from '@tanstack/react-query';
import type { LinkFor } from '../../components/json-tree/json-tree';
import { layoutQueries } from '../../queries/move-layouts/layout-queries';
import type { MoveResource } from '../../core/api/schemas';
import { hasLayout, findStructLayout } from '../../core/move/registry';
import { tryParse } from '../../core/move/errors';
import { formatTypeTag, parseStructTag } from '../../core/move/type-tag';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { linkForResource } from '../../components/explorer/value-links';
import { findLayoutIn, typeAtPath, type FindLayout } from '../../core/move/type-at-path';

/** What the tree of a resource gains once layouts are known: its links, and each field's Move type. */
export interface ResourceTreeExtras {
  linkFor: LinkFor | undefined;
  typeAt: ((path: readonly (string | number)[]) => string | undefined) | undefined;
}

/**
 * The links and field types of a resource. When the registry does not describe its type, the layouts
 * come from the node's module ABIs at `version` (so a table handle's link names the key and value types
 * the ABI gives its field); when those cannot be read, the registry's (a `handle` still links).
 */
export async function resourceTreeExtras(
  queryClient: QueryClient,
  node: string,
  resource: MoveResource,
  params: ExplorerParams,
  version: bigint | undefined,
): Promise<ResourceTreeExtras> {
  const tag = tryParse(() => parseStructTag(resource.type));
  if (!tag.ok) return { linkFor: undefined, typeAt: undefined };
  const root = tag.value;
  let findLayout: FindLayout = findStructLayout;
  if (!hasLayout(root)) {
    try {
      findLayout = findLayoutIn(await queryClient.fetchQuery(layoutQueries.resolved(queryClient, node, formatTypeTag(root), version)));
    } catch {
      // the node's ABIs cannot be read: the registry's layouts
    }
  }
  return {
    linkFor: linkForResource(resource, params, findLayout),
    typeAt: (path) => {
      const type = typeAtPath(root, resource.data, path, findLayout);
      return type === undefined ? undefined : formatTypeTag(type);
    },
  };
}
