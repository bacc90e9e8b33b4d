// GET /v1/blocks/by_height/{block_height} and /v1/blocks/by_version/{version}, with `?with_transactions=`,
// as real nodes answer them (aptos-core api/src/blocks.rs, context.rs); at most 100 transactions (a real node: its page size). JSON only.
import { TRANSACTIONS_LIMIT } from '../../../src/core/api/endpoints';
import type { Ledger } from '../../chain/ledger';
import type { BlockRecord } from '../../store/ledger-store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LargeAnswers } from '../caching/large-answers';
import { HttpApiError } from '../errors/http-api-error';
import { versionPruned } from '../inputs/read-version';
import { requestHead } from '../inputs/request-ledger-head';
import type { TransactionJson } from '../json-text/transaction-json';
import type { EndpointHandlers } from '../register-endpoints';

export function blockRoutes(
  ledger: Ledger,
  json: TransactionJson,
  large: LargeAnswers,
): Pick<EndpointHandlers, 'getBlockByHeight' | 'getBlockByVersion'> {
  /** The block's JSON (a committed block never changes); `pruned` when it left the window between the head and the read. */
  const sendBlock = (
    request: FastifyRequest,
    reply: FastifyReply,
    block: BlockRecord | null,
    withTransactions: string,
    pruned: () => HttpApiError,
  ): FastifyReply => {
    if (block === null) throw pruned();
    return large.send(request, reply, `block ${block.height} ${withTransactions}`, () => {
      const first = ledger.transactionRecord(block.firstVersion);
      if (first === null) throw pruned();
      const count = Math.min(TRANSACTIONS_LIMIT.max, Number(block.lastVersion - block.firstVersion + 1n));
      const read = withTransactions === 'true' ? ledger.transactions(block.firstVersion, count) : null;
      const text = json.block(block, first, read?.map((txn) => json.transaction(txn)) ?? null);
      return { text, whole: read === null || read.length === count };
    });
  };

  return {
    getBlockByHeight: ({ block_height: height, with_transactions: withTransactions }, request, reply) => {
      const head = requestHead(request);
      const pruned = () => new HttpApiError(410, 'block_pruned', `Block(${height}) has been pruned`);
      if (height > head.blockHeight) throw new HttpApiError(404, 'block_not_found', `Block not found by Height(${height})`);
      if (height < head.oldestBlockHeight) throw pruned();
      return sendBlock(request, reply, ledger.blockAtHeight(height), withTransactions, pruned);
    },

    getBlockByVersion: ({ version, with_transactions: withTransactions }, request, reply) => {
      const head = requestHead(request);
      const pruned = () => versionPruned(version);
      if (version > head.ledgerVersion) throw new HttpApiError(404, 'block_not_found', `Block not found by Ledger version(${version})`);
      if (version < head.oldestLedgerVersion) throw pruned();
      return sendBlock(request, reply, ledger.blockOfVersion(version), withTransactions, pruned);
    },
  };
}
