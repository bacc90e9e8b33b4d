import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseNodeUrl } from '../../core/search/parse-node-url';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import type { ExplorerParams } from '../../core/search/explorer-location';

/** A search parameter the page could not use: which one, what was given, and the parser's reason. */
export interface BadParam {
  name: 'ledger_version' | 'node';
  value: string;
  reason: string;
  position?: number | undefined;
}

export interface ExplorerContext {
  /** The node every query of this page goes to (API base URL ending in /v1). */
  node: string;
  /** The pinned version, or undefined when following latest. */
  ledgerVersion: bigint | undefined;
  /** What links inside the app carry: `node` only when it is not the serving one. */
  params: ExplorerParams;
  badParams: BadParam[];
}

/** The node that served the app: links leave `?node=` out when it is this one. */
export function servingNode(): string {
  return `${window.location.origin}/v1`;
}

export function readExplorerContext(search: URLSearchParams): ExplorerContext {
  const badParams: BadParam[] = [];
  const home = servingNode();
  let node = home;
  const nodeParam = search.get('node');
  // Seam for part 2: a node named by a link is used directly for now; consent to talk to it comes later.
  if (nodeParam !== null) {
    const parsed = parseNodeUrl(nodeParam);
    if (parsed.ok) node = parsed.node;
    else badParams.push({ name: 'node', value: nodeParam, reason: parsed.reason });
  }
  let ledgerVersion: bigint | undefined;
  const versionParam = search.get('ledger_version');
  if (versionParam !== null) {
    const parsed = parseLedgerVersionParam(versionParam);
    if (parsed.ok) ledgerVersion = parsed.version;
    else badParams.push({ name: 'ledger_version', value: versionParam, reason: parsed.reason, position: parsed.position });
  }
  return {
    node,
    ledgerVersion,
    params: { node: node === home ? undefined : node, ledgerVersion: ledgerVersion?.toString() },
    badParams,
  };
}

export function useExplorerParams(): ExplorerContext {
  const [search] = useSearchParams();
  return useMemo(() => readExplorerContext(search), [search]);
}
