// GET /v1/accounts/{address}/modules and GET /v1/accounts/{address}/module/{module_name} (extension, as
// real nodes shape them: `{bytecode, abi}`; docs/api.md#routes). The demo chain has no compiled
// bytecode: `bytecode` is `0x` (module-value.ts). JSON only, paged and cached like the resources list.
import { LEDGER_HEADERS } from '../../../src/core/api/ledger-headers';
import type { Ledger } from '../../chain/ledger';
import { decodeModuleCursor } from '../../chain/resource-cursor';
import { moduleJsonText } from '../../chain/module-value';
import { HttpApiError } from '../errors/http-api-error';
import type { PruningPace } from '../caching/pinned-max-age';
import { answeredFromClientCache, rowEtag, sendContent } from '../caching/read-caching';
import { readAt } from '../inputs/read-version';
import { JSON_BODY_TYPE, sendBody } from '../caching/compressed-body';
import type { EndpointHandlers } from '../register-endpoints';

export function moduleRoutes(ledger: Ledger, pace: PruningPace): Pick<EndpointHandlers, 'getAccountModule' | 'listAccountModules'> {
  return {
    getAccountModule: ({ address, module_name: name, ledger_version: requested }, request, reply) => {
      // check order (docs/api.md#check-order): path and query (parsed from the table), version, lookup
      const { version, maxAge } = readAt(request, pace, requested);
      const value = ledger.readModule(address.bytes, name, version);
      if (value === null) {
        throw new HttpApiError(
          404,
          'module_not_found',
          `Module not found by Address(${address.text}), Module name(${name}) and Ledger version(${version})`,
        );
      }
      if (answeredFromClientCache(request, reply, maxAge, rowEtag('json', ledger.identity, value.writtenAt))) return reply;
      return sendBody(request, reply, JSON_BODY_TYPE, moduleJsonText(value.bytes));
    },

    listAccountModules: ({ address, ledger_version: requested, limit, start: cursor }, request, reply) => {
      // a cursor the node did not issue is a bad query: judged here, before the version (docs/api.md#check-order)
      if (cursor !== null) decodeModuleCursor(cursor, address.bytes);
      const { version, maxAge } = readAt(request, pace, requested);
      const page = ledger.listModules(address.bytes, version, { limit, cursor });
      const text = `[${page.items.map((item) => moduleJsonText(item.value.bytes)).join(',')}]`;
      if (page.cursor !== null) reply.header(LEDGER_HEADERS.cursor.toLowerCase(), page.cursor);
      return sendContent(request, reply, maxAge, JSON_BODY_TYPE, text);
    },
  };
}
