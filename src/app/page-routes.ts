// The app's lazily loaded pages, written once: the router (router.tsx) takes the paths, and the build
// (vite.config.ts) takes module and name to list each page's chunks, and the boot script (boot/boot.ts)
// matches the address bar against the paths.
export const PAGE_ROUTES = {
  home: { path: '/', module: 'src/app/routes/home-route.tsx' },
  account: { path: '/accounts/:address', module: 'src/app/routes/account-route.tsx' },
  resource: { path: '/accounts/:address/resource/:resourceType', module: 'src/app/routes/resource-route.tsx' },
  events: { path: '/accounts/:address/events/:creationNumber', module: 'src/features/account/events-page.tsx' },
  table: { path: '/tables/:tableHandle/raw_item', module: 'src/features/table/table-item-page.tsx' },
  tables: { path: '/tables/:tableHandle', module: 'src/features/tables/table-page.tsx' },
  transaction: { path: '/transactions/by_version/:version', module: 'src/features/transaction/transaction-page.tsx' },
  transactionByHash: { path: '/transactions/by_hash/:hash', module: 'src/features/transaction/transaction-page.tsx' },
  block: { path: '/blocks/by_height/:height', module: 'src/features/block/block-page.tsx' },
  module: { path: '/accounts/:address/module/:moduleName', module: 'src/features/module/module-page.tsx' },
  view: { path: '/view/:function', module: 'src/features/module/view-page.tsx' },
  bcs: { path: '/bcs', module: 'src/features/bcs/bcs-inspector-page.tsx' },
  spec: { path: '/spec', module: 'src/app/routes/spec-route.tsx' },
} as const;

/** The path parameters when `pathname` matches the route path (`:name` is one non-empty segment), else null. */
export function matchRoutePath(path: string, pathname: string): Record<string, string> | null {
  const segments = path.split('/');
  const pattern = segments.map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')));
  const match = new RegExp(`^${pattern.join('/')}$`, 'u').exec(pathname);
  if (match === null) return null;
  const names = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}
