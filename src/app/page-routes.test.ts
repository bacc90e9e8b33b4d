import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, matchRoutePath } from './page-routes';
import { routes } from './router';

describe('page routes', () => {
  it('match the paths a deep link opens, and nothing longer, with their parameters', () => {
    expect(matchRoutePath(PAGE_ROUTES.resource.path, '/accounts/0xcafe/resource/0xcafe::showcase::Clock')).toEqual({
      address: '0xcafe',
      resourceType: '0xcafe::showcase::Clock',
    });
    expect(matchRoutePath(PAGE_ROUTES.account.path, '/accounts/0xcafe/resource/x')).toBeNull();
    expect(matchRoutePath(PAGE_ROUTES.account.path, '/accounts//')).toBeNull();
    expect(matchRoutePath(PAGE_ROUTES.home.path, '/')).toEqual({});
    expect(matchRoutePath(PAGE_ROUTES.table.path, '/tables/0x1/raw_item')).toEqual({ tableHandle: '0x1' });
    expect(matchRoutePath(PAGE_ROUTES.bcs.path, '/bcsx')).toBeNull();
  });

  it('are the router’s pages: every lazy page of the router has its module written here', () => {
    const children = routes[0]?.children?.[0]?.children ?? [];
    const lazyPaths = children.filter((route) => route.lazy !== undefined && route.path !== undefined).map((route) => route.path);
    expect(new Set(lazyPaths)).toEqual(
      new Set(
        Object.values(PAGE_ROUTES)
          .map((route) => route.path)
          .filter((path) => path !== '/'),
      ),
    );
  });
});
