import { useQuery } from '@tanstack/react-query';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { layoutStaleTime, moduleKey } from '../../queries/move-layouts/layout-keys';
import { apiKeyFor } from '../../core/settings/node-settings';
import { ApiError } from '../../core/api/errors';
import type { AbiStruct } from '../../core/move/abi-layout';
import { parseStructTag, type StructTag } from '../../core/move/type-tag';

/** What the module named by a resource type says of it, asked only once the resource was not found. */
export type TypeDeclaration =
  | { kind: 'unknown' }
  | { kind: 'declared' }
  | { kind: 'undeclared'; tag: StructTag; structs: readonly AbiStruct[] }
  | { kind: 'no_module'; tag: StructTag };

function tagOf(resourceType: string): StructTag | null {
  try {
    return parseStructTag(resourceType);
  } catch {
    return null;
  }
}

/**
 * Whether `resourceType`'s module declares it at `version`: a 404 for a type nobody declares is a typo,
 * not history, so the page says so and drops the tools that search history. Unknown while the module is
 * read, when the node serves no module routes, or when `asked` is false.
 */
export function useTypeDeclaration(node: string, resourceType: string, version: bigint | undefined, asked: boolean): TypeDeclaration {
  const tag = tagOf(resourceType);
  const address = tag?.address ?? '0x0';
  const moduleName = tag?.module ?? '';
  // the layouts' module query (same key, same answer), its reader loaded only when a type is not found:
  // a resource deep link must not carry it
  const module = useQuery({
    queryKey: moduleKey(node, address, moduleName, version),
    queryFn: async ({ signal }) =>
      (await import('../../core/api/module-read')).getAccountModule({
        node,
        address,
        moduleName,
        ledgerVersion: version,
        signal,
        apiKey: apiKeyFor(node),
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

/** "`0xcafe::showcase` declares no struct `Nope`", and what it does declare, each a link at this account. */
export function UndeclaredTypeNotice({ declaration, address }: { declaration: TypeDeclaration; address: string }) {
  if (declaration.kind === 'no_module') {
    const { tag } = declaration;
    return (
      <p className="notice" role="status" data-problem="no-module">
        There is no module <span className="mono">{`${tag.address}::${tag.module}`}</span> at this version, so no account holds a{' '}
        <span className="mono">{tag.name}</span> of it.
      </p>
    );
  }
  if (declaration.kind !== 'undeclared') return null;
  const { tag, structs } = declaration;
  const where = `${tag.address}::${tag.module}`;
  // only a struct with `key` can be held by an account (abilities unknown: offered anyway)
  const resources = structs.filter((struct) => struct.abilities?.includes('key') ?? true);
  const others = structs.filter((struct) => !resources.includes(struct));
  return (
    <div className="notice" role="status" data-problem="undeclared-type">
      <p>
        <span className="mono">{where}</span> declares no struct <span className="mono">{tag.name}</span>
        {resources.length === 0 ? ', and no resource type.' : `. Its resource types (${resources.length.toString()}):`}
      </p>
      {resources.length > 0 && (
        <ul className="inline-list">
          {resources.map((struct) => (
            <li key={struct.name}>
              {struct.generic_type_params.length === 0 ? (
                <ExplorerLink to={{ kind: 'resource', address, resourceType: `${where}::${struct.name}` }} className="mono">
                  {struct.name}
                </ExplorerLink>
              ) : (
                <span className="mono" title="generic: give its type arguments in the search box">
                  {struct.name}&lt;{struct.generic_type_params.map((_, index) => `T${index.toString()}`).join(', ')}&gt;
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <p className="muted">
          Other structs (values inside resources, not held by accounts):{' '}
          <span className="mono">{others.map((struct) => struct.name).join(', ')}</span>
        </p>
      )}
    </div>
  );
}
