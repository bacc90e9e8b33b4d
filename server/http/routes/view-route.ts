// POST /v1/view, as real nodes answer it (aptos-core api/src/view_function.rs): the return values of a
// view function run at `ledger_version` (404 past latest, 410 pruned), a JSON array, or with
// `Accept: application/x-bcs` a BCS vector<vector<u8>>; X-NODE-GAS-USED the work done. A call that does
// not fit the function, or one that aborts, is 400 invalid_input (an abort with its code and location in the
// message, and the VM's status ABORTED, 4016, in vm_error_code).
import type { Ledger } from '../../chain/ledger';
import { callView, ViewInputError } from '../../chain/view-call';
import { ViewAbort, ViewMissingData } from '../../chain/view-functions';
import { LEDGER_HEADERS } from '../../../src/core/api/ledger-headers';
import { BcsOutput } from '../../../src/core/move/bcs-output';
import { JSON_BODY_TYPE, sendBody } from '../caching/compressed-body';
import { HttpApiError } from '../errors/http-api-error';
import { acceptsBcs, BCS_MEDIA_TYPE } from '../inputs/accept';
import { resolveReadVersion } from '../inputs/read-version';
import { requestHead } from '../inputs/request-ledger-head';
import type { EndpointHandlers } from '../register-endpoints';

function run(ledger: Ledger, version: bigint, call: Parameters<typeof callView>[2]) {
  try {
    return callView(ledger, version, call);
  } catch (error) {
    if (error instanceof ViewInputError) throw new HttpApiError(400, 'invalid_input', error.message);
    if (error instanceof ViewAbort) throw new HttpApiError(400, 'invalid_input', error.message, ViewAbort.STATUS_CODE);
    if (error instanceof ViewMissingData) throw new HttpApiError(400, 'invalid_input', error.message, ViewMissingData.STATUS_CODE);
    throw error;
  }
}

export function viewRoute(ledger: Ledger): Pick<EndpointHandlers, 'view'> {
  return {
    view: ({ body: call, ledger_version: requested }, request, reply) => {
      const version = resolveReadVersion(requestHead(request), requested);
      const outcome = run(ledger, version, call);
      reply.header(LEDGER_HEADERS.gasUsed, outcome.gasUsed.toString()).header('cache-control', 'no-cache');
      if (acceptsBcs(request.headers.accept)) {
        const out = new BcsOutput();
        out.writeUleb(outcome.bcs.length);
        for (const value of outcome.bcs) {
          out.writeUleb(value.length);
          out.writeBytes(value);
        }
        return sendBody(request, reply, BCS_MEDIA_TYPE, out.toBytes());
      }
      return sendBody(request, reply, JSON_BODY_TYPE, JSON.stringify(outcome.values));
    },
  };
}
