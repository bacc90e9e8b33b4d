import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRoute, forwardedQuery, pinnedVersion } from './read-routes';

const UPSTREAM = 'https://api.testnet.aptoslabs.com/v1';

describe('decideRoute', () => {
  it.each([
    ['GET', '', ''],
    ['GET', '/accounts/0x1', '/accounts/0x1'],
    ['HEAD', '/accounts/0x1/resources', '/accounts/0x1/resources'],
    [
      'GET',
      '/accounts/0x1/resource/0x1::coin::CoinStore%3C0x1::aptos_coin::AptosCoin%3E',
      '/accounts/0x1/resource/0x1%3A%3Acoin%3A%3ACoinStore%3C0x1%3A%3Aaptos_coin%3A%3AAptosCoin%3E',
    ],
    ['GET', '/accounts/0x1/module/coin', '/accounts/0x1/module/coin'],
    ['GET', '/accounts/0xa/balance/0x1::aptos_coin::AptosCoin', '/accounts/0xa/balance/0x1%3A%3Aaptos_coin%3A%3AAptosCoin'],
    [
      'GET',
      '/accounts/0xa/events/0x1::account::Account/coin_register_events',
      '/accounts/0xa/events/0x1%3A%3Aaccount%3A%3AAccount/coin_register_events',
    ],
    ['GET', '/transactions/by_version/42', '/transactions/by_version/42'],
    ['GET', '/blocks/by_height/7', '/blocks/by_height/7'],
    ['POST', '/tables/0xab/item', '/tables/0xab/item'],
    ['POST', '/view', '/view'],
    ['GET', '/spec/assets/swagger-ui.css', '/spec/assets/swagger-ui.css'],
    [
      'GET',
      '/accounts/0xcafe/resource/0xcafe::showcase::Clock/versions',
      '/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3AClock/versions',
    ],
  ])('forwards %s %s', (method, path, upstreamPath) => {
    const decision = decideRoute(method, path, UPSTREAM);
    expect(decision.kind === 'read' && decision.route.upstreamPath).toBe(upstreamPath);
  });

  it('marks the state reads immutable at a version, and the lists of transactions and events not', () => {
    const immutable = (method: string, path: string) => {
      const decision = decideRoute(method, path, UPSTREAM);
      return decision.kind === 'read' && decision.route.immutableAtVersion;
    };
    expect(immutable('GET', '/accounts/0x1/resource/0x1::account::Account')).toBe(true);
    expect(immutable('POST', '/tables/0x1/raw_item')).toBe(true);
    expect(immutable('GET', '/accounts/0x1/modules')).toBe(true);
    expect(immutable('GET', '')).toBe(false);
    expect(immutable('GET', '/transactions')).toBe(false);
    expect(immutable('GET', '/accounts/0xcafe/resource/0xcafe::showcase::Clock/versions')).toBe(false);
    expect(immutable('POST', '/view')).toBe(true);
    expect(immutable('POST', '/graphql')).toBe(false);
  });

  it('sends POST /graphql alone to the indexer, and refuses it by any other method', () => {
    const decision = decideRoute('POST', '/graphql', UPSTREAM);
    expect(decision.kind === 'read' && decision.route.indexer).toBe(true);
    const view = decideRoute('POST', '/view', UPSTREAM);
    expect(view.kind === 'read' && view.route.indexer).toBe(false);
    const get = decideRoute('GET', '/graphql', UPSTREAM);
    expect(get.kind === 'refused' && [get.error.status, get.allow]).toEqual([405, 'POST, OPTIONS']);
  });

  it("never forwards a path whose parameters could leave the upstream's /v1", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (parameter) => {
        const decision = decideRoute('GET', `/accounts/${encodeURIComponent(parameter)}/resources`, UPSTREAM);
        if (decision.kind === 'refused') return;
        const resolved = new URL(`${UPSTREAM}${decision.route.upstreamPath}`);
        expect(resolved.pathname).toMatch(/^\/v1\/accounts\/[^/]+\/resources$/u);
        expect(resolved.search).toBe('');
      }),
    );
  });

  it('refuses what is not a read, naming it and the upstream', () => {
    expect(decideRoute('POST', '/transactions', UPSTREAM)).toEqual({
      kind: 'refused',
      error: {
        status: 403,
        errorCode: 'api_disabled',
        message: `The gateway forwards reads only: POST /v1/transactions (transaction submission) is not forwarded to ${UPSTREAM}`,
      },
    });
    expect(decideRoute('POST', '/accounts/0x1/resources', UPSTREAM)).toMatchObject({
      kind: 'refused',
      error: { status: 405 },
      allow: 'GET, HEAD, OPTIONS',
    });
    expect(decideRoute('GET', '/tables/0x1/raw_item', UPSTREAM)).toMatchObject({
      kind: 'refused',
      error: { status: 405 },
      allow: 'POST, OPTIONS',
    });
    expect(decideRoute('GET', '/accounts/%zz/resources', UPSTREAM)).toMatchObject({ kind: 'refused', error: { status: 400 } });
  });
});

describe('the query', () => {
  it('is forwarded re-encoded, and a parameter that is not named like one is refused', () => {
    const ok = forwardedQuery('ledger_version=5&start=0x00ab&limit=10');
    expect('query' in ok && ok.query.toString()).toBe('ledger_version=5&start=0x00ab&limit=10');
    expect(forwardedQuery('x-api-key=1')).toMatchObject({ error: { status: 400 } });
  });

  it('pins a read only with one ledger_version that is a u64', () => {
    const pinned = (search: string) => pinnedVersion(new URLSearchParams(search));
    expect(pinned('ledger_version=18446744073709551615')).toBe(18446744073709551615n);
    expect(pinned('ledger_version=18446744073709551616')).toBeNull();
    expect(pinned('ledger_version=1&ledger_version=1')).toBeNull();
    expect(pinned('ledger_version=-1')).toBeNull();
    expect(pinned('')).toBeNull();
  });
});
