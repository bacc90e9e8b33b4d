import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from './layout/page-skeleton';
import { NotFound, RouteError } from './layout/route-error';
import { RootLayout } from './layout/root-layout';
import { accountLoader, resourceLoader, tableLoader } from './routes/loaders';

// Routes are the API paths without the node base (docs/architecture.md#the-apps-conventions). Pages load lazily: a deep link
// fetches only its own page's chunk, while its static loader starts the data request in parallel.
const pages: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }) },
  {
    path: 'accounts/:address',
    loader: accountLoader,
    lazy: async () => ({ Component: (await import('./routes/account-route')).AccountRoute }),
  },
  {
    path: 'accounts/:address/resource/:resourceType',
    loader: resourceLoader,
    lazy: async () => ({ Component: (await import('./routes/resource-route')).ResourceRoute }),
  },
  {
    path: 'tables/:tableHandle/raw_item',
    loader: tableLoader,
    lazy: async () => ({ Component: (await import('../features/table/table-item-page')).default }),
  },
  // a table has no page of its own: its handle alone opens the item lookup
  { path: 'tables/:tableHandle', loader: ({ params, request }) => redirect(`/tables/${params.tableHandle ?? ''}/raw_item${new URL(request.url).search}`) },
  { path: 'bcs', lazy: async () => ({ Component: (await import('../features/bcs/bcs-inspector-page')).default }) },
  { path: 'spec', lazy: async () => ({ Component: (await import('./routes/spec-route')).SpecRoute }) },
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
