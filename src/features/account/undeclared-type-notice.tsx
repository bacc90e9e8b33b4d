import { ExplorerLink } from '../../components/explorer/explorer-link';
import type { TypeDeclaration } from './undeclared-type';

// Shown only beside a failed read (resource-page.tsx loads it lazily): no part of a deep link's first load (issue 34).
/** "`0xcafe::showcase` declares no struct `Nope`", and what it does declare, each a link at this account. */
export default function UndeclaredTypeNotice({ declaration, address }: { declaration: TypeDeclaration; address: string }) {
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
