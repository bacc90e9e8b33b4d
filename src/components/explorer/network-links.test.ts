import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NETWORKS } from '../../core/api/networks';
import { memoryStorage } from '../../core/settings/key-value-storage';
import { createNodeSettings } from '../../core/settings/node-settings';
import { readExplorerContext } from './use-explorer-params';

// `?network=NAME` and its rule beside `?node=` (docs/api.md#real-networks): a network alone reads its
// preset with no prompt; with both, `?node=` is read (asked for as any link's node) and `?network=`
// names the chain it must serve.
const ORIGIN = 'https://explorer.example';
const OTHER = 'https://fullnode.example/v1';
const context = (query: string, settings = createNodeSettings(memoryStorage())) =>
  readExplorerContext(new URLSearchParams(query), settings);

beforeEach(() => Reflect.set(globalThis, 'window', { location: { origin: ORIGIN, protocol: 'https:' } }));
afterEach(() => Reflect.deleteProperty(globalThis, 'window'));

describe('?network=', () => {
  it('reads the preset node with no prompt, and links carry the name, not the URL', () => {
    const read = context('network=testnet&ledger_version=5');
    expect(read).toMatchObject({ node: NETWORKS.testnet.node, network: 'testnet', pendingNode: undefined, badParams: [] });
    expect(read.params).toEqual({ network: 'testnet', node: undefined, ledgerVersion: '5' });
  });

  it('a preset URL in ?node= needs no prompt either, and links name it by its network', () => {
    const read = context(`node=${encodeURIComponent(NETWORKS.mainnet.node)}`);
    expect(read).toMatchObject({ node: NETWORKS.mainnet.node, network: 'mainnet', pendingNode: undefined });
    expect(read.params).toMatchObject({ network: 'mainnet', node: undefined });
  });

  it('an unknown name is a bad parameter, and the default node is read', () => {
    const read = context('network=moonnet');
    expect(read.badParams).toEqual([
      { name: 'network', value: 'moonnet', reason: 'not a network this explorer knows: mainnet, testnet, devnet, localnet' },
    ]);
    expect(read.node).toBe(`${ORIGIN}/v1`);
  });

  it('localnet over http from an https page is allowed (loopback)', () => {
    expect(context('network=localnet')).toMatchObject({ node: 'http://127.0.0.1:8080/v1', badParams: [] });
  });
});

describe('?network= with ?node=', () => {
  it('reads ?node= under the consent rule, as the named network: links carry both', () => {
    const asked = context(`network=mainnet&node=${encodeURIComponent(OTHER)}`);
    expect(asked).toMatchObject({ pendingNode: OTHER, network: 'mainnet' });
    const settings = createNodeSettings(memoryStorage());
    settings.grantConsent(OTHER);
    const read = context(`network=mainnet&node=${encodeURIComponent(OTHER)}`, settings);
    expect(read).toMatchObject({ node: OTHER, network: 'mainnet', pendingNode: undefined });
    expect(read.params).toMatchObject({ node: OTHER, network: 'mainnet' });
  });

  it('without ?network=, a node is read as no network (nothing to check its chain id against)', () => {
    const settings = createNodeSettings(memoryStorage());
    settings.grantConsent(OTHER);
    expect(context(`node=${encodeURIComponent(OTHER)}`, settings)).toMatchObject({
      node: OTHER,
      network: undefined,
      params: { node: OTHER, network: undefined },
    });
  });
});
