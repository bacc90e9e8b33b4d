import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { explorerHref, type ExplorerParams, type ExplorerTarget } from '../../core/search/explorer-location';
import { useExplorerParams } from './use-explorer-params';

interface ExplorerLinkProps {
  to: ExplorerTarget;
  children: ReactNode;
  /** Overrides the current page's node and version (e.g. "open the oldest version"). */
  params?: ExplorerParams;
  className?: string;
  title?: string;
}

/** Every link the app renders carries the page's node and pinned version (docs/architecture.md#the-apps-conventions). */
export function ExplorerLink({ to, children, params, className, title }: ExplorerLinkProps) {
  const context = useExplorerParams();
  return (
    <Link to={explorerHref(to, params ?? context.params)} className={className} title={title}>
      {children}
    </Link>
  );
}
