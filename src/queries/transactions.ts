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
import { pinned } from './ledger-status/ledger-bounds';
import { LATEST_STALE_MS } from './versioned-read';
import { nodeRequest } from './ledger-status/ledger-status';

// Transactions, blocks and events, shared by every feature that shows them (the transaction and block
// pages, account activity, "changed by" links). Keys: node URL first, then the endpoint, then the inputs
// (docs/architecture.md#the-apps-conventions). What a version holds never changes: a transaction or a
// block is fresh forever, until the newest ledger seen says it was pruned (ledger-bounds.ts), so that
// opening it again asks the node, which answers 410.

const startKey = (start: bigint | undefined) => start?.toString() ?? 'newest';

/**
 * Fresh until pruned, judged by the version the answer holds first (`firstIn`); one that holds none (a
 * pending transaction, the newest or a short page) grows with latest, and a failed read is retried on demand.
 */
function untilPruned<T>(firstIn: (data: T) => bigint | undefined) {
  const pinnedAt = (answer: ApiResponse<T>) => firstIn(answer.data);
  const staleTime = (query: Query<ApiResponse<T>, Error, ApiResponse<T>, readonly unknown[]>) =>
    query.state.data !== undefined && pinnedAt(query.state.data) !== undefined ? Infinity : LATEST_STALE_MS;
  return { ...pinned(pinnedAt), staleTime };
}

/** A page read from a given start holds the same items once it is full; the newest page (no start) or a short one grows. */
const fullPageFrom =
  <T>(page: PageQuery, versionOf: (item: T) => bigint) =>
  (items: T[]) =>
    page.start !== undefined && items[0] !== undefined && items.length >= (page.limit ?? 25) ? versionOf(items[0]) : undefined;

const versionOf = (transaction: Transaction) => (transaction.type === 'pending_transaction' ? undefined : BigInt(transaction.version));

export const transactionQueries = {
  /** Every page of one account's sent transactions (the newest-first list's key is built on it). */
  ofAccountKey: (node: string, address: string) => [node, 'transactions', 'of_account', address] as const,

  /** Every page of one event handle's events. */
  eventsKey: (node: string, address: string, creationNumber: bigint) => [node, 'events', address, creationNumber.toString()] as const,

  /** GET /transactions/by_version/{v}; `fetch`: the route loader's, which takes the boot script's early request. */
  byVersion: (node: string, version: bigint, fetch?: typeof globalThis.fetch) =>
    queryOptions({
      queryKey: [node, 'transactions', 'by_version', version.toString()],
      queryFn: ({ client, signal }) => getTransactionByVersion({ ...nodeRequest(client, node, signal), version, fetch }),
      ...pinned(version),
      retryOnMount: false,
    }),

  /** GET /transactions/by_hash/{h} (`hash` normalised: 0x and lowercase); a pending one is asked again. */
  byHash: (node: string, hash: string) =>
    queryOptions({
      queryKey: [node, 'transactions', 'by_hash', hash],
      queryFn: ({ client, signal }) => getTransactionByHash({ ...nodeRequest(client, node, signal), hash }),
      ...untilPruned(versionOf),
      retryOnMount: false,
    }),

  /** GET /transactions?start=&limit=. */
  list: (node: string, page: PageQuery) =>
    queryOptions({
      queryKey: [node, 'transactions', 'list', startKey(page.start), page.limit ?? 'default'],
      queryFn: ({ client, signal }) => getTransactions({ ...nodeRequest(client, node, signal), ...page }),
      ...untilPruned(fullPageFrom(page, (transaction: Transaction) => versionOf(transaction) ?? 0n)),
    }),

  /** GET /accounts/{a}/transactions?start=&limit= (`address` normalised), by sequence number. */
  ofAccount: (node: string, address: string, page: PageQuery) =>
    queryOptions({
      queryKey: [...transactionQueries.ofAccountKey(node, address), startKey(page.start), page.limit ?? 'default'],
      queryFn: ({ client, signal }) => getAccountTransactions({ ...nodeRequest(client, node, signal), address, ...page }),
      ...untilPruned(fullPageFrom(page, (transaction: Transaction) => versionOf(transaction) ?? 0n)),
    }),

  /** GET /blocks/by_height/{h}, with its transactions or without. */
  blockByHeight: (node: string, height: bigint, withTransactions: boolean) =>
    queryOptions({
      queryKey: [node, 'blocks', 'by_height', height.toString(), withTransactions],
      queryFn: ({ client, signal }) => getBlockByHeight({ ...nodeRequest(client, node, signal), height, withTransactions }),
      ...untilPruned((block: Block) => BigInt(block.first_version)),
      retryOnMount: false,
    }),

  /** GET /blocks/by_version/{v}: the block holding version v. */
  blockByVersion: (node: string, version: bigint, withTransactions: boolean) =>
    queryOptions({
      queryKey: [node, 'blocks', 'by_version', version.toString(), withTransactions],
      queryFn: ({ client, signal }) => getBlockByVersion({ ...nodeRequest(client, node, signal), version, withTransactions }),
      ...pinned(version),
      retryOnMount: false,
    }),

  /** GET /accounts/{a}/events/{creation_number}?start=&limit=, by sequence number. */
  events: (node: string, address: string, creationNumber: bigint, page: PageQuery) =>
    queryOptions({
      queryKey: [...transactionQueries.eventsKey(node, address, creationNumber), startKey(page.start), page.limit ?? 'default'],
      queryFn: ({ client, signal }) => getAccountEvents({ ...nodeRequest(client, node, signal), address, creationNumber, ...page }),
      ...untilPruned(fullPageFrom(page, (event: VersionedEvent) => BigInt(event.version))),
    }),
};
