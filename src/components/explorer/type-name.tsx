import { Fragment, type ReactNode } from 'react';
import { MoveInputError } from '../../core/move/errors';
import { parseTypeTag, type TypeTag } from '../../core/move/type-tag';
import { explorerHref } from '../../core/search/explorer-location';
import { Link } from 'react-router-dom';
import { useExplorerParams } from './use-explorer-params';

/** The anchor of a struct on its module page. */
export const structAnchor = (name: string) => `struct-${name}`;

/**
 * A Move type as text, each struct name a link to its declaration on its module's page
 * (`/accounts/{a}/module/{m}#struct-Name`); text that is not a type is shown as it is.
 */
export function TypeName({ type }: { type: string }) {
  const { params } = useExplorerParams();
  let tag: TypeTag;
  try {
    tag = parseTypeTag(type);
  } catch (error) {
    if (error instanceof MoveInputError) return <span className="mono">{type}</span>;
    throw error;
  }
  const render = (node: TypeTag): ReactNode => {
    switch (node.kind) {
      case 'vector':
        return <>vector&lt;{render(node.element)}&gt;</>;
      case 'struct': {
        const href = `${explorerHref({ kind: 'module', address: node.address, moduleName: node.module }, params)}#${structAnchor(node.name)}`;
        return (
          <>
            <Link to={href} title={`${node.name} in module ${node.address}::${node.module}`}>
              {node.address}::{node.module}::{node.name}
            </Link>
            {node.typeArgs.length > 0 && (
              <>
                &lt;
                {node.typeArgs.map((arg, index) => (
                  <Fragment key={index}>
                    {index > 0 && ', '}
                    {render(arg)}
                  </Fragment>
                ))}
                &gt;
              </>
            )}
          </>
        );
      }
      default:
        return node.kind;
    }
  };
  return <span className="mono type-name">{render(tag)}</span>;
}
