// Which node the gateway forwards to: `--upstream mainnet|testnet|devnet` names a public network's fullnode
// (src/core/api/networks.ts: the URLs the TS SDK uses), anything else must be a node's API base URL (http or
// https, ending in /v1). Its indexer (POST /v1/graphql is forwarded there): the network's, `<base>/graphql`
// for a URL (where this repository's node serves it; networks.ts `indexerUrlOf`), or the one
// `--upstream-indexer` names.
import { NETWORKS, type Network } from '../../src/core/api/networks';

/** The networks `--upstream` names; a localnet is given by its URL. */
const PUBLIC_NETWORKS = ['mainnet', 'testnet', 'devnet'] as const;
type PublicNetwork = (typeof PUBLIC_NETWORKS)[number];

const byNetwork = (url: (network: Network) => string) =>
  Object.fromEntries(PUBLIC_NETWORKS.map((name) => [name, url(NETWORKS[name])])) as Record<PublicNetwork, string>;
/** The public fullnodes of the networks, as `@aptos-labs/ts-sdk` names them (`NetworkToNodeAPI`). */
export const NETWORK_UPSTREAMS = byNetwork((network) => network.node);
/** The networks' indexers (the TS SDK's `NetworkToIndexerAPI`). */
export const NETWORK_INDEXERS = byNetwork((network) => network.indexer);

export class UpstreamUrlError extends Error {
  override name = 'UpstreamUrlError';
}

/** The upstream's API base URL (no trailing slash), or UpstreamUrlError saying what is wrong. */
export function resolveUpstream(text: string): string {
  const named = text.trim().toLowerCase();
  if (Object.hasOwn(NETWORK_UPSTREAMS, named)) return NETWORK_UPSTREAMS[named as PublicNetwork];
  const url = httpUrl('--upstream', text, "mainnet, testnet, devnet or a node's API URL ending in /v1");
  const path = url.pathname.replace(/\/+$/u, '');
  if (!path.endsWith('/v1'))
    throw new UpstreamUrlError(`--upstream must be the node's API base URL, ending in /v1 (e.g. http://127.0.0.1:8080/v1), got "${text}"`);
  return `${url.origin}${path}`;
}

/** `--upstream-indexer`: a GraphQL endpoint's full URL (http or https, any path), or UpstreamUrlError. */
export function resolveUpstreamIndexer(text: string): string {
  const url = httpUrl('--upstream-indexer', text, "an indexer's GraphQL URL (e.g. https://host/v1/graphql)");
  return `${url.origin}${url.pathname.replace(/\/+$/u, '')}`;
}

/** `text` as an http or https URL with no credentials, query or fragment; else UpstreamUrlError naming `option`. */
function httpUrl(option: string, text: string, expected: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new UpstreamUrlError(`${option} must be ${expected}, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UpstreamUrlError(`${option} must be an http or https URL, got "${text}"`);
  // a key in the URL would be printed and logged: keys come from LEDGER_API_KEY only
  if (url.username !== '' || url.password !== '')
    throw new UpstreamUrlError(`${option} must not carry credentials: set the API key in LEDGER_API_KEY`);
  if (url.search !== '' || url.hash !== '') throw new UpstreamUrlError(`${option} must not carry a query or fragment, got "${text}"`);
  return url;
}
