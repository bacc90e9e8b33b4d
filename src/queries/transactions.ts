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
import { nodeRequest } from './ledger-status/ledger-memory';

// Transactions, blocks and events, shared by every feature that shows them (the transaction and block
// pages, account activity, "changed by" links). Keys: node URL first, then the endpoint, then the inputs
// (docs/architecture.md#the-apps-conventions). What a version holds never changes: a transaction or a
// block is fresh forever, until the newest ledger seen says it was pruned (ledger-bounds.ts), so that
// opening it again asks the node, which answers 410.

const startKey = (start: bigint | undefined) => start?.toString() ?? 'newest';

/**
 * Fresh until pruned, judged by the version the answer is pinned at (`pinnedAt`: the first it holds); an
 * answer pinned at none (a pending transaction, the newest or a short page) grows with latest, and a failed
 * read is retried on demand.
 */
function untilPruned<T>(pinnedAt: (answer: ApiResponse<T>) => bigint | undefined) {
  return {
    staleTime: (query: Query<ApiResponse<T>, Error, ApiResponse<T>, readonly unknown[]>): number =>
      query.state.data !== undefined && pinnedAt(query.state.data) !== undefined ? Infinity : LATEST_STALE_MS,
    ...pinned(pinnedAt),
  };
}

const firstIn =
  <T>(firstVersion: (data: T) => string | undefined) =>
  (answer: ApiResponse<T>): bigint | undefined => {
    const version = firstVersion(answer.data);
    return version === undefined ? undefined : BigInt(version);
  };

/** A page read from a given start holds the same items once it is full; the newest page (no start) or a short one grows. */
const fullPageFrom =
  <T>(page: PageQuery, firstVersion: (item: T) => string) =>
  (answer: ApiResponse<T[]>): bigint | undefined => {
    const first = answer.data[0];
    if (page.start === undefined || first === undefined || answer.data.length < (page.limit ?? 25)) return undefined;
    return BigInt(firstVersion(first));
  };

const versionOf = (transaction: Transaction): string | undefined =>
  transaction.type === 'pending_transaction' ? undefined : transaction.version;

export const transactionQueries = {
  /** Every page of one account's sent transactions (the newest-first list's key is built on it). */
  ofAccountKey: (node: string, address: string) => [node, 'transactions', 'of_account', address] as const,

  /** Every page of one event handle's events. */
  eventsKey: (node: string, address: string, creationNumber: bigint) => [node, 'events', address, creationNumber.toString()] as const,

  /** GET /transactions/by_version/{v}. */
  byVersion: (node: string, version: bigint) =>
    queryOptions({
      queryKey: [node, 'transactions', 'by_version', version.toString()],
      queryFn: ({ client, signal }) => getTransactionByVersion({ ...nodeRequest(client, node, signal), version }),
      staleTime: Infinity,
      ...pinned(version),
      retryOnMount: false,
    }),

  /** GET /transactions/by_hash/{h} (`hash` normalised: 0x and lowercase); a pending one is asked again. */
  byHash: (node: string, hash: string) =>
    queryOptions({
      queryKey: [node, 'transactions', 'by_hash', hash],
      queryFn: ({ client, signal }) => getTransactionByHash({ ...nodeRequest(client, node, signal), hash }),
      ...untilPruned(firstIn(versionOf)),
      retryOnMount: false,
    }),

  /** GET /transactions?start=&limit=. */
  list: (node: string, page: PageQuery) =>
    queryOptions({
      queryKey: [node, 'transactions', 'list', startKey(page.start), page.limit ?? 'default'],
      queryFn: ({ client, signal }) => getTransactions({ ...nodeRequest(client, node, signal), ...page }),
      ...untilPruned(fullPageFrom(page, (transaction: Transaction) => versionOf(transaction) ?? '0')),
    }),

  /** GET /accounts/{a}/transactions?start=&limit= (`address` normalised), by sequence number. */
  ofAccount: (node: string, address: string, page: PageQuery) =>
    queryOptions({
      queryKey: [...transactionQueries.ofAccountKey(node, address), startKey(page.start), page.limit ?? 'default'],
      queryFn: ({ client, signal }) => getAccountTransactions({ ...nodeRequest(client, node, signal), address, ...page }),
      ...untilPruned(fullPageFrom(page, (transaction: Transaction) => versionOf(transaction) ?? '0')),
    }),

  /** GET /blocks/by_height/{h}, with its transactions or without. */
  blockByHeight: (node: string, height: bigint, withTransactions: boolean) =>
    queryOptions({
      queryKey: [node, 'blocks', 'by_height', height.toString(), withTransactions],
      queryFn: ({ client, signal }) => getBlockByHeight({ ...nodeRequest(client, node, signal), height, withTransactions }),
      ...untilPruned(firstIn((block: Block) => block.first_version)),
      retryOnMount: false,
    }),

  /** GET /blocks/by_version/{v}: the block holding version v. */
  blockByVersion: (node: string, version: bigint, withTransactions: boolean) =>
    queryOptions({
      queryKey: [node, 'blocks', 'by_version', version.toString(), withTransactions],
      queryFn: ({ client, signal }) => getBlockByVersion({ ...nodeRequest(client, node, signal), version, withTransactions }),
      staleTime: Infinity,
      ...pinned(version),
      retryOnMount: false,
    }),

  /** GET /accounts/{a}/events/{creation_number}?start=&limit=, by sequence number. */
  events: (node: string, address: string, creationNumber: bigint, page: PageQuery) =>
    queryOptions({
      queryKey: [...transactionQueries.eventsKey(node, address, creationNumber), startKey(page.start), page.limit ?? 'default'],
      queryFn: ({ client, signal }) => getAccountEvents({ ...nodeRequest(client, node, signal), address, creationNumber, ...page }),
      ...untilPruned(fullPageFrom(page, (event: VersionedEvent) => event.version)),
    }),
};
