import { valueLinkFor } from '../../components/explorer/value-links';
import type { LinkFor } from '../../components/json-tree/json-tree';
import type { JsonValue } from '../../core/move/json';
import type { ResolvedLayouts } from '../../core/move/layout-resolver';
import { findLayoutIn } from '../../core/move/type-at-path';
import { parseTypeTag } from '../../core/move/type-tag';
import type { ExplorerParams } from '../../core/search/explorer-location';

/** The links inside a decoded item (addresses, table handles), as a resource's: its layouts from the node's ABIs when it needed them. */
export function tableValueLinks(type: string, value: JsonValue, params: ExplorerParams, layouts: ResolvedLayouts | undefined): LinkFor {
  return valueLinkFor(parseTypeTag(type), value, params, layouts === undefined ? undefined : findLayoutIn(layouts));
}
