import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NETWORKS } from '../../core/api/networks';
import { memoryStorage } from '../../core/settings/key-value-storage';
import { createNodeSettings } from '../../core/settings/node-settings';
import { readExplorerContext } from '../explorer/use-explorer-params';
import { nodeForLink, offeredNodeOf, searchNaming, servingNodeReadWithoutKey } from './node-choice';

// The URL alone says which node a page reads (issue 30, item 1): a link naming no node reads the serving
// node in every browser, whatever node the settings chose; the chosen node is offered, never read silently.
const ORIGIN = 'https://explorer.example';
const SERVING = `${ORIGIN}/v1`;
const CHOSEN = 'https://chosen.example/v1';

beforeEach(() => Reflect.set(globalThis, 'window', { location: { origin: ORIGIN, protocol: 'https:' } }));
afterEach(() => Reflect.deleteProperty(globalThis, 'window'));

function settingsChoosing(node?: string) {
  const settings = createNodeSettings(memoryStorage());
  if (node !== undefined) settings.chooseNode(node);
  return settings;
}

describe('a link naming no node', () => {
  it('reads the serving node even when the settings chose another, and offers that one', () => {
    const context = readExplorerContext(new URLSearchParams('ledger_version=15000'), settingsChoosing(CHOSEN));
    expect(context).toMatchObject({ node: SERVING, offeredNode: CHOSEN, pendingNode: undefined, badParams: [] });
    // what the page's links carry: still no node, the link reads the serving node
    expect(context.params).toEqual({ node: undefined, network: undefined, ledgerVersion: '15000' });
  });

  it('offers nothing when nothing was chosen', () => {
    expect(readExplorerContext(new URLSearchParams(''), settingsChoosing())).toMatchObject({ node: SERVING, offeredNode: undefined });
  });

  it('offers nothing when the link names a node or a network: it reads what it names', () => {
    const settings = settingsChoosing(CHOSEN);
    settings.grantConsent('https://other.example/v1');
    expect(readExplorerContext(new URLSearchParams(`node=${encodeURIComponent('https://other.example/v1')}`), settings)).toMatchObject({
      node: 'https://other.example/v1',
      offeredNode: undefined,
    });
    expect(readExplorerContext(new URLSearchParams('network=testnet'), settings)).toMatchObject({
      node: NETWORKS.testnet.node,
      offeredNode: undefined,
    });
  });
});

describe('a link naming the chosen node', () => {
  it('reads it without a prompt (choosing it was agreeing to it), and links carry it', () => {
    const context = readExplorerContext(new URLSearchParams(`node=${encodeURIComponent(CHOSEN)}`), settingsChoosing(CHOSEN));
    expect(context).toMatchObject({ node: CHOSEN, pendingNode: undefined, offeredNode: undefined });
    expect(context.params.node).toBe(CHOSEN);
  });
});

describe('nodeForLink', () => {
  it('a node not agreed to waits, and the fallback is the serving node, not the chosen one', () => {
    expect(nodeForLink('https://stranger.example/v1', settingsChoosing(CHOSEN))).toEqual({
      kind: 'pending',
      node: 'https://stranger.example/v1',
      fallback: SERVING,
    });
  });

  it('a bad node parameter falls back to the serving node', () => {
    expect(nodeForLink('https://stranger.example/v2', settingsChoosing(CHOSEN))).toMatchObject({ kind: 'bad', fallback: SERVING });
  });
});

describe('offeredNodeOf', () => {
  it('offers the chosen node to a page reading another', () => {
    expect(offeredNodeOf(settingsChoosing(CHOSEN), SERVING)).toBe(CHOSEN);
    expect(offeredNodeOf(settingsChoosing(CHOSEN), CHOSEN)).toBeUndefined();
  });

  it('never offers a node this page cannot read (http from an https page)', () => {
    expect(offeredNodeOf(settingsChoosing('http://plain.example/v1'), SERVING)).toBeUndefined();
  });
});

describe('searchNaming', () => {
  const search = new URLSearchParams(`ledger_version=7&node=${encodeURIComponent(CHOSEN)}`);
  it('names a node by URL, a preset by its network, the serving node by nothing; the version stays', () => {
    expect(searchNaming(new URLSearchParams('ledger_version=7'), CHOSEN).toString()).toBe(
      `ledger_version=7&node=${encodeURIComponent(CHOSEN)}`,
    );
    expect(searchNaming(search, NETWORKS.mainnet.node).toString()).toBe('ledger_version=7&network=mainnet');
    expect(searchNaming(new URLSearchParams('ledger_version=7&network=testnet'), SERVING).toString()).toBe('ledger_version=7');
  });
});

describe('servingNodeReadWithoutKey', () => {
  it('is true whatever node was chosen, false once the serving node has a key', () => {
    const settings = settingsChoosing(CHOSEN);
    expect(servingNodeReadWithoutKey(settings)).toBe(true);
    settings.setApiKey(SERVING, 'secret');
    expect(servingNodeReadWithoutKey(settings)).toBe(false);
  });
});

describe('?indexer= (issue 32: a custom node may name its indexer, with the same consent as ?node=)', () => {
  const NODE = 'https://custom.example/v1';
  const INDEXER = 'https://indexer.example/v1/graphql';
  const linkTo = (query: string, settings = settingsChoosing()) => {
    settings.grantConsent(NODE);
    return readExplorerContext(new URLSearchParams(query), settings);
  };
  const named = `node=${encodeURIComponent(NODE)}&indexer=${encodeURIComponent(INDEXER)}`;

  it('asks the node’s own indexer when the link names none', () => {
    expect(linkTo(`node=${encodeURIComponent(NODE)}`)).toMatchObject({ indexer: `${NODE}/graphql`, pendingIndexer: undefined });
    expect(readExplorerContext(new URLSearchParams('network=mainnet'), settingsChoosing()).indexer).toBe(NETWORKS.mainnet.indexer);
  });

  it('waits for consent to an indexer of another origin, and asks nothing of it meanwhile', () => {
    const context = linkTo(named);
    expect(context).toMatchObject({ node: NODE, pendingIndexer: INDEXER, indexer: `${NODE}/graphql`, badParams: [] });
    expect(context.params.indexer).toBeUndefined();
  });

  it('reads it once its origin was agreed to, and the page’s links carry it', () => {
    const settings = settingsChoosing();
    settings.grantConsent(INDEXER);
    const context = linkTo(named, settings);
    expect(context).toMatchObject({ indexer: INDEXER, pendingIndexer: undefined });
    expect(context.params).toMatchObject({ node: NODE, indexer: INDEXER });
  });

  it('needs no consent for the node’s own origin, the serving origin, or a preset’s indexer', () => {
    for (const indexer of [`https://custom.example/other/graphql`, `${ORIGIN}/v1/graphql`, NETWORKS.testnet.indexer])
      expect(linkTo(`node=${encodeURIComponent(NODE)}&indexer=${encodeURIComponent(indexer)}`)).toMatchObject({
        indexer,
        pendingIndexer: undefined,
      });
  });

  it('is a bad parameter when it is no URL this page can call', () => {
    const context = linkTo(`node=${encodeURIComponent(NODE)}&indexer=${encodeURIComponent('http://plain.example/v1/graphql')}`);
    expect(context.badParams.map((bad) => bad.name)).toEqual(['indexer']);
    expect(context.indexer).toBe(`${NODE}/graphql`);
  });

  it('is dropped when the page switches node (it was the old node’s)', () => {
    expect(searchNaming(new URLSearchParams(named), CHOSEN).has('indexer')).toBe(false);
  });
});
