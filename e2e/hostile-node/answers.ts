import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

// The well-formed answers of a node, which the hostile modes (modes.ts) start from and spoil.

/** What a mode's handler gets: the request, and helpers that answer as a real node would. */
export interface ModeContext {
  run: string;
  /** The path after `/v1` ('' for the ledger info). */
  route: string;
  query: string;
  method: string;
  body: string;
  /** The "elsewhere" origin, for redirects. */
  elsewhere: string;
  /** This run's request count, this one included. */
  seen: number;
  request: IncomingMessage;
  response: ServerResponse;
  ledger(overrides?: Record<string, string>): Record<string, string>;
  cors(expose?: string[]): Record<string, string>;
  /** Answers an OPTIONS preflight as a real node does; false when this is not one. */
  preflight(): boolean;
  send(status: number, headers: Record<string, string>, body?: string | Buffer): void;
  json(status: number, value: unknown, headers?: Record<string, string>): void;
  /** The real answer of the route, with `headers` over the defaults. */
  good(headers?: Record<string, string>): void;
}

export const LEDGER: Record<string, string> = {
  'x-node-chain-id': '4',
  'x-node-ledger-version': '100',
  'x-node-ledger-oldest-version': '0',
  'x-node-ledger-timestampusec': '1767225600000000',
  'x-node-epoch': '1',
  'x-node-block-height': '10',
  'x-node-oldest-block-height': '0',
};

/** The type the explorer asked for, from a resource route. */
export function requestedType(route: string): string {
  const match = /^\/accounts\/[^/]+\/resource\/([^/]+)/.exec(route);
  return match?.[1] === undefined ? '0x1::account::Account' : decodeURIComponent(match[1]);
}

/** What a real node would answer on each route the explorer reads. */
export function goodAnswer(route: string, method: string): { status: number; contentType: string; body: string | Buffer } {
  const json = (value: unknown, status = 200) => ({ status, contentType: 'application/json', body: JSON.stringify(value) });
  if (route === '' || route === '/') {
    return json({
      chain_id: 4,
      epoch: '1',
      ledger_version: '100',
      oldest_ledger_version: '0',
      ledger_timestamp: '1767225600000000',
      node_role: 'full_node',
      oldest_block_height: '0',
      block_height: '10',
    });
  }
  if (route.endsWith('/versions')) return json([]);
  if (/^\/accounts\/[^/]+\/resources$/.test(route)) return json([{ type: '0x1::hostile::Listed', data: { listed: 'yes' } }]);
  if (/^\/accounts\/[^/]+\/resource\//.test(route))
    return json({ type: requestedType(route), data: { hostile_marker: 'well-formed', n: '7' } });
  if (/^\/accounts\/[^/]+\/modules?/.test(route))
    return json({ message: 'Module not found', error_code: 'module_not_found', vm_error_code: null }, 404);
  if (/^\/tables\/[^/]+\/raw_item$/.test(route) && method === 'POST') {
    // BCS of the String "hello"
    return { status: 200, contentType: 'application/x-bcs', body: Buffer.from([5, ...Buffer.from('hello')]) };
  }
  if (route.startsWith('/spec')) return { status: 200, contentType: 'text/html', body: '<!doctype html><title>spec</title><p>spec' };
  return json({ message: 'Not found', error_code: 'web_framework_error', vm_error_code: null }, 404);
}

/** Structs of a module ABI: name, fields (name, type as the ABI writes it, `T0`… for parameters), number of type parameters. */
export type AbiStructs = [name: string, fields: [string, string][], typeParams: number][];

/** A module as real nodes shape `GET …/module/{name}` (no bytecode: the explorer reads only the ABI). */
export function moduleBody(address: string, name: string, structs: AbiStructs): unknown {
  return {
    bytecode: '0x',
    abi: {
      address,
      name,
      friends: [],
      exposed_functions: [],
      structs: structs.map(([structName, fields, typeParams]) => ({
        name: structName,
        is_native: false,
        is_event: false,
        is_enum: false,
        abilities: ['store'],
        generic_type_params: Array.from({ length: typeParams }, () => ({ constraints: [], is_phantom: false })),
        fields: fields.map(([fieldName, type]) => ({ name: fieldName, type })),
        variants: [],
      })),
    },
  };
}

let gzipBomb: Buffer | undefined;
/** 40 MiB of JSON (over the explorer's 32 MiB) in about 40 KiB of gzip, made once. */
export function gzipBombBody(): Buffer {
  gzipBomb ??= gzipSync(
    Buffer.concat([Buffer.from('{"type":"0x1::account::Account","data":{"x":"'), Buffer.alloc(40 * 1024 * 1024, 0x61), Buffer.from('"}}')]),
  );
  return gzipBomb;
}
