import { describe, expect, it } from 'vitest';
import { indexerUrlOf, NETWORK_NAMES, NETWORKS, networkOfNode, parseNetworkName } from './networks';

describe('network presets', () => {
  it('map each name to the public fullnode the TS SDK uses, and localnet to this machine', () => {
    expect(NETWORKS.mainnet.node).toBe('https://api.mainnet.aptoslabs.com/v1');
    expect(NETWORKS.testnet.node).toBe('https://api.testnet.aptoslabs.com/v1');
    expect(NETWORKS.devnet.node).toBe('https://api.devnet.aptoslabs.com/v1');
    expect(NETWORKS.localnet.node).toBe('http://127.0.0.1:8080/v1');
    for (const name of NETWORK_NAMES) expect(networkOfNode(NETWORKS[name].node)).toBe(name);
    expect(indexerUrlOf(NETWORKS.testnet.node)).toBe('https://api.testnet.aptoslabs.com/v1/graphql');
    expect(indexerUrlOf('http://127.0.0.1:9000/v1')).toBe('http://127.0.0.1:9000/v1/graphql');
    expect(networkOfNode('https://fullnode.mainnet.aptoslabs.com/v1')).toBeUndefined();
  });

  it('take names exactly', () => {
    expect(parseNetworkName('testnet')).toBe('testnet');
    expect(parseNetworkName('Mainnet')).toBeNull();
    expect(parseNetworkName('toString')).toBeNull();
    expect(parseNetworkName('')).toBeNull();
  });
});
