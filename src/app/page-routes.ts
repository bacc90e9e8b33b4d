// The app's lazily loaded pages, written once: the router (router.tsx) takes the paths, and the build
// (vite.config.ts) takes path and module to preload a deep link's page chunks from index.html.
export const PAGE_ROUTES = {
  home: { path: '/', module: 'src/app/routes/home-route.tsx' },
  account: { path: '/accounts/:address', module: 'src/app/routes/account-route.tsx' },
  resource: { path: '/accounts/:address/resource/:resourceType', module: 'src/app/routes/resource-route.tsx' },
  table: { path: '/tables/:tableHandle/raw_item', module: 'src/features/table/table-item-page.tsx' },
  bcs: { path: '/bcs', module: 'src/features/bcs/bcs-inspector-page.tsx' },
  spec: { path: '/spec', module: 'src/app/routes/spec-route.tsx' },
} as const;

/** The URL paths a route path matches (`:name` is one non-empty segment). */
export function routePattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`, 'u');
}
