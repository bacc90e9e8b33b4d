// GET /v1/transactions, /v1/transactions/by_version/{txn_version}, /v1/transactions/by_hash/{txn_hash} and
// /v1/accounts/{address}/transactions, as real nodes answer them (aptos-core api/src/transactions.rs;
// docs/api.md#transactions-blocks-and-events). JSON only: real nodes also send BCS (TransactionOnChainData),
// which this node does not.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LedgerHead } from '../../../src/core/api/ledger-info';
import { formatHexBytes } from '../../../src/core/move/hex';
import type { Ledger, LedgerTransaction } from '../../chain/ledger';
import { sendUncachedJson } from '../caching/compressed-body';
import type { LargeAnswers } from '../caching/large-answers';
import { HttpApiError } from '../errors/http-api-error';
import { versionPruned } from '../inputs/read-version';
import { requestHead } from '../inputs/request-ledger-head';
import { singleQueryValue } from '../inputs/request-inputs';
import { pastTheStore } from '../inputs/stored-integers';
import type { TransactionJson } from '../json-text/transaction-json';
import type { EndpointHandlers } from '../register-endpoints';

type Handlers = Pick<EndpointHandlers, 'getTransactions' | 'getTransactionByVersion' | 'getTransactionByHash' | 'getAccountTransactions'>;

/** Only what was committed when the request arrived (a block may land while it is read). */
function upTo(head: LedgerHead, transactions: LedgerTransaction[]): LedgerTransaction[] {
  return transactions.filter((txn) => txn.version <= head.ledgerVersion);
}

export function transactionRoutes(ledger: Ledger, json: TransactionJson, large: LargeAnswers): Handlers {
  const list = (transactions: LedgerTransaction[]) => `[${transactions.map((txn) => json.transaction(txn)).join(',')}]`;

  /** The transaction of a version within the head's window (by version or by hash: one body). */
  const sendTransaction = (request: FastifyRequest, reply: FastifyReply, version: bigint) =>
    large.send(request, reply, `transaction ${version}`, () => {
      const [txn] = ledger.transactions(version, 1);
      // pruned between the head and the read
      if (txn === undefined || txn.version !== version) throw versionPruned(version);
      return { text: json.transaction(txn), whole: true };
    });

  return {
    getTransactionByVersion: ({ txn_version: version }, request, reply) => {
      // readable from the oldest kept version to the latest (410 below, 404 above)
      const head = requestHead(request);
      if (version > head.ledgerVersion)
        throw new HttpApiError(404, 'transaction_not_found', `Transaction not found by Transaction version(${version})`);
      if (version < head.oldestLedgerVersion) throw versionPruned(version);
      return sendTransaction(request, reply, version);
    },

    getTransactionByHash: ({ txn_hash: hash }, request, reply) => {
      const head = requestHead(request);
      const version = ledger.versionOfTransactionHash(hash);
      if (version === null || version > head.ledgerVersion || version < head.oldestLedgerVersion) {
        throw new HttpApiError(404, 'transaction_not_found', `Transaction not found by Transaction hash(${formatHexBytes(hash)})`);
      }
      return sendTransaction(request, reply, version);
    },

    getTransactions: ({ start, limit }, request, reply) => {
      // real nodes ignore it; a list read "at" a version that is really the newest page misleads
      if (singleQueryValue(request.query, 'ledger_version') !== undefined) {
        throw new HttpApiError(
          400,
          'invalid_input',
          'GET /v1/transactions takes no ledger_version: it lists by version from start (the newest page without it); the versions up to N are start=N-limit+1',
        );
      }
      const head = requestHead(request);
      const latest = head.ledgerVersion;
      if (start !== undefined && start > latest) {
        throw new HttpApiError(
          400,
          'invalid_input',
          `Given start value (${start}) is higher than the current ledger version, it must be < ${latest}`,
        );
      }
      // no start: the last page, as real nodes (within the window)
      const last = latest + 1n - BigInt(limit);
      const first = start ?? (last > head.oldestLedgerVersion ? last : head.oldestLedgerVersion);
      if (first < head.oldestLedgerVersion) throw versionPruned(first);
      const count = Math.min(limit, Number(latest - first + 1n));
      // versions first … first + count - 1 are all committed: the page never changes
      return large.send(request, reply, `page ${first} ${count}`, () => {
        const page = upTo(head, ledger.transactions(first, count));
        return { text: list(page), whole: page.length === count };
      });
    },

    getAccountTransactions: ({ address, start, limit }, request, reply) => {
      // no account has sent that many: an empty page, as past its last
      if (pastTheStore(start)) return sendUncachedJson(request, reply, '[]');
      const head = requestHead(request);
      // only what the account sent, by sequence number; no start: its last page
      const sent = upTo(head, ledger.accountTransactions(address.bytes, start ?? null, limit));
      const first = sent[0];
      if (start !== undefined && first !== undefined && first.sequenceNumber !== null && first.sequenceNumber > start) {
        throw new HttpApiError(
          410,
          'version_pruned',
          `Transactions of account ${address.text} from sequence number ${start} have been pruned; the oldest kept is ${first.sequenceNumber}`,
        );
      }
      return sendUncachedJson(request, reply, list(sent));
    },
  };
}
