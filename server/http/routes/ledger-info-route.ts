// GET /v1: ledger info (extension real nodes have; docs/api.md#routes), u64 members as strings.
import type { Ledger } from '../../chain/ledger';
import type { LedgerInfoBody } from '../../../src/core/api/schemas';
import { resolveReadVersion } from '../inputs/read-version';
import { sendUncachedJson } from '../caching/compressed-body';
import { requestHead } from '../inputs/request-ledger-head';
import type { EndpointHandlers } from '../register-endpoints';

export function ledgerInfoRoute(ledger: Ledger): Pick<EndpointHandlers, 'getLedgerInfo'> {
  return {
    getLedgerInfo: ({ ledger_version }, request, reply) => {
      const head = requestHead(request);
      // the answer is always the latest ledger, but a ledger_version is judged as on every route (400, 404, 410)
      resolveReadVersion(head, ledger_version);
      const body: LedgerInfoBody = {
        chain_id: head.chainId,
        epoch: head.epoch.toString(),
        ledger_version: head.ledgerVersion.toString(),
        oldest_ledger_version: head.oldestLedgerVersion.toString(),
        ledger_timestamp: head.ledgerTimestampUsec.toString(),
        node_role: 'full_node',
        oldest_block_height: head.oldestBlockHeight.toString(),
        block_height: head.blockHeight.toString(),
      };
      // ours, only while blocks cannot be added (a full disk): latest stands still, and says why
      const stall = ledger.productionStall();
      if (stall !== null) {
        body.degraded = {
          reason: stall.reason,
          message: stall.message,
          since: new Date(stall.sinceMs).toISOString(),
          attempts: stall.attempts,
        };
      }
      return sendUncachedJson(request, reply, JSON.stringify(body));
    },
  };
}
