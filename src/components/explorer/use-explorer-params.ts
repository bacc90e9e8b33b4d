import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { nodeSettings, useNodeSettingsVersion } from './app-node-settings';
import { checkNodeUrl, mixedContentProblem } from './node-url-check';
import type { NodeSettings } from './node-settings';

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
  /** A node named by the link that the user has not agreed to read from yet (the page waits for an answer). */
  pendingNode: string | undefined;
}

/** The node that served the app: links leave `?node=` out when it is this one. */
export function servingNode(): string {
  return `${window.location.origin}/v1`;
}

/** The node used when a link names none: the one the user chose in the settings, else the serving one. */
export function defaultNode(settings: NodeSettings = nodeSettings): string {
  const chosen = settings.chosenNode();
  if (chosen === undefined || mixedContentProblem(window.location.protocol, chosen) !== null) return servingNode();
  return chosen;
}

export function readExplorerContext(search: URLSearchParams, settings: NodeSettings = nodeSettings): ExplorerContext {
  const badParams: BadParam[] = [];
  const serving = servingNode();
  const fallback = defaultNode(settings);
  let node = fallback;
  let pendingNode: string | undefined;
  const nodeParam = search.get('node');
  if (nodeParam !== null) {
    const checked = checkNodeUrl(nodeParam, window.location.protocol);
    if (!checked.ok) badParams.push({ name: 'node', value: nodeParam, reason: checked.reason });
    // A link might be hostile: it names a new node only after the user agrees, once per origin.
    else if (checked.node === serving || checked.node === fallback || settings.hasConsent(checked.node)) node = checked.node;
    else pendingNode = checked.node;
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
    params: { node: node === serving ? undefined : node, ledgerVersion: ledgerVersion?.toString() },
    badParams,
    pendingNode,
  };
}

export function useExplorerParams(): ExplorerContext {
  const [search] = useSearchParams();
  const settingsVersion = useNodeSettingsVersion();
  // settingsVersion stands for the node settings that readExplorerContext reads: consent or a newly
  // chosen node changes the context of the same URL
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a version counter of an external store, see above
  return useMemo(() => readExplorerContext(search), [search, settingsVersion]);
}
