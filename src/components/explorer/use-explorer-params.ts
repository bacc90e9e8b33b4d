import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NETWORK_NAMES, NETWORKS, networkOfNode, parseNetworkName, type NetworkName } from '../../core/api/networks';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import type { ExplorerParams } from '../../core/search/explorer-location';
import { nodeSettings, type NodeSettings } from '../../core/settings/node-settings';
import { useNodeSettingsVersion } from '../node-choice/app-node-settings';
import { indexerForLink, nodeForLink, offeredNodeOf, servingNode } from '../node-choice/node-choice';

/** A search parameter the page could not use: which one, what was given, and the parser's reason. */
export interface BadParam {
  name: 'ledger_version' | 'node' | 'network' | 'indexer';
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
  /** A node named by the link that the user has not agreed to read from yet: the page reads nothing until they answer. */
  pendingNode: string | undefined;
  /**
   * The node chosen in the settings, when the link names none and so reads the serving node: the page says
   * which node it reads and offers this one (a link reads the same node in every browser).
   */
  offeredNode: string | undefined;
  /** The indexer (GraphQL URL) the page's lists ask: `?indexer=` once agreed to, else the node's own. */
  indexer: string;
  /** An indexer named by the link that the user has not agreed to read from yet (as `pendingNode`). */
  pendingIndexer: string | undefined;
  /** The network the node is read as (`?network=`, or the preset whose URL the node is): its chain id is checked. */
  network: NetworkName | undefined;
}

export function readExplorerContext(search: URLSearchParams, settings: NodeSettings = nodeSettings): ExplorerContext {
  const badParams: BadParam[] = [];
  const nodeParam = search.get('node');
  const networkParam = search.get('network');
  const named = networkParam === null ? null : parseNetworkName(networkParam);
  if (networkParam !== null && named === null)
    badParams.push({ name: 'network', value: networkParam, reason: `not a network this explorer knows: ${NETWORK_NAMES.join(', ')}` });
  const linked = nodeForLink(nodeParam, settings, named ?? undefined);
  if (linked.kind === 'bad')
    badParams.push(
      nodeParam !== null
        ? { name: 'node', value: nodeParam, reason: linked.reason }
        : { name: 'network', value: networkParam ?? '', reason: linked.reason },
    );
  const node = linked.kind === 'read' ? linked.node : linked.fallback;
  const network = named ?? networkOfNode(node);
  const pendingNode = linked.kind === 'pending' ? linked.node : undefined;
  const offeredNode = nodeParam === null && networkParam === null ? offeredNodeOf(settings, node) : undefined;
  const indexerParam = search.get('indexer');
  const linkedIndexer = indexerForLink(indexerParam, node, settings);
  if (linkedIndexer.kind === 'bad') badParams.push({ name: 'indexer', value: indexerParam ?? '', reason: linkedIndexer.reason });
  const indexer = linkedIndexer.kind === 'read' ? linkedIndexer.indexer : linkedIndexer.fallback;
  let ledgerVersion: bigint | undefined;
  const versionParam = search.get('ledger_version');
  if (versionParam !== null) {
    const parsed = parseLedgerVersionParam(versionParam);
    if (parsed.ok) ledgerVersion = parsed.value;
    else badParams.push({ name: 'ledger_version', value: versionParam, reason: parsed.message, position: parsed.position });
  }
  return {
    node,
    ledgerVersion,
    params: {
      ...linkParams(node, network, named !== null),
      ledgerVersion: ledgerVersion?.toString(),
      // the link's own indexer goes on in its links (as Copy link carries the URL): the node's default needs no naming
      indexer: linkedIndexer.kind === 'read' && indexerParam !== null ? linkedIndexer.indexer : undefined,
    },
    badParams,
    pendingNode,
    indexer,
    pendingIndexer: linkedIndexer.kind === 'pending' ? linkedIndexer.indexer : undefined,
    offeredNode,
    network,
  };
}

/** Links name a preset's node by its network (`?network=mainnet`), any other by URL; the serving node by nothing. */
function linkParams(node: string, network: NetworkName | undefined, networkNamed: boolean): Pick<ExplorerParams, 'node' | 'network'> {
  const serving = node === servingNode();
  const presetNode = network !== undefined && NETWORKS[network].node === node;
  return {
    node: serving || presetNode ? undefined : node,
    network: network !== undefined && (networkNamed || !serving) ? network : undefined,
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
