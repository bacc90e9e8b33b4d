// Whether a node serves the chain of the network a link names it by: asked only by the status bar's
// details, which load after a page's first paint, so no first load carries it (issue 34).
import { NETWORK_NAMES, NETWORKS, type NetworkName } from './networks';

/** The public networks' fixed chain ids, by id: a network without a fixed id (devnet, a localnet) never serves these. */
const PUBLIC_CHAIN_IDS: ReadonlyMap<number, NetworkName> = new Map(
  NETWORK_NAMES.flatMap((name) => {
    const { chainId } = NETWORKS[name];
    return chainId === null ? [] : [[chainId, name] as const];
  }),
);

/**
 * Whether a node's chain id contradicts the network it is read as: a sentence to show, else null. A network
 * with a fixed id must serve it; one without (devnet's changes at each reset, a localnet's is the
 * operator's) must not serve a public network's (`?network=devnet` over mainnet's node is mainnet's data).
 */
export function chainIdMismatch(network: NetworkName, chainId: number): string | null {
  const expected = NETWORKS[network].chainId;
  if (expected === null) {
    const publicNetwork = PUBLIC_CHAIN_IDS.get(chainId);
    if (publicNetwork === undefined) return null;
    return `This node serves chain ${chainId}, ${publicNetwork}'s chain id, which ${network} never has: it is not a ${network} node, so what it shows is ${publicNetwork}'s state, not ${network}'s.`;
  }
  if (expected === chainId) return null;
  return `This node serves chain ${chainId}, but ${network}'s chain id is ${expected}: it is not a ${network} node, so what it shows is not ${network}'s state.`;
}
