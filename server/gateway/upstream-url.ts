// Which node the gateway forwards to: `--upstream mainnet|testnet|devnet` names a public network's fullnode
// (the URLs the TS SDK uses), anything else must be a node's API base URL (http or https, ending in /v1).
// Its indexer (POST /v1/graphql is forwarded there): the network's, `<base>/graphql` for a URL (where this
// repository's node serves it), or the one `--upstream-indexer` names.
import { NETWORKS } from '../../src/core/api/networks';

/** The public fullnodes of the networks, as `@aptos-labs/ts-sdk` names them (`NetworkToNodeAPI`). */
export const NETWORK_UPSTREAMS = {
  mainnet: 'https://api.mainnet.aptoslabs.com/v1',
  testnet: 'https://api.testnet.aptoslabs.com/v1',
  devnet: 'https://api.devnet.aptoslabs.com/v1',
} as const;

/** The networks' indexers, as the explorer names them (src/core/api/networks.ts; the TS SDK's `NetworkToIndexerAPI`). */
export const NETWORK_INDEXERS: Readonly<Record<keyof typeof NETWORK_UPSTREAMS, string>> = {
  mainnet: NETWORKS.mainnet.indexer,
  testnet: NETWORKS.testnet.indexer,
  devnet: NETWORKS.devnet.indexer,
};

export type NetworkName = keyof typeof NETWORK_UPSTREAMS;

export class UpstreamUrlError extends Error {
  override name = 'UpstreamUrlError';
}

/** The upstream's API base URL (no trailing slash), or UpstreamUrlError saying what is wrong. */
export function resolveUpstream(text: string): string {
  const named = text.trim().toLowerCase();
  if (Object.hasOwn(NETWORK_UPSTREAMS, named)) return NETWORK_UPSTREAMS[named as NetworkName];
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new UpstreamUrlError(`--upstream must be mainnet, testnet, devnet or a node's API URL ending in /v1, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UpstreamUrlError(`--upstream must be an http or https URL, got "${text}"`);
  // a key in the URL would be printed and logged: keys come from LEDGER_API_KEY only
  if (url.username !== '' || url.password !== '')
    throw new UpstreamUrlError('--upstream must not carry credentials: set the API key in LEDGER_API_KEY');
  if (url.search !== '' || url.hash !== '') throw new UpstreamUrlError(`--upstream must not carry a query or fragment, got "${text}"`);
  const path = url.pathname.replace(/\/+$/u, '');
  if (!path.endsWith('/v1'))
    throw new UpstreamUrlError(`--upstream must be the node's API base URL, ending in /v1 (e.g. http://127.0.0.1:8080/v1), got "${text}"`);
  return `${url.origin}${path}`;
}

/** The indexer of a resolved upstream: its network's, else `<upstream base>/graphql`. */
export function indexerOf(upstream: string): string {
  const network = (Object.keys(NETWORK_UPSTREAMS) as NetworkName[]).find((name) => NETWORK_UPSTREAMS[name] === upstream);
  return network === undefined ? `${upstream}/graphql` : NETWORK_INDEXERS[network];
}

/** `--upstream-indexer`: a GraphQL endpoint's full URL (http or https, any path), or UpstreamUrlError. */
export function resolveUpstreamIndexer(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new UpstreamUrlError(`--upstream-indexer must be an indexer's GraphQL URL (e.g. https://host/v1/graphql), got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UpstreamUrlError(`--upstream-indexer must be an http or https URL, got "${text}"`);
  if (url.username !== '' || url.password !== '')
    throw new UpstreamUrlError('--upstream-indexer must not carry credentials: set the API key in LEDGER_API_KEY');
  if (url.search !== '' || url.hash !== '')
    throw new UpstreamUrlError(`--upstream-indexer must not carry a query or fragment, got "${text}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/u, '')}`;
}
