// An account's resources list, every page of it: the account page's first read, which its loader imports on
// demand (app/routes/loaders.ts), so that no other page's first load carries the list's reads and paging.
import { queryOptions } from '@tanstack/react-query';
import { RESOURCE_LIST_PAGE_SIZE } from '../../core/api/read-requests';
import { collectPages, type PagingStop } from '../../core/api/collect-pages';
import type { LedgerInfo } from '../../core/api/ledger-headers';
import { fetchTakingEarly } from '../../components/early-fetch/take-early-fetch';
import { versionedRead, versionKey } from '../../queries/versioned-read';
import { nodeRequest } from '../../queries/ledger-status/ledger-status';
import { accountQueries } from './queries';
import { readResourceListPage, type ListedResource } from './resource-list-read';

export interface ResourceList {
  /** Types first: a value is here only when the node listed it as JSON (see resource-list-read.ts). */
  resources: ListedResource[];
  ledger: LedgerInfo | null;
  /** The version every page was read at (undefined when the node hides its headers and none was pinned). */
  readAt: bigint | undefined;
  pages: number;
  /** Why the list stopped before the node's last page (a repeated cursor, a limit, a cursor hidden from the page); null when complete. */
  stopped: PagingStop | null;
}

/** Far above any account of the demo chain (0xbeef: 10,000 resources in two pages), far below what freezes a tab. */
export const LIST_LIMITS = { maxPages: 20, maxItems: 50_000 };

/** Every page of the resources list (extension). A read at latest is pinned to the first page's version so pages agree. */
export const resourceListQuery = (node: string, address: string, ledgerVersion: bigint | undefined) =>
  queryOptions({
    queryKey: [...accountQueries.all(node), 'resources', address, versionKey(ledgerVersion)],
    queryFn: async ({ client, signal }): Promise<ResourceList> => {
      const page = { ...nodeRequest(client, node, signal), address, limit: RESOURCE_LIST_PAGE_SIZE };
      // the first page may already be on its way (index.html asks for it, as BCS, with this page size)
      const first = await readResourceListPage({ ...page, ledgerVersion, fetch: fetchTakingEarly() });
      const readAt = ledgerVersion ?? first.ledger?.ledgerVersion;
      const collected = await collectPages<ListedResource>(
        async (cursor) => (cursor === null ? first : readResourceListPage({ ...page, ledgerVersion: readAt, start: cursor })),
        LIST_LIMITS,
      );
      return { resources: collected.items, ledger: first.ledger, readAt, pages: collected.pages, stopped: collected.stopped };
    },
    // the list is not refreshed: only its freshness follows the rule
    ...versionedRead(ledgerVersion),
    refetchInterval: false,
  });
