import { describe, expect, it } from 'vitest';
import { NETWORK_UPSTREAMS, resolveUpstream, UpstreamUrlError } from './upstream-url';

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
