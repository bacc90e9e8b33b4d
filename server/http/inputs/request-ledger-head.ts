import type { FastifyRequest } from 'fastify';
import type { LedgerHead } from '../../../src/core/api/ledger-info';

declare module 'fastify' {
  interface FastifyRequest {
    /** The latest ledger when the request arrived: its headers, and what "latest" means for the read. */
    ledgerHead: LedgerHead | null;
  }
}

export function requestHead(request: FastifyRequest): LedgerHead {
  const head = request.ledgerHead;
  if (head === null) throw new Error(`no ledger head on ${request.method} ${request.url}: the API hook did not run`);
  return head;
}
