import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APTOS_LEDGER_HEADERS, LEDGER_HEADERS, type LedgerHeaderField } from '../../src/core/api/ledger-headers';

// A proxy in front of our node that looks, on the wire, like a real fullnode (aptos-core
// `api/src/runtime.rs`; docs: /work/shared/design/api-contract.md "Real nodes on the wire"):
// - the ledger headers and the cursor are named X-Aptos-*;
// - CORS: `Cors::new().allow_credentials(true).allow_methods([GET, POST])`, the Origin echoed, any
//   request header allowed, Max-Age 86400, and NO Access-Control-Expose-Headers: a page on another
//   origin reads neither a ledger header nor the cursor;
// - no `…/versions` route (our extension): 404 as for any unknown path.
// It is served on its own port, so it is another origin than the app's.
//
// Two modes, by path: `/strict/v1/…` is the real node as deployed; `/permissive/v1/…` also exposes the
// X-Aptos-* names (a deployment whose operator added Access-Control-Expose-Headers).

export type WireMode = 'strict' | 'permissive';

export interface RealNodeWire {
  /** The node URL (ending in /v1) of a mode. */
  nodeUrl(mode: WireMode): string;
  /** The API requests forwarded so far (path after /v1 with its query), preflights left out. */
  requests(): string[];
  origin: string;
  /** Forwards from now on to another node: the same URL, another chain (a localnet restarted, a devnet reset). */
  retarget(upstream: string): void;
  close(): Promise<void>;
}

const NODE_PATH = /^\/(strict|permissive)\/v1(\/[^?]*)?(\?.*)?$/;
const VERSIONS_ROUTE = /\/versions$/;
const ALLOWED_METHODS = 'GET, POST';

const RENAMED = new Map<string, string>(
  (Object.keys(LEDGER_HEADERS) as LedgerHeaderField[]).map((field) => [LEDGER_HEADERS[field].toLowerCase(), APTOS_LEDGER_HEADERS[field]]),
);

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (origin === undefined) return {};
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' };
}

/** Our node's answer headers as a real node's: X-NODE-* renamed, our CORS dropped (the proxy writes its own). */
function realNodeHeaders(upstream: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    // our node's Vary (Origin, Accept, Accept-Encoding) stays: one URL is asked as JSON and as BCS
    if (value === undefined || name.startsWith('access-control-') || name === 'connection' || name === 'keep-alive') continue;
    out[RENAMED.get(name) ?? name] = value;
  }
  return out;
}

function preflight(request: IncomingMessage, response: ServerResponse): void {
  const requested = request.headers['access-control-request-headers'];
  response.writeHead(200, {
    ...corsHeaders(request),
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    ...(requested === undefined ? {} : { 'Access-Control-Allow-Headers': requested }),
    'Access-Control-Max-Age': '86400',
  });
  response.end();
}

function notFound(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(404, { ...corsHeaders(request), 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ message: 'not found', error_code: 'web_framework_error', vm_error_code: null }));
}

/** Starts the proxy in front of `upstream` (our node's origin, `http://127.0.0.1:PORT`). */
export async function startRealNodeWire(upstream: string, port = 0): Promise<RealNodeWire> {
  let target = new URL(upstream);
  const seen: string[] = [];
  const server = createServer((request, response) => {
    const match = NODE_PATH.exec(request.url ?? '');
    if (match === null) return notFound(request, response);
    if (request.method === 'OPTIONS') return preflight(request, response);
    const mode = match[1] as WireMode;
    const route = match[2] ?? '';
    const query = match[3] ?? '';
    seen.push(`${route}${query}`);
    if (VERSIONS_ROUTE.test(route)) {
      request.resume();
      return notFound(request, response);
    }
    const headers = { ...request.headers, host: target.host };
    delete headers.origin;
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, method: request.method, path: `/v1${route}${query}`, headers },
      (answer) => {
        const exposed = mode === 'permissive' ? { 'Access-Control-Expose-Headers': [...RENAMED.values()].join(', ') } : {};
        response.writeHead(answer.statusCode ?? 502, { ...realNodeHeaders(answer.headers), ...corsHeaders(request), ...exposed });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    nodeUrl: (mode) => `${origin}/${mode}/v1`,
    requests: () => [...seen],
    origin,
    retarget: (next) => {
      target = new URL(next);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// By hand: `node --import tsx e2e/real-node-wire/server.ts http://127.0.0.1:8080 [port]` puts a node behind a real node's wire.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const [upstream, port] = process.argv.slice(2);
  if (upstream === undefined) throw new Error('usage: e2e/real-node-wire/server.ts UPSTREAM_ORIGIN [PORT]');
  const wire = await startRealNodeWire(upstream, port === undefined ? 0 : Number(port));
  console.log(`real-node wire: ${wire.nodeUrl('strict')} (nothing exposed), ${wire.nodeUrl('permissive')} (X-Aptos-* exposed)`);
}
