import { useQuery } from '@tanstack/react-query';
import { layoutStaleTime, moduleKey } from '../../queries/move-layouts/layout-keys';
import { nodeRequest } from '../../queries/ledger-status/ledger-status';
import { ApiError } from '../../core/api/errors';
import type { AbiStruct } from '../../core/move/abi-layout';
import { tryParse } from '../../core/move/errors';
import { parseStructTag, type StructTag } from '../../core/move/type-tag';

/** What the module named by a resource type says of it, asked only once the resource was not found. */
export type TypeDeclaration =
  | { kind: 'unknown' }
  | { kind: 'declared' }
  | { kind: 'undeclared'; tag: StructTag; structs: readonly AbiStruct[] }
  | { kind: 'no_module'; tag: StructTag };

/**
 * Whether `resourceType`'s module declares it at `version`: a 404 for a type nobody declares is a typo,
 * not history, so the page says so and drops the tools that search history. Unknown while the module is
 * read, when the node serves no module routes, or when `asked` is false.
 */
export function useTypeDeclaration(node: string, resourceType: string, version: bigint | undefined, asked: boolean): TypeDeclaration {
  const parsed = tryParse(() => parseStructTag(resourceType));
  const tag = parsed.ok ? parsed.value : null;
  const address = tag?.address ?? '0x0';
  const moduleName = tag?.module ?? '';
  // the layouts' module query (same key, same answer), its reader loaded only when a type is not found:
  // a resource deep link must not carry it
  const module = useQuery({
    queryKey: moduleKey(node, address, moduleName, version),
    queryFn: async ({ client, signal }) =>
      (await import('../../core/api/module-read')).getAccountModule({
        ...nodeRequest(client, node, signal),
        address,
        moduleName,
        ledgerVersion: version,
      }),
    staleTime: layoutStaleTime(version),
    enabled: asked && tag !== null,
    retry: false,
  });
  if (!asked || tag === null) return { kind: 'unknown' };
  if (
    module.error instanceof ApiError &&
    (module.error.errorCode === 'module_not_found' || module.error.errorCode === 'account_not_found')
  ) {
    return { kind: 'no_module', tag };
  }
  const structs = module.data?.data.abi?.structs;
  if (structs === undefined) return { kind: 'unknown' };
  return structs.some((struct) => struct.name === tag.name) ? { kind: 'declared' } : { kind: 'undeclared', tag, structs };
}
