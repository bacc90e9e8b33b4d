import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, routePattern } from './page-routes';
import { routes } from './router';

describe('page routes', () => {
  it('match the paths a deep link opens, and nothing longer', () => {
    expect(routePattern(PAGE_ROUTES.resource.path).test('/accounts/0xcafe/resource/0xcafe::showcase::Clock')).toBe(true);
    expect(routePattern(PAGE_ROUTES.account.path).test('/accounts/0xcafe/resource/x')).toBe(false);
    expect(routePattern(PAGE_ROUTES.home.path).test('/')).toBe(true);
    expect(routePattern(PAGE_ROUTES.table.path).test('/tables/0x1/raw_item')).toBe(true);
    expect(routePattern(PAGE_ROUTES.bcs.path).test('/bcsx')).toBe(false);
  });

  it('are the router’s pages: every lazy page of the router has its module written here', () => {
    const children = routes[0]?.children?.[0]?.children ?? [];
    const lazyPaths = children.filter((route) => route.lazy !== undefined && route.path !== undefined).map((route) => route.path);
    expect(new Set(lazyPaths)).toEqual(new Set(Object.values(PAGE_ROUTES).map((route) => route.path).filter((path) => path !== '/')));
  });
});
