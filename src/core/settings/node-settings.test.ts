import { describe, expect, it } from 'vitest';
import { memoryStorage } from './key-value-storage';
import { createNodeSettings } from './node-settings';

const OTHER = 'http://127.0.0.1:9000/v1';

describe('node settings', () => {
  it('remembers the chosen node across instances on the same storage', () => {
    const storage = memoryStorage();
    createNodeSettings(storage).chooseNode(OTHER);
    expect(createNodeSettings(storage).chosenNode()).toBe(OTHER);
    const settings = createNodeSettings(storage);
    settings.chooseNode(undefined);
    expect(settings.chosenNode()).toBeUndefined();
  });

  it('lists the nodes chosen lately, newest first, once each, at most six, and clears them', () => {
    const storage = memoryStorage();
    const settings = createNodeSettings(storage);
    for (let port = 9001; port <= 9008; port++) settings.chooseNode(`http://127.0.0.1:${port}/v1`);
    settings.chooseNode('http://127.0.0.1:9005/v1');
    settings.chooseNode(undefined); // back to the serving node: not a recent choice
    expect(createNodeSettings(storage).recentNodes()).toEqual(
      [9005, 9008, 9007, 9006, 9004, 9003].map((port) => `http://127.0.0.1:${port}/v1`),
    );
    settings.clearRecentNodes();
    expect(settings.recentNodes()).toEqual([]);
  });

  it('reads back only valid node URLs from a tampered recent list', () => {
    const storage = memoryStorage();
    storage.setItem(
      'ledger-explorer:recent-nodes',
      JSON.stringify(['javascript:alert(1)', OTHER, 42, `${OTHER}/`, 'http://x/v2', '<img src=x>']),
    );
    expect(createNodeSettings(storage).recentNodes()).toEqual([OTHER]);
    storage.setItem('ledger-explorer:recent-nodes', '{not json');
    expect(createNodeSettings(storage).recentNodes()).toEqual([]);
  });

  it('choosing a node grants consent to its origin', () => {
    const settings = createNodeSettings(memoryStorage());
    expect(settings.hasConsent(OTHER)).toBe(false);
    settings.chooseNode(OTHER);
    expect(settings.hasConsent('http://127.0.0.1:9000/other/v1')).toBe(true);
    expect(settings.hasConsent('http://127.0.0.1:9001/v1')).toBe(false);
  });

  it('keeps consent per origin, once', () => {
    const storage = memoryStorage();
    const settings = createNodeSettings(storage);
    settings.grantConsent(OTHER);
    settings.grantConsent(`${OTHER}/`);
    expect(storage.getItem('ledger-explorer:node-consent')).toBe('["http://127.0.0.1:9000"]');
    expect(settings.hasConsent('https://127.0.0.1:9000/v1')).toBe(false);
    expect(settings.hasConsent('not a url')).toBe(false);
  });

  it('stores an API key per node and forgets a blank one', () => {
    const settings = createNodeSettings(memoryStorage());
    settings.setApiKey(OTHER, ' secret-1 ');
    settings.setApiKey('http://127.0.0.1:9001/v1', 'secret-2');
    expect(settings.apiKeyFor(OTHER)).toBe('secret-1');
    expect(settings.apiKeyFor('http://127.0.0.1:9001/v1')).toBe('secret-2');
    expect(settings.apiKeyFor('http://127.0.0.1:9002/v1')).toBeUndefined();
    settings.setApiKey(OTHER, '   ');
    expect(settings.apiKeyFor(OTHER)).toBeUndefined();
  });

  it('ignores corrupt or tampered stored values', () => {
    const storage = memoryStorage();
    storage.setItem('ledger-explorer:node', '"javascript:alert(1)"');
    storage.setItem('ledger-explorer:api-keys', '{"http://a/v1": 5, "http://b/v1": "k"');
    storage.setItem('ledger-explorer:node-consent', '{"not":"a list"}');
    const settings = createNodeSettings(storage);
    expect(settings.chosenNode()).toBeUndefined();
    expect(settings.apiKeyFor('http://a/v1')).toBeUndefined();
    expect(settings.hasConsent('http://not/v1')).toBe(false);
    storage.setItem('ledger-explorer:api-keys', '{"http://a/v1": 5, "http://b/v1": "k"}');
    expect(settings.apiKeyFor('http://a/v1')).toBeUndefined();
    expect(settings.apiKeyFor('http://b/v1')).toBe('k');
  });

  it('notifies subscribers and bumps its version on change', () => {
    const settings = createNodeSettings(memoryStorage());
    let calls = 0;
    const unsubscribe = settings.subscribe(() => (calls += 1));
    settings.setApiKey(OTHER, 'k');
    settings.grantConsent(OTHER);
    settings.grantConsent(OTHER); // already granted: no change
    unsubscribe();
    settings.chooseNode(undefined);
    expect(calls).toBe(2);
    expect(settings.version()).toBe(3);
  });
});
