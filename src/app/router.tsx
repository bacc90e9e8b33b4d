import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { EXPLORER_PAGES, type PageKind } from '../core/search/explorer-pages';
import { preloadPageAssets, readPageAssets } from './boot/page-assets';
import { PageSkeleton } from './layout/page-skeleton';
import { NotFound, RouteError } from './layout/route-error';
import { RootLayout } from './layout/root-layout';
import { pageLoader } from './routes/loaders';

type PageModule = Promise<{ default: ComponentType }>;

/** Each page's component, loaded lazily: a deep link fetches only its own page's chunk (modules: page-routes.ts). */
export const PAGE_COMPONENTS: Record<PageKind, () => PageModule> = {
  home: () => import('./routes/home-route'),
  account: () => import('./routes/account-route'),
  resource: () => import('./routes/resource-route'),
  events: () => import('../features/account/events-page'),
  module: () => import('../features/module/module-page'),
  table: () => import('../features/table/table-item-page'),
  table_entries: () => import('../features/tables/table-page'),
  transaction: () => import('../features/transaction/transaction-page'),
  transaction_by_hash: () => import('../features/transaction/transaction-page'),
  block: () => import('../features/block/block-page'),
  view: () => import('../features/module/view-page'),
  bcs: () => import('../features/bcs/bcs-inspector-page'),
  spec: () => import('./routes/spec-route'),
};

// Every page of the table (src/core/search/explorer-pages.ts): its path, its loader (which parses the URL
// once and starts the data request while the page's chunk downloads), its component; then its short forms.
const kinds = Object.keys(EXPLORER_PAGES) as PageKind[];
const pages: RouteObject[] = [
  ...kinds.map((kind): RouteObject => {
    const { path } = EXPLORER_PAGES[kind];
    const lazy = async () => {
      // the page's chunks at once: the build lists them in index.html, not beside each import (vite.config.ts)
      const assets = readPageAssets(kind);
      if (assets !== undefined) preloadPageAssets(assets);
      return { Component: (await PAGE_COMPONENTS[kind]()).default };
    };
    return { ...(path === '/' ? { index: true } : { path }), loader: pageLoader(kind), lazy };
  }),
  ...[...new Set(kinds.flatMap((kind) => EXPLORER_PAGES[kind].shortForms ?? []))].map((path) => ({
    path,
    lazy: async () => ({ loader: (await import('./routes/short-form-loader')).shortFormLoader }),
  })),
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
