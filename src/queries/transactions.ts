import { queryOptions, type Query } from '@tanstack/react-query';
import type { ApiResponse } from '../core/api/send-request';
import type { Block, Transaction, VersionedEvent } from '../core/api/transaction-body-parse';
import {
  getAccountEvents,
  getAccountTransactions,
  getBlockByHeight,
  getBlockByVersion,
  getTransactionByHash,
  getTransactionByVersion,
  getTransactions,
  type PageQuery,
} from '../core/api/transaction-read';
import { pinnedStaleTime } from './ledger-status/ledger-bounds';
import { LATEST_STALE_MS } from './versioned-read';
import { apiKeyFor } from '../core/settings/node-settings';

// Transactions, blocks and events, shared by every feature that shows them (the transaction and block
// pages, account activity, "changed by" links). Keys: node URL first, then the endpoint, then the inputs
// (docs/architecture.md#the-apps-conventions). What a version holds never changes: a transaction or a
// block is fresh forever, until the newest ledger seen says it was pruned (pinnedStaleTime), so that
// opening it again asks the node, which answers 410.

const startKey = (start: bigint | undefined) => start?.toString() ?? 'newest';

/** Fresh until pruned, judged by the first version the answer holds; a failed read is retried on demand. */
function untilPruned<T>(node: string, firstVersion: (data: T) => string | undefined) {
  return (query: Query<ApiResponse<T>, Error, ApiResponse<T>, readonly unknown[]>): number => {
    const data = query.state.data?.data;
    const version = data === undefined ? undefined : firstVersion(data);
    return version === undefined ? LATEST_STALE_MS : pinnedStaleTime(node, BigInt(version))();
  };
}

/** A page read from a given start holds the same items once it is full; the newest page (no start) or a short one grows. */
function pageStaleTime<T>(node: string, page: PageQuery, firstVersion: (item: T) => string) {
  return (query: Query<ApiResponse<T[]>, Error, ApiResponse<T[]>, readonly unknown[]>): number => {
    const items = query.state.data?.data;
    const first = items?.[0];
    if (page.start === undefined || items === undefined || first === undefined || items.length < (page.limit ?? 25)) return LATEST_STALE_MS;
    return pinnedStaleTime(node, BigInt(firstVersion(first)))();
  };
}

const versionOf = (transaction: Transaction): string | undefined =>
  transaction.type === 'pending_transaction' ? undefined : transaction.version;

export const transactionQueries = {
  /** Every page of one account's sent transactions (the newest-first list's key is built on it). */
  ofAccountKey: (node: string, address: string) => [node, 'transactions', 'of_account', address] as const,

  /** Every page of one event handle's events. */
  eventsKey: (node: string, address: string, creationNumber: bigint) => [node, 'events', address, creationNumber.toString()] as const,

  /** GET /transactions/by_version/{v}; `fetch`: the route loader's, which takes the boot script's early request. */
  byVersion: (node: string, version: bigint, fetch?: typeof globalThis.fetch) =>
    queryOptions({
      queryKey: [node, 'transactions', 'by_version', version.toString()],
      queryFn: ({ signal }) => getTransactionByVersion({ node, version, signal, apiKey: apiKeyFor(node), fetch }),
      staleTime: pinnedStaleTime(node, version),
      retryOnMount: false,
    }),

  /** GET /transactions/by_hash/{h} (`hash` normalised: 0x and lowercase); a pending one is asked again. */
  byHash: (node: string, hash: string) =>
    queryOptions({
      queryKey: [node, 'transactions', 'by_hash', hash],
      queryFn: ({ signal }) => getTransactionByHash({ node, hash, signal, apiKey: apiKeyFor(node) }),
      staleTime: untilPruned<Transaction>(node, versionOf),
      retryOnMount: false,
    }),

  /** GET /transactions?start=&limit=. */
  list: (node: string, page: PageQuery) =>
    queryOptions({
      queryKey: [node, 'transactions', 'list', startKey(page.start), page.limit ?? 'default'],
      queryFn: ({ signal }) => getTransactions({ node, ...page, signal, apiKey: apiKeyFor(node) }),
      staleTime: pageStaleTime<Transaction>(node, page, (transaction) => versionOf(transaction) ?? '0'),
    }),

  /** GET /accounts/{a}/transactions?start=&limit= (`address` normalised), by sequence number. */
  ofAccount: (node: string, address: string, page: PageQuery) =>
    queryOptions({
      queryKey: [...transactionQueries.ofAccountKey(node, address), startKey(page.start), page.limit ?? 'default'],
      queryFn: ({ signal }) => getAccountTransactions({ node, address, ...page, signal, apiKey: apiKeyFor(node) }),
      staleTime: pageStaleTime<Transaction>(node, page, (transaction) => versionOf(transaction) ?? '0'),
    }),

  /** GET /blocks/by_height/{h}, with its transactions or without. */
  blockByHeight: (node: string, height: bigint, withTransactions: boolean) =>
    queryOptions({
      queryKey: [node, 'blocks', 'by_height', height.toString(), withTransactions],
      queryFn: ({ signal }) => getBlockByHeight({ node, height, withTransactions, signal, apiKey: apiKeyFor(node) }),
      staleTime: untilPruned<Block>(node, (block) => block.first_version),
      retryOnMount: false,
    }),

  /** GET /blocks/by_version/{v}: the block holding version v. */
  blockByVersion: (node: string, version: bigint, withTransactions: boolean) =>
    queryOptions({
      queryKey: [node, 'blocks', 'by_version', version.toString(), withTransactions],
      queryFn: ({ signal }) => getBlockByVersion({ node, version, withTransactions, signal, apiKey: apiKeyFor(node) }),
      staleTime: pinnedStaleTime(node, version),
      retryOnMount: false,
    }),

  /** GET /accounts/{a}/events/{creation_number}?start=&limit=, by sequence number. */
  events: (node: string, address: string, creationNumber: bigint, page: PageQuery) =>
    queryOptions({
      queryKey: [...transactionQueries.eventsKey(node, address, creationNumber), startKey(page.start), page.limit ?? 'default'],
      queryFn: ({ signal }) => getAccountEvents({ node, address, creationNumber, ...page, signal, apiKey: apiKeyFor(node) }),
      staleTime: pageStaleTime<VersionedEvent>(node, page, (event) => event.version),
    }),
};
