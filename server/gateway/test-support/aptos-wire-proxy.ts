// Test support: our node as a real fullnode shows itself on the wire (aptos-core api/src/runtime.rs):
// ledger headers and cursor named X-Aptos-*, no Access-Control-Expose-Headers. It counts what reaches it
// (so a test can tell what the gateway asked, and with which Authorization), and a test can make it answer
// otherwise (429, slow, echoing the key) through `override`.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** X-NODE-* → the name a real node gives the same header. */
const APTOS_NAMES: Record<string, string> = {
  'x-node-chain-id': 'X-Aptos-Chain-Id',
  'x-node-ledger-version': 'X-Aptos-Ledger-Version',
  'x-node-ledger-oldest-version': 'X-Aptos-Ledger-Oldest-Version',
  'x-node-ledger-timestampusec': 'X-Aptos-Ledger-TimestampUsec',
  'x-node-epoch': 'X-Aptos-Epoch',
  'x-node-block-height': 'X-Aptos-Block-Height',
  'x-node-oldest-block-height': 'X-Aptos-Oldest-Block-Height',
  'x-node-gas-used': 'X-Aptos-Gas-Used',
  'x-node-cursor': 'X-Aptos-Cursor',
};

export interface SeenRequest {
  method: string;
  /** Path and query as they arrived. */
  url: string;
  headers: IncomingMessage['headers'];
}

export interface AptosWireProxy {
  /** API base URL, ending in /v1. */
  api: string;
  /** Every request that reached the proxy (preflights included). */
  seen: SeenRequest[];
  /** Requests whose path (after /v1, without the query) matches. */
  count(path: RegExp): number;
  /** When set, answers instead of the node; return false to forward after all. */
  override: ((request: IncomingMessage, response: ServerResponse) => boolean) | null;
  /** Forwards to another node from now on (an upstream restarted with another chain, at the same URL). */
  retarget(nodeUrl: string): void;
  /** Added to the ledger time the node sends: a localnet restarted later in wall time, whose chain time is wall time. */
  timeShiftUsec: bigint;
  close(): Promise<void>;
}

export async function startAptosWireProxy(nodeUrl: string): Promise<AptosWireProxy> {
  let target = new URL(nodeUrl);
  const proxy: AptosWireProxy = {
    api: '',
    seen: [],
    count: (path) => proxy.seen.filter((seen) => path.test((seen.url.split('?')[0] ?? '').replace(/^\/v1/u, ''))).length,
    override: null,
    retarget: (url) => {
      target = new URL(url);
    },
    timeShiftUsec: 0n,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((request, response) => {
    proxy.seen.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers });
    if (proxy.override?.(request, response) === true) return;
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          // our node's CORS and cache policy are its own: a real node's answers carry neither for the gateway to lean on
          if (value === undefined || name === 'access-control-expose-headers' || name === 'cache-control') continue;
          headers[APTOS_NAMES[name] ?? name] =
            name === 'x-node-ledger-timestampusec' && typeof value === 'string' ? String(BigInt(value) + proxy.timeShiftUsec) : value;
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return proxy;
}
