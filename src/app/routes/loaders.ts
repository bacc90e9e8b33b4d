import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { readExplorerContext, type ExplorerContext } from '../../components/explorer/use-explorer-params';
import { explorerPath, type ExplorerTarget } from '../../core/search/explorer-location';
import { accountQueries } from '../../features/account/queries';
import { queryClient } from '../query-client';
import { parseAddressParam, parseResourceTypeParam } from './route-params';

// Loaders live in the main chunk so the data request starts while the page's chunk downloads.
// They never block on data: the page shows a skeleton shaped like the result meanwhile.

/**
 * The page's context when its data may be read now: not while a parameter is bad, nor while the link
 * names a node the user has not agreed to (the consent prompt reads nothing until they answer).
 */
function readableContext(request: Request): ExplorerContext | null {
  const context = readExplorerContext(new URL(request.url).searchParams);
  return context.badParams.length === 0 && context.pendingNode === undefined ? context : null;
}

/** Redirects a non-canonical path (long-form address, unnormalised tag) to the canonical one, same query. */
function redirectIfNotCanonical(request: Request, target: ExplorerTarget): void {
  const url = new URL(request.url);
  const canonical = explorerPath(target);
  if (decodeURIComponent(url.pathname) !== decodeURIComponent(canonical)) throw redirect(`${canonical}${url.search}`);
}

export function accountLoader({ params, request }: LoaderFunctionArgs): null {
  const address = parseAddressParam(params.address);
  if (!address.ok) return null;
  redirectIfNotCanonical(request, { kind: 'account', address: address.value });
  const context = readableContext(request);
  if (context !== null) void queryClient.prefetchQuery(accountQueries.resourceList(context.node, address.value, context.ledgerVersion));
  return null;
}

export function resourceLoader({ params, request }: LoaderFunctionArgs): null {
  const address = parseAddressParam(params.address);
  const resourceType = parseResourceTypeParam(params.resourceType);
  if (!address.ok || !resourceType.ok) return null;
  redirectIfNotCanonical(request, { kind: 'resource', address: address.value, resourceType: resourceType.value });
  const context = readableContext(request);
  if (context !== null) {
    void queryClient.prefetchQuery(accountQueries.resource(context.node, address.value, resourceType.value, context.ledgerVersion));
  }
  return null;
}

export function tableLoader({ params, request }: LoaderFunctionArgs): null {
  const handle = parseAddressParam(params.tableHandle);
  if (!handle.ok) return null;
  const url = new URL(request.url);
  const canonical = explorerPath({ kind: 'table', handle: handle.value });
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`);
  return null;
}

/** `/tables/{handle}` (the table page): a long-form handle redirects to the short form, the query kept. */
export function tablesLoader({ params, request }: LoaderFunctionArgs): null {
  const handle = parseAddressParam(params.tableHandle);
  if (!handle.ok) return null;
  const url = new URL(request.url);
  const canonical = `/tables/${handle.value}`;
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`);
  return null;
}

/** `/txn/{version or hash}` (the Aptos explorer's short form): the page it names; anything else goes to by_version, which says why it is not one. */
export function transactionPathOf(id: string): string {
  return /^(0x)?[0-9a-fA-F]{64}$/.test(id) && !/^\d+$/.test(id)
    ? `/transactions/by_hash/${normalizeHash(id)}`
    : `/transactions/by_version/${id}`;
}

/** A hash as the explorer writes it: 0x and lowercase. */
export function normalizeHash(text: string): string {
  return `0x${text.replace(/^0x/i, '').toLowerCase()}`;
}

export function moduleLoader({ params, request }: LoaderFunctionArgs): null {
  const address = parseAddressParam(params.address);
  if (!address.ok || params.moduleName === undefined) return null;
  redirectIfNotCanonical(request, { kind: 'module', address: address.value, moduleName: params.moduleName });
  return null;
}

// The transaction and block reads: their query module (and the zod it parses with) loads on demand, so the
// main chunk stays as it was; it is the chunk the page needs anyway, fetched while the page's own loads.
const loadTransactionQueries = () => import('../../queries/transactions');

export function transactionLoader({ params, request }: LoaderFunctionArgs): null {
  const context = readableContext(request);
  if (context === null) return null;
  const { version, hash } = params;
  if (version !== undefined && /^\d{1,20}$/.test(version)) {
    void loadTransactionQueries().then(({ transactionQueries }) =>
      queryClient.prefetchQuery(transactionQueries.byVersion(context.node, BigInt(version))),
    );
  } else if (hash !== undefined && /^0x[0-9a-f]{64}$/.test(hash)) {
    void loadTransactionQueries().then(({ transactionQueries }) =>
      queryClient.prefetchQuery(transactionQueries.byHash(context.node, hash)),
    );
  }
  return null;
}

export function blockLoader({ params, request }: LoaderFunctionArgs): null {
  const context = readableContext(request);
  const height = params.height;
  if (context === null || height === undefined || !/^\d{1,20}$/.test(height)) return null;
  void loadTransactionQueries().then(({ transactionQueries }) =>
    queryClient.prefetchQuery(transactionQueries.blockByHeight(context.node, BigInt(height), true)),
  );
  return null;
}
