import { describe, expect, it } from 'vitest';
import { indexerWaitsForList } from './indexer-wait';
import { NETWORKS } from './networks';

describe('indexerWaitsForList', () => {
  it('waits for an indexer the node serves itself (same origin)', () => {
    expect(indexerWaitsForList('http://127.0.0.1:3000/v1', 'http://127.0.0.1:3000/v1/graphql')).toBe(true);
    expect(indexerWaitsForList(NETWORKS.localnet.node, NETWORKS.localnet.indexer)).toBe(true);
  });

  it('does not wait for an indexer on another origin (host, port or scheme)', () => {
    expect(indexerWaitsForList('http://127.0.0.1:3000/v1', 'http://127.0.0.1:3001/graphql')).toBe(false);
    expect(indexerWaitsForList('http://127.0.0.1:3000/v1', 'https://127.0.0.1:3000/v1/graphql')).toBe(false);
    expect(indexerWaitsForList('https://node.example/v1', 'https://indexer.example/v1/graphql')).toBe(false);
  });

  it('does not wait on a hosted network, whose gateway sends /v1/graphql to another server', () => {
    for (const name of ['mainnet', 'testnet', 'devnet'] as const) {
      expect(indexerWaitsForList(NETWORKS[name].node, NETWORKS[name].indexer)).toBe(false);
    }
  });

  it('keeps the wait when a URL cannot be read', () => {
    expect(indexerWaitsForList('not a url', 'http://127.0.0.1:3000/v1/graphql')).toBe(true);
  });
});
