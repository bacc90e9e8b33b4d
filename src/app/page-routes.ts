// The module each page's route imports lazily, by page (src/core/search/explorer-pages.ts): the router
// (router.tsx) imports it, and the build (vite.config.ts) lists its chunks for the boot script to preload.
import type { PageKind } from '../core/search/explorer-pages';

export const PAGE_MODULES: Record<PageKind, string> = {
  home: 'src/app/routes/home-route.tsx',
  account: 'src/app/routes/account-route.tsx',
  resource: 'src/app/routes/resource-route.tsx',
  events: 'src/features/account/events-page.tsx',
  module: 'src/features/module/module-page.tsx',
  table: 'src/features/table/table-item-page.tsx',
  table_entries: 'src/features/tables/table-page.tsx',
  transaction: 'src/features/transaction/transaction-page.tsx',
  transaction_by_hash: 'src/features/transaction/transaction-page.tsx',
  block: 'src/features/block/block-page.tsx',
  view: 'src/features/module/view-page.tsx',
  bcs: 'src/features/bcs/bcs-inspector-page.tsx',
  spec: 'src/app/routes/spec-route.tsx',
};

/**
 * A module a page imports at once when its link has a query parameter, by `kind?parameter`: the build
 * lists its chunks beside the pages' and the boot script preloads them with the page's.
 */
export const QUERY_MODULES: Record<string, string> = {
  // a link's key type: the table page reads each key's bytes with it (the BCS reader) before its first rows show
  'table_entries?key_type': 'src/features/tables/key-decode.ts',
};
