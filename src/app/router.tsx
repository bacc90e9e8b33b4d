import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router-dom';
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
  tablesLoader,
  transactionLoader,
  transactionPathOf,
} from './routes/loaders';

/** A page loaded lazily: a deep link fetches only its own page's chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** A redirect to another path, same query. */
const redirectTo =
  (to: (params: Params) => string) =>
  ({ params, request }: LoaderFunctionArgs) =>
    redirect(`${to(params)}${new URL(request.url).search}`);

// Routes are the API paths without the node base (paths and modules: page-routes.ts) (docs/architecture.md#the-apps-conventions).
// A page's static loader starts its data request while the page's chunk downloads.
const pages: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/home-route')) },
  { path: PAGE_ROUTES.account.path, loader: accountLoader, lazy: page(() => import('./routes/account-route')) },
  { path: PAGE_ROUTES.resource.path, loader: resourceLoader, lazy: page(() => import('./routes/resource-route')) },
  { path: PAGE_ROUTES.events.path, lazy: page(() => import('../features/account/events-page')) },
  { path: PAGE_ROUTES.table.path, loader: tableLoader, lazy: page(() => import('../features/table/table-item-page')) },
  { path: PAGE_ROUTES.tables.path, loader: tablesLoader, lazy: page(() => import('../features/tables/table-page')) },
  { path: PAGE_ROUTES.transaction.path, loader: transactionLoader, lazy: page(() => import('../features/transaction/transaction-page')) },
  {
    path: PAGE_ROUTES.transactionByHash.path,
    loader: transactionLoader,
    lazy: page(() => import('../features/transaction/transaction-page')),
  },
  { path: PAGE_ROUTES.block.path, loader: blockLoader, lazy: page(() => import('../features/block/block-page')) },
  { path: PAGE_ROUTES.module.path, loader: moduleLoader, lazy: page(() => import('../features/module/module-page')) },
  { path: PAGE_ROUTES.view.path, lazy: page(() => import('../features/module/view-page')) },
  // the Aptos explorer's short forms: a version or a hash, a height
  { path: 'txn/:id', loader: redirectTo((params) => transactionPathOf(params.id ?? '')) },
  { path: 'block/:height', loader: redirectTo((params) => `/blocks/by_height/${params.height ?? ''}`) },
  { path: PAGE_ROUTES.bcs.path, lazy: page(() => import('../features/bcs/bcs-inspector-page')) },
  { path: PAGE_ROUTES.spec.path, lazy: page(() => import('./routes/spec-route')) },
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
