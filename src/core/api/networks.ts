// Named networks: the public fullnodes the TS SDK uses, and a localnet on this machine. A link names one
// as `?network=NAME`; the node control offers them by name (docs/api.md#real-networks).

export const NETWORK_NAMES = ['mainnet', 'testnet', 'devnet', 'localnet'] as const;
export type NetworkName = (typeof NETWORK_NAMES)[number];

export interface Network {
  /** API base URL, ending in /v1. */
  node: string;
  /** The chain id its nodes serve; null when it is not fixed (devnet's changes with each reset; a localnet's is the operator's). */
  chainId: number | null;
  /** Its indexer's GraphQL API (real networks serve it beside the node API; this repository's node at /v1/graphql). */
  indexer: string;
}

export const NETWORKS: Readonly<Record<NetworkName, Network>> = {
  mainnet: { node: 'https://api.mainnet.aptoslabs.com/v1', chainId: 1, indexer: 'https://api.mainnet.aptoslabs.com/v1/graphql' },
  testnet: { node: 'https://api.testnet.aptoslabs.com/v1', chainId: 2, indexer: 'https://api.testnet.aptoslabs.com/v1/graphql' },
  devnet: { node: 'https://api.devnet.aptoslabs.com/v1', chainId: null, indexer: 'https://api.devnet.aptoslabs.com/v1/graphql' },
  localnet: { node: 'http://127.0.0.1:8080/v1', chainId: null, indexer: 'http://127.0.0.1:8080/v1/graphql' },
};

/** The indexer to ask about a node: its network's, else the one a node of this repository serves beside its API (`…/v1/graphql`). */
export function indexerUrlOf(node: string): string {
  const network = networkOfNode(node);
  return network === undefined ? `${node.replace(/\/+$/, '')}/graphql` : NETWORKS[network].indexer;
}

/** A network's name as links and the node control write it (exactly, lowercase), else null. */
export function parseNetworkName(value: string): NetworkName | null {
  return (NETWORK_NAMES as readonly string[]).includes(value) ? (value as NetworkName) : null;
}

/** The network whose preset URL is exactly this node, if any. */
export function networkOfNode(node: string): NetworkName | undefined {
  return NETWORK_NAMES.find((name) => NETWORKS[name].node === node);
}
