// Transactions, blocks and events (the routes real nodes serve, docs/api.md; paths from endpoints.ts), in a module of their own:
// only the lazily loaded pages read them (their body parser: transaction-body-parse.ts).
import {
  ACCOUNT_TRANSACTIONS,
  BLOCK_BY_HEIGHT,
  BLOCK_BY_VERSION,
  endpointCall,
  EVENTS_BY_CREATION_NUMBER,
  TRANSACTION_BY_HASH,
  TRANSACTION_BY_VERSION,
  TRANSACTIONS,
} from './endpoints';
import { malformedBody, readJsonBody, sendApiRequest, type ApiRequest, type ApiResponse, type RequestOptions } from './send-request';
import {
  parseBlockBody,
  parseEventListBody,
  parseTransactionBody,
  parseTransactionListBody,
  type Block,
  type Transaction,
  type VersionedEvent,
} from './transaction-body-parse';
import type { Result } from '../result';

/** A page of a list: where it starts and how many at most (the node's default, 25, when absent). */
export type PageQuery = { start?: bigint | undefined; limit?: number | undefined };

async function readParsed<T>(options: RequestOptions, request: ApiRequest, parse: (body: unknown) => Result<T>): Promise<ApiResponse<T>> {
  const sent = await sendApiRequest(options, request);
  const parsed = parse(await readJsonBody(sent, options.signal));
  if (!parsed.ok) throw malformedBody(sent, parsed.message);
  return { data: parsed.value, ledger: sent.ledger };
}

/** A page of a list, kept to the limit it asked for; `sent` when the node sent more than that (a hostile node sent 20,000 for 10). */
export type ListPage<T> = ApiResponse<T[]> & { sent?: number };

async function readListPage<T>(
  options: RequestOptions & PageQuery,
  request: ApiRequest,
  parse: (body: unknown) => Result<T[]>,
): Promise<ListPage<T>> {
  const answer = await readParsed(options, request, parse);
  const limit = options.limit;
  if (limit === undefined || answer.data.length <= limit) return answer;
  return { data: answer.data.slice(0, limit), ledger: answer.ledger, sent: answer.data.length };
}

function get(call: { method: 'GET'; path: string }, query?: ApiRequest['query']): ApiRequest {
  return { ...call, query, accept: 'application/json' };
}

/** GET /transactions/by_version/{v}: 404 `transaction_not_found` past latest, 410 below the window. */
export function getTransactionByVersion(options: RequestOptions & { version: bigint }): Promise<ApiResponse<Transaction>> {
  return readParsed(options, get(endpointCall(TRANSACTION_BY_VERSION, { txn_version: options.version.toString() })), parseTransactionBody);
}

/** GET /transactions/by_hash/{h}: a committed transaction, or on real nodes one still pending. */
export function getTransactionByHash(options: RequestOptions & { hash: string }): Promise<ApiResponse<Transaction>> {
  return readParsed(options, get(endpointCall(TRANSACTION_BY_HASH, { txn_hash: options.hash })), parseTransactionBody);
}

/** GET /transactions?start=&limit=: consecutive versions from `start` (the newest page when absent). */
export function getTransactions(options: RequestOptions & PageQuery): Promise<ListPage<Transaction>> {
  return readListPage(
    options,
    get(endpointCall(TRANSACTIONS, {}), { start: options.start, limit: options.limit }),
    parseTransactionListBody,
  );
}

/** GET /accounts/{a}/transactions?start=&limit=: what the account sent, from sequence number `start`. */
export function getAccountTransactions(options: RequestOptions & PageQuery & { address: string }): Promise<ListPage<Transaction>> {
  const call = endpointCall(ACCOUNT_TRANSACTIONS, { address: options.address });
  return readListPage(options, get(call, { start: options.start, limit: options.limit }), parseTransactionListBody);
}

/** GET /blocks/by_height/{h}; with `withTransactions`, its transactions (as many as the node sends: a real node up to its page size, 10,000 by default). */
export function getBlockByHeight(options: RequestOptions & { height: bigint; withTransactions?: boolean }): Promise<ApiResponse<Block>> {
  const query = { with_transactions: options.withTransactions === true ? 'true' : undefined };
  return readParsed(options, get(endpointCall(BLOCK_BY_HEIGHT, { block_height: options.height.toString() }), query), parseBlockBody);
}

/** GET /blocks/by_version/{v}: the block holding version v. */
export function getBlockByVersion(options: RequestOptions & { version: bigint; withTransactions?: boolean }): Promise<ApiResponse<Block>> {
  const query = { with_transactions: options.withTransactions === true ? 'true' : undefined };
  return readParsed(options, get(endpointCall(BLOCK_BY_VERSION, { version: options.version.toString() }), query), parseBlockBody);
}

/** GET /accounts/{a}/events/{creation_number}?start=&limit=: one event handle's events, by sequence number. */
export function getAccountEvents(
  options: RequestOptions & PageQuery & { address: string; creationNumber: bigint },
): Promise<ListPage<VersionedEvent>> {
  const call = endpointCall(EVENTS_BY_CREATION_NUMBER, { address: options.address, creation_number: options.creationNumber.toString() });
  return readListPage(options, get(call, { start: options.start, limit: options.limit }), parseEventListBody);
}
