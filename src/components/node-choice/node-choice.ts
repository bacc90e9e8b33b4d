// Which node a page reads from, decided in one place, from the URL alone: a node named by the link (once
// the user agreed to its origin), else a `?network=` preset, else the node that served the app. A link
// without `?node=` reads the same node in every browser, so a copied link opens what its sender saw; the
// node chosen in the settings is never read silently by such a link: the page offers it
// (`offeredNode`). The boot script (src/app/boot/) asks the same questions before any of the app has loaded.
import { indexerUrlOf, NETWORK_NAMES, NETWORKS, networkOfNode, type NetworkName } from '../../core/api/networks';
import { checkNodeUrl, mixedContentProblem } from '../../core/search/node-url-check';
import { checkIndexerUrl } from '../../core/search/parse-indexer-url';
import type { NodeSettings } from '../../core/settings/node-settings';

/** The node that served the app: the one a link naming no node reads; links leave `?node=` out when it is this one. */
export function servingNode(): string {
  return `${window.location.origin}/v1`;
}

export type LinkedNode =
  | { kind: 'read'; node: string }
  /** A node the link names that the user has not agreed to read from yet: the page reads nothing until they answer. */
  | { kind: 'pending'; node: string; fallback: string }
  | { kind: 'bad'; reason: string; fallback: string };

/**
 * The node a page reads from, given its `?node=` parameter (null when absent) and its `?network=` (a
 * known name, else undefined). Neither: the serving node, whatever the settings hold. A network alone
 * reads that network's preset node, with no prompt: its URL is built in, not the link's. With both,
 * `?node=` is the node read (under the consent rule below, unless it is a preset's own URL) and
 * `?network=` only names the chain it must serve (the page warns when its chain id differs:
 * network-chain-check.ts chainIdMismatch).
 */
export function nodeForLink(nodeParam: string | null, settings: NodeSettings, network?: NetworkName): LinkedNode {
  const fallback = servingNode();
  if (nodeParam === null) {
    if (network === undefined) return { kind: 'read', node: fallback };
    const preset = NETWORKS[network].node;
    const problem = mixedContentProblem(window.location.protocol, preset);
    return problem === null ? { kind: 'read', node: preset } : { kind: 'bad', reason: problem, fallback };
  }
  const checked = checkNodeUrl(nodeParam, window.location.protocol);
  if (!checked.ok) return { kind: 'bad', reason: checked.message, fallback };
  // A link might be hostile: it names a new node only after the user agrees, once per origin. The
  // presets' URLs are the explorer's own, not the link's; the chosen node was agreed to when chosen.
  const trusted =
    checked.value === fallback ||
    checked.value === settings.chosenNode() ||
    networkOfNode(checked.value) !== undefined ||
    settings.hasConsent(checked.value);
  if (trusted) return { kind: 'read', node: checked.value };
  return { kind: 'pending', node: checked.value, fallback };
}

export type LinkedIndexer =
  | { kind: 'read'; indexer: string }
  /** An indexer the link names that the user has not agreed to read from yet (as for `?node=`): nothing is read until they answer. */
  | { kind: 'pending'; indexer: string; fallback: string }
  | { kind: 'bad'; reason: string; fallback: string };

/**
 * The indexer a page asks, given its `?indexer=` (null when absent) and the node it reads: by default the
 * node's own (its network's preset, else `…/v1/graphql` beside it). A link naming another indexer gets the
 * same consent as `?node=`: it decides what the lists show and sees what is looked up, so it is read only
 * once the user agreed to its origin, unless that origin is the node's or the serving node's, or it is a
 * preset's indexer.
 */
export function indexerForLink(indexerParam: string | null, node: string, settings: NodeSettings): LinkedIndexer {
  const fallback = indexerUrlOf(node);
  if (indexerParam === null) return { kind: 'read', indexer: fallback };
  const checked = checkIndexerUrl(indexerParam, window.location.protocol);
  if (!checked.ok) return { kind: 'bad', reason: checked.message, fallback };
  const origin = new URL(checked.value).origin;
  const trusted =
    origin === new URL(node).origin ||
    origin === window.location.origin ||
    NETWORK_NAMES.some((name) => NETWORKS[name].indexer === checked.value) ||
    settings.hasConsent(checked.value);
  return trusted ? { kind: 'read', indexer: checked.value } : { kind: 'pending', indexer: checked.value, fallback };
}

/**
 * The node chosen in the settings, when a page reading `node` should offer it: it is another node, and
 * this page can read it (no mixed content). Undefined otherwise.
 */
export function offeredNodeOf(settings: NodeSettings, node: string): string | undefined {
  const chosen = settings.chosenNode();
  if (chosen === undefined || chosen === node || mixedContentProblem(window.location.protocol, chosen) !== null) return undefined;
  return chosen;
}

/**
 * Whether a request sent before the app loads (the boot script's, to the serving node, for a link naming
 * no node) may be the one the page uses: the page reads that same node, and sends no API key to it.
 */
export function servingNodeReadWithoutKey(settings: NodeSettings): boolean {
  return settings.apiKeyFor(servingNode()) === undefined;
}

/**
 * A page's search parameters naming `node` instead of the node they named: nothing for the serving node,
 * `?network=` for a preset, else `?node=` (the rest kept: a pinned version stays pinned).
 */
export function searchNaming(search: URLSearchParams, node: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('node');
  next.delete('network');
  // an indexer named for the old node is not the new node's
  next.delete('indexer');
  const network = networkOfNode(node);
  if (node !== servingNode()) {
    if (network !== undefined) next.set('network', network);
    else next.set('node', node);
  }
  return next;
}
