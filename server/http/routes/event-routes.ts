// GET /v1/accounts/{address}/events/{creation_number}: events of one handle by sequence number, as real
// nodes list them (aptos-core api/src/events.rs): `start` absent lists the last page. JSON only.
import type { Ledger } from '../../chain/ledger';
import { sendUncachedJson } from '../caching/compressed-body';
import { HttpApiError } from '../errors/http-api-error';
import { requestHead } from '../inputs/request-ledger-head';
import { pastTheStore } from '../inputs/stored-integers';
import type { TransactionJson } from '../json-text/transaction-json';
import type { EndpointHandlers } from '../register-endpoints';

export function eventRoutes(ledger: Ledger, json: TransactionJson): Pick<EndpointHandlers, 'getEventsByCreationNumber'> {
  return {
    getEventsByCreationNumber: ({ address, creation_number: creationNumber, start, limit }, request, reply) => {
      // no handle has that creation number, or no event that sequence number: an empty page, as past the last
      if (pastTheStore(creationNumber, start)) return sendUncachedJson(request, reply, '[]');
      const head = requestHead(request);
      const events = ledger
        .events(address.bytes, creationNumber, start ?? null, limit)
        .filter((event) => event.version <= head.ledgerVersion);
      const first = events[0];
      // sequence numbers of a handle have no gaps: a later first one means the earlier ones were pruned
      if (start !== undefined && first !== undefined && first.sequenceNumber > start) {
        throw new HttpApiError(
          410,
          'version_pruned',
          `Events of handle (${address.text}, ${creationNumber}) from sequence number ${start} have been pruned; the oldest kept is ${first.sequenceNumber}`,
        );
      }
      return sendUncachedJson(request, reply, `[${events.map((event) => json.versionedEvent(event)).join(',')}]`);
    },
  };
}
