// Which node a page reads from, decided in one place: a node named by the link (once the user agreed
// to its origin), else the node chosen in the settings, else the node that served the app. The boot
// script (src/app/boot/) asks the same questions before any of the app has loaded.
import { NETWORKS, networkOfNode, type NetworkName } from '../../core/api/networks';
import { checkNodeUrl, mixedContentProblem } from '../../core/search/node-url-check';
import type { NodeSettings } from '../../core/settings/node-settings';

/** The node that served the app: links leave `?node=` out when it is this one. */
export function servingNode(): string {
  return `${window.location.origin}/v1`;
}

/** The node used when a link names none: the one the user chose in the settings, else the serving one. */
export function defaultNodeOf(settings: NodeSettings): string {
  const chosen = settings.chosenNode();
  if (chosen === undefined || mixedContentProblem(window.location.protocol, chosen) !== null) return servingNode();
  return chosen;
}

export type LinkedNode =
  | { kind: 'read'; node: string }
  /** A node the link names that the user has not agreed to read from yet: the page waits for an answer. */
  | { kind: 'pending'; node: string; fallback: string }
  | { kind: 'bad'; reason: string; fallback: string };

/**
 * The node a page reads from, given its `?node=` parameter (null when absent) and its `?network=` (a
 * known name, else undefined). A network alone reads that network's preset node, with no prompt: its
 * URL is built in, not the link's. With both, `?node=` is the node read (under the consent rule below,
 * unless it is a preset's own URL) and `?network=` only names the chain it must serve (the page warns
 * when its chain id differs: networks.ts chainIdMismatch).
 */
export function nodeForLink(nodeParam: string | null, settings: NodeSettings, network?: NetworkName): LinkedNode {
  const fallback = defaultNodeOf(settings);
  if (nodeParam === null) {
    if (network === undefined) return { kind: 'read', node: fallback };
    const preset = NETWORKS[network].node;
    const problem = mixedContentProblem(window.location.protocol, preset);
    return problem === null ? { kind: 'read', node: preset } : { kind: 'bad', reason: problem, fallback };
  }
  const checked = checkNodeUrl(nodeParam, window.location.protocol);
  if (!checked.ok) return { kind: 'bad', reason: checked.message, fallback };
  // A link might be hostile: it names a new node only after the user agrees, once per origin. The
  // presets' URLs are the explorer's own, not the link's.
  const trusted =
    checked.value === servingNode() ||
    checked.value === fallback ||
    networkOfNode(checked.value) !== undefined ||
    settings.hasConsent(checked.value);
  if (trusted) return { kind: 'read', node: checked.value };
  return { kind: 'pending', node: checked.value, fallback };
}

/**
 * Whether a page whose link names no node will read the serving node without an API key: only then may
 * a request sent before the app loads (the boot script's) be the one the page uses.
 */
export function readsServingNodeWithoutKey(settings: NodeSettings): boolean {
  const node = defaultNodeOf(settings);
  return node === servingNode() && settings.apiKeyFor(node) === undefined;
}
