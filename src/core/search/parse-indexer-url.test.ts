import { describe, expect, it } from 'vitest';
import { checkIndexerUrl, parseIndexerUrl } from './parse-indexer-url';

describe('parseIndexerUrl', () => {
  it('keeps an indexer’s GraphQL URL, without a trailing slash', () => {
    expect(parseIndexerUrl('https://api.mainnet.aptoslabs.com/v1/graphql/')).toEqual({
      ok: true,
      value: 'https://api.mainnet.aptoslabs.com/v1/graphql',
    });
    expect(parseIndexerUrl(' http://127.0.0.1:8090/v1/graphql ')).toEqual({ ok: true, value: 'http://127.0.0.1:8090/v1/graphql' });
  });
  it('refuses what is not an http(s) URL, credentials, a query or a fragment', () => {
    for (const bad of ['graphql', 'ftp://x/v1/graphql', 'https://u:p@x/v1/graphql', 'https://x/v1/graphql?a=1', 'https://x/g#f'])
      expect(parseIndexerUrl(bad).ok).toBe(false);
  });
  it('refuses plain http to another host from an https page (mixed content), loopback allowed', () => {
    const refused = checkIndexerUrl('http://indexer.example/v1/graphql', 'https:');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain('indexer');
    expect(checkIndexerUrl('http://127.0.0.1:8090/v1/graphql', 'https:').ok).toBe(true);
    expect(checkIndexerUrl('http://indexer.example/v1/graphql', 'http:').ok).toBe(true);
  });
});
