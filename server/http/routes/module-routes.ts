// GET /v1/accounts/{address}/modules and GET /v1/accounts/{address}/module/{module_name} (extension, as
// real nodes shape them: `{bytecode, abi}`; docs/api.md#routes). The demo chain has no compiled
// bytecode: `bytecode` is `0x` (module-value.ts). JSON only, paged and cached like the resources list.
import type { FastifyInstance } from 'fastify';
import { LEDGER_HEADERS } from '../../../src/core/api/ledger-headers';
import type { Ledger } from '../../chain/ledger';
import { decodeModuleCursor } from '../../chain/resource-cursor';
import { moduleJsonText } from '../../chain/module-value';
import { HttpApiError, badRequest } from '../errors/http-api-error';
import { readMaxAge, type PruningPace } from '../caching/pinned-max-age';
import { answeredFromClientCache, contentEtag, rowEtag } from '../caching/read-caching';
import { resolveReadVersion } from '../inputs/read-version';
import { JSON_BODY_TYPE, sendBody } from '../caching/compressed-body';
import { requestHead } from '../inputs/request-ledger-head';
import { parseAddressParam, parseLedgerVersionQuery, parseLimitQuery, parseStartQuery, singleQueryValue } from '../inputs/request-inputs';

export const MODULES_PATH = '/v1/accounts/:address/modules';
export const MODULE_PATH = '/v1/accounts/:address/module/:module_name';

/** A Move identifier as docs/api.md#parameters-and-types has them: a letter, then letters, digits, `_` (at most 255, Move's bound). */
const MODULE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,254}$/;

export function parseModuleNameParam(value: string): string {
  if (!MODULE_NAME.test(value)) {
    throw badRequest(`Failed to parse path parameter module_name: ${JSON.stringify(value.slice(0, 300))} is not a Move identifier (a letter, then letters, digits and _)`);
  }
  return value;
}

export function registerModuleRoutes(app: FastifyInstance, ledger: Ledger, pace: PruningPace): void {
  app.get<{ Params: { address: string; module_name: string } }>(MODULE_PATH, (request, reply) => {
    // check order (docs/api.md#check-order): path, query, version, lookup
    const address = parseAddressParam('address', request.params.address);
    const name = parseModuleNameParam(request.params.module_name);
    const requested = parseLedgerVersionQuery(singleQueryValue(request.query, 'ledger_version'));
    const head = requestHead(request);
    const version = resolveReadVersion(head, requested);
    const maxAge = readMaxAge(pace, head, requested);
    const value = ledger.readModule(address.bytes, name, version);
    if (value === null) {
      throw new HttpApiError(404, 'module_not_found', `Module not found by Address(${address.text}), Module name(${name}) and Ledger version(${version})`);
    }
    if (answeredFromClientCache(request, reply, maxAge, rowEtag('json', ledger.identity, value.writtenAt))) return reply;
    return sendBody(request, reply, JSON_BODY_TYPE, moduleJsonText(value.bytes));
  });

  app.get<{ Params: { address: string } }>(MODULES_PATH, (request, reply) => {
    const address = parseAddressParam('address', request.params.address);
    const requested = parseLedgerVersionQuery(singleQueryValue(request.query, 'ledger_version'));
    const limit = parseLimitQuery(singleQueryValue(request.query, 'limit'));
    const cursor = parseStartQuery(singleQueryValue(request.query, 'start'));
    // a cursor the node did not issue is a bad query: judged here, before the version (docs/api.md#check-order)
    if (cursor !== null) decodeModuleCursor(cursor, address.bytes);
    const head = requestHead(request);
    const version = resolveReadVersion(head, requested);
    const maxAge = readMaxAge(pace, head, requested);
    const page = ledger.listModules(address.bytes, version, { limit, cursor });
    const text = `[${page.items.map((item) => moduleJsonText(item.value.bytes)).join(',')}]`;
    if (page.cursor !== null) reply.header(LEDGER_HEADERS.cursor.toLowerCase(), page.cursor);
    if (answeredFromClientCache(request, reply, maxAge, contentEtag(text))) return reply;
    return sendBody(request, reply, JSON_BODY_TYPE, text);
  });
}
