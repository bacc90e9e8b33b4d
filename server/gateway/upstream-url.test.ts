import { describe, expect, it } from 'vitest';
import { indexerUrlOf as indexerOf } from '../../src/core/api/networks';
import { NETWORK_INDEXERS, NETWORK_UPSTREAMS, resolveUpstream, resolveUpstreamIndexer, UpstreamUrlError } from './upstream-url';

describe('resolveUpstream', () => {
  it.each([
    ['mainnet', 'https://api.mainnet.aptoslabs.com/v1'],
    ['testnet', 'https://api.testnet.aptoslabs.com/v1'],
    ['devnet', 'https://api.devnet.aptoslabs.com/v1'],
    ['Mainnet', 'https://api.mainnet.aptoslabs.com/v1'],
  ])('names %s as the TS SDK does', (name, url) => {
    expect(resolveUpstream(name)).toBe(url);
  });

  it('agrees with the TS SDK on every network it names', async () => {
    const { NetworkToNodeAPI } = await import('@aptos-labs/ts-sdk');
    for (const [name, url] of Object.entries(NETWORK_UPSTREAMS)) expect(NetworkToNodeAPI[name]).toBe(url);
  });

  it.each([
    ['http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/v1'],
    ['http://127.0.0.1:8080/v1/', 'http://127.0.0.1:8080/v1'],
    ['https://fullnode.example/aptos/v1', 'https://fullnode.example/aptos/v1'],
    ['HTTP://LOCALHOST:9000/v1', 'http://localhost:9000/v1'],
  ])('takes the node URL %s as %s', (text, url) => {
    expect(resolveUpstream(text)).toBe(url);
  });

  it.each([
    ['localnet', /mainnet, testnet, devnet or a node's API URL/u],
    ['ftp://node/v1', /http or https/u],
    ['http://127.0.0.1:8080', /ending in \/v1/u],
    ['http://user:secret@node/v1', /must not carry credentials/u],
    ['http://node/v1?key=1', /query or fragment/u],
  ])('refuses %s', (text, message) => {
    expect(() => resolveUpstream(text)).toThrow(UpstreamUrlError);
    expect(() => resolveUpstream(text)).toThrow(message);
  });
});

describe('the upstream indexer', () => {
  it("is a network's own for a network's node, and the TS SDK's", async () => {
    const { NetworkToIndexerAPI } = await import('@aptos-labs/ts-sdk');
    for (const [name, url] of Object.entries(NETWORK_INDEXERS)) {
      expect(NetworkToIndexerAPI[name]).toBe(url);
      expect(indexerOf(resolveUpstream(name))).toBe(url);
    }
  });

  it("is <base>/graphql for a node's URL (where this repository's node serves it)", () => {
    expect(indexerOf(resolveUpstream('http://127.0.0.1:8080/v1/'))).toBe('http://127.0.0.1:8080/v1/graphql');
    expect(indexerOf('https://fullnode.example/aptos/v1')).toBe('https://fullnode.example/aptos/v1/graphql');
  });

  it.each([
    ['https://indexer.example/v1/graphql', 'https://indexer.example/v1/graphql'],
    ['http://127.0.0.1:8090/', 'http://127.0.0.1:8090'],
  ])('takes --upstream-indexer %s as %s', (text, url) => {
    expect(resolveUpstreamIndexer(text)).toBe(url);
  });

  it.each([
    ['indexer', /GraphQL URL/u],
    ['ws://indexer/v1/graphql', /http or https/u],
    ['https://user:key@indexer/v1/graphql', /must not carry credentials/u],
    ['https://indexer/v1/graphql?admin=1', /query or fragment/u],
  ])('refuses --upstream-indexer %s', (text, message) => {
    expect(() => resolveUpstreamIndexer(text)).toThrow(UpstreamUrlError);
    expect(() => resolveUpstreamIndexer(text)).toThrow(message);
  });
});
