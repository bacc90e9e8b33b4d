import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchTakingEarly } from '../../components/early-fetch/take-early-fetch';
import { readExplorerContext, type ExplorerContext } from '../../components/explorer/use-explorer-params';
import { explorerPath, type ExplorerTarget } from '../../core/search/explorer-location';
import type { PageKind, PageTarget } from '../../core/search/explorer-pages';
import { parsePageResult, type PageParse } from '../../core/search/parse-page';
import { accountQueries } from '../../features/account/queries';
import { queryClient } from '../query-client';

// Loaders live in the main chunk so the data request starts while the page's chunk downloads.
// They never block on data: the page shows a skeleton shaped like the result meanwhile.

// The transaction and block reads: their query module (and the zod it parses with) loads on demand, so the
// main chunk stays as it was; it is the chunk the page needs anyway, fetched while the page's own loads.
const transactionQueries = async () => (await import('../../queries/transactions')).transactionQueries;
// An account's list (its paging, the list's reads) likewise, from the account page's own chunk: no other page's
// first load carries it, and the account page's has no chunk more to load for it.
const resourceListQuery = async () => (await import('./account-route')).resourceListQuery;

/** The first read of each page that has one the URL alone decides. */
const PREFETCH: { [K in PageKind]?: (target: PageTarget<K>, context: ExplorerContext) => unknown } = {
  account: async (t, c) => queryClient.prefetchQuery((await resourceListQuery())(c.node, t.address, c.ledgerVersion)),
  resource: (t, c) => queryClient.prefetchQuery(accountQueries.resource(c.node, t.address, t.resourceType, c.ledgerVersion)),
  // the boot script's early read of it is taken here (explorer-pages.ts), as accountQueries' reads take theirs
  transaction: async (t, c) =>
    queryClient.prefetchQuery((await transactionQueries()).byVersion(c.node, BigInt(t.version), fetchTakingEarly())),
  transaction_by_hash: async (t, c) => queryClient.prefetchQuery((await transactionQueries()).byHash(c.node, t.hash)),
  block: async (t, c) => queryClient.prefetchQuery((await transactionQueries()).blockByHeight(c.node, BigInt(t.height), true)),
};

/**
 * The page's context when its data may be read now: not while a parameter is bad, nor while the link
 * names a node the user has not agreed to (the consent prompt reads nothing until they answer).
 */
function readableContext(url: URL): ExplorerContext | null {
  const context = readExplorerContext(url.searchParams);
  return context.badParams.length === 0 && context.pendingNode === undefined ? context : null;
}

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The route of page `kind`: parses the URL once (the page reads the answer with usePageTarget), redirects a
 * non-canonical spelling (a long address, an unnormalised tag, a version with leading zeros) to the
 * canonical path with the same query, and starts the page's first read.
 */
export const pageLoader =
  (kind: PageKind) =>
  ({ params, request }: LoaderFunctionArgs): PageParse => {
    const url = new URL(request.url);
    const parsed = parsePageResult(kind, params as Record<string, string>, url.searchParams);
    if (!parsed.ok) return parsed;
    const canonical = explorerPath(parsed.value);
    if (decoded(url.pathname) !== decoded(canonical)) throw redirect(`${canonical}${url.search}`);
    const prefetch = PREFETCH[kind] as ((target: ExplorerTarget, context: ExplorerContext) => unknown) | undefined;
    const context = prefetch && readableContext(url);
    if (context) void prefetch?.(parsed.value, context);
    return parsed;
  };
