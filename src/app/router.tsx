import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from './layout/page-skeleton';
import { NotFound, RouteError } from './layout/route-error';
import { RootLayout } from './layout/root-layout';
import { PAGE_ROUTES } from './page-routes';
import {
  accountLoader,
  blockLoader,
  moduleLoader,
  resourceLoader,
  tableLoader,
  transactionLoader,
  transactionPathOf,
} from './routes/loaders';

// Routes are the API paths without the node base (paths and modules: page-routes.ts) (docs/architecture.md#the-apps-conventions). Pages load lazily: a deep link
// fetches only its own page's chunk, while its static loader starts the data request in parallel.
const pages: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }) },
  {
    path: PAGE_ROUTES.account.path,
    loader: accountLoader,
    lazy: async () => ({ Component: (await import('./routes/account-route')).AccountRoute }),
  },
  {
    path: PAGE_ROUTES.resource.path,
    loader: resourceLoader,
    lazy: async () => ({ Component: (await import('./routes/resource-route')).ResourceRoute }),
  },
  { path: PAGE_ROUTES.events.path, lazy: async () => ({ Component: (await import('../features/account/events-page')).default }) },
  {
    path: PAGE_ROUTES.table.path,
    loader: tableLoader,
    lazy: async () => ({ Component: (await import('../features/table/table-item-page')).default }),
  },
  // a table has no page of its own: its handle alone opens the item lookup
  {
    path: 'tables/:tableHandle',
    loader: ({ params, request }) => redirect(`/tables/${params.tableHandle ?? ''}/raw_item${new URL(request.url).search}`),
  },
  {
    path: PAGE_ROUTES.transaction.path,
    loader: transactionLoader,
    lazy: async () => ({ Component: (await import('../features/transaction/transaction-page')).default }),
  },
  {
    path: PAGE_ROUTES.transactionByHash.path,
    loader: transactionLoader,
    lazy: async () => ({ Component: (await import('../features/transaction/transaction-page')).default }),
  },
  {
    path: PAGE_ROUTES.block.path,
    loader: blockLoader,
    lazy: async () => ({ Component: (await import('../features/block/block-page')).default }),
  },
  {
    path: PAGE_ROUTES.module.path,
    loader: moduleLoader,
    lazy: async () => ({ Component: (await import('../features/module/module-page')).default }),
  },
  // the Aptos explorer's short forms: a version or a hash, a height
  { path: 'txn/:id', loader: ({ params, request }) => redirect(`${transactionPathOf(params.id ?? '')}${new URL(request.url).search}`) },
  {
    path: 'block/:height',
    loader: ({ params, request }) => redirect(`/blocks/by_height/${params.height ?? ''}${new URL(request.url).search}`),
  },
  { path: PAGE_ROUTES.bcs.path, lazy: async () => ({ Component: (await import('../features/bcs/bcs-inspector-page')).default }) },
  { path: PAGE_ROUTES.spec.path, lazy: async () => ({ Component: (await import('./routes/spec-route')).SpecRoute }) },
  { path: '*', Component: NotFound },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSkeleton,
    errorElement: <RouteError />,
    // A pathless layer so a failing page keeps the header and the status bar.
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
