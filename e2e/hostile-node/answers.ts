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
  const byVersion = /^\/transactions\/by_version\/(\d+)$/.exec(route);
  if (byVersion?.[1] !== undefined) return json(userTransaction(BigInt(byVersion[1])));
  const block = /^\/blocks\/by_height\/(\d+)$/.exec(route);
  if (block?.[1] !== undefined) return json(blockBody(BigInt(block[1]), 3, () => '0x1::coin::transfer'));
  if (/^\/accounts\/[^/]+\/events\/\d+$/.test(route)) return json(eventList(95n, 5));
  // a view call (issue 31): showcase::name_count's one u64
  if (route === '/view' && method === 'POST') return json(['42']);
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

const hash = (n: bigint, salt: number) => `0x${(n * 1000n + BigInt(salt)).toString(16).padStart(64, '0')}`;

/** One event of a handle on 0xcafe (creation number 3), its data nested a little as real events' often is. */
export function event(sequence: number): unknown {
  return {
    guid: { creation_number: '3', account_address: '0xcafe' },
    sequence_number: String(sequence),
    type: '0x1::coin::DepositEvent',
    data: { amount: String(1000 + sequence), meta: { index: String(sequence), tags: ['a', 'b'] } },
  };
}

/** The events route's answer: `count` events from sequence number `from` (versions from 50). */
export function eventList(from: bigint, count: number): unknown[] {
  return Array.from({ length: count }, (_, index) => ({
    version: String(50n + from + BigInt(index)),
    ...(event(Number(from) + index) as object),
  }));
}

/** A committed user transaction at `version` calling `fn`, with `events` (2 unless said). */
export function userTransaction(version: bigint, options: { events?: number; fn?: string } = {}): unknown {
  return {
    type: 'user_transaction',
    version: version.toString(),
    hash: hash(version, 1),
    state_change_hash: hash(version, 2),
    event_root_hash: hash(version, 3),
    state_checkpoint_hash: null,
    gas_used: '7',
    success: true,
    vm_status: 'Executed successfully',
    accumulator_root_hash: hash(version, 4),
    changes: [],
    sender: '0xcafe',
    sequence_number: version.toString(),
    max_gas_amount: '2000',
    gas_unit_price: '100',
    expiration_timestamp_secs: '1767225700',
    payload: {
      type: 'entry_function_payload',
      function: options.fn ?? '0x1::coin::transfer',
      type_arguments: [],
      arguments: ['0xbeef', '1'],
    },
    events: Array.from({ length: options.events ?? 2 }, (_, index) => event(index)),
    timestamp: '1767225600000000',
  };
}

/** Block `height` holding `count` user transactions from version height × 10, the k-th calling `fn(k)`. */
export function blockBody(height: bigint, count: number, fn: (k: number) => string): unknown {
  const first = height * 10n;
  return {
    block_height: height.toString(),
    block_hash: hash(height, 9),
    block_timestamp: '1767225600000000',
    first_version: first.toString(),
    last_version: (first + BigInt(count) - 1n).toString(),
    transactions: Array.from({ length: count }, (_, k) => userTransaction(first + BigInt(k), { fn: fn(k), events: 0 })),
  };
}
