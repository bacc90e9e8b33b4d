import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { goodAnswer, LEDGER, type ModeContext } from './answers';
import { INDEXER_MODES } from './indexer-modes';
import { HOSTILE_MODES } from './modes';
import { TABLE_INDEXER_MODES } from './table-indexer-modes';

// A node that misbehaves on purpose (issue 15, "Suites that stay"). One server per Playwright worker:
// a node URL names its mode and a run id, `http://127.0.0.1:PORT/m/<mode>/<run>/v1`, so modes run side
// by side and each run's requests are counted apart. A second server on another port is "elsewhere": the
// origin the redirect modes send the browser to (it answers a well-formed resource, which must not be shown).

export interface HostileServer {
  /** The node URL (ending in /v1) of one run of a mode. */
  nodeUrl(mode: string, run: string): string;
  /** Requests the run has received so far (preflights included), or only those whose route (after /v1) matches; and those "elsewhere" received for it. */
  count(run: string, route?: RegExp): number;
  elsewhereCount(run: string): number;
  origin: string;
  elsewhereOrigin: string;
  close(): Promise<void>;
}

const NODE_PATH = /^\/m\/([a-z0-9-]+)\/([A-Za-z0-9_-]+)\/v1(\/[^?]*)?(\?.*)?$/;

export async function startHostileServer(): Promise<HostileServer> {
  const counts = new Map<string, number>();
  const routes = new Map<string, string[]>();
  const elsewhereCounts = new Map<string, number>();
  const bump = (map: Map<string, number>, run: string) => map.set(run, (map.get(run) ?? 0) + 1);

  const elsewhere = createServer((request, response) => {
    const run = /[?&]run=([A-Za-z0-9_-]+)/.exec(request.url ?? '')?.[1] ?? '';
    bump(elsewhereCounts, run);
    // a redirected CORS request arrives with `Origin: null`: echo it, so the browser would read this answer
    response.writeHead(200, {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-expose-headers': 'x-node-chain-id, x-node-ledger-version',
      'content-type': 'application/json',
    });
    response.end(JSON.stringify({ type: '0x1::elsewhere::Planted', data: { planted: 'from another origin' } }));
  });

  const server = createServer((request, response) => {
    const match = NODE_PATH.exec(request.url ?? '');
    const mode =
      match === null ? undefined : (HOSTILE_MODES[match[1] ?? ''] ?? INDEXER_MODES[match[1] ?? ''] ?? TABLE_INDEXER_MODES[match[1] ?? '']);
    if (match === null || mode === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      response.end('no such mode');
      return;
    }
    const run = match[2] ?? '';
    bump(counts, run);
    routes.set(run, [...(routes.get(run) ?? []), match[3] ?? '']);
    void readBody(request).then((body) => {
      const context = contextFor(request, response, {
        run,
        route: match[3] ?? '',
        query: match[4] ?? '',
        body,
        elsewhere: elsewhereOrigin,
        seen: counts.get(run) ?? 0,
      });
      try {
        mode(context);
      } catch {
        response.destroy();
      }
    });
  });

  await Promise.all([listen(server), listen(elsewhere)]);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const elsewhereOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  return {
    nodeUrl: (mode, run) => `${origin}/m/${mode}/${run}/v1`,
    count: (run, route) =>
      route === undefined ? (counts.get(run) ?? 0) : (routes.get(run) ?? []).filter((seen) => route.test(seen)).length,
    elsewhereCount: (run) => elsewhereCounts.get(run) ?? 0,
    origin,
    elsewhereOrigin,
    close: async () => {
      // slow modes may still be writing: end them rather than wait
      server.closeAllConnections();
      elsewhere.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => elsewhere.close(resolve))]);
    },
  };
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      if (text.length < 64 * 1024) text += chunk.toString();
    });
    request.on('end', () => resolve(text));
    request.on('error', () => resolve(text));
  });
}

interface RunInfo {
  run: string;
  route: string;
  query: string;
  body: string;
  elsewhere: string;
  seen: number;
}

/** The well-behaved defaults every mode starts from (headers a real node sends, and its answers). */
function contextFor(request: IncomingMessage, response: ServerResponse, info: RunInfo): ModeContext {
  const ledger = (overrides: Record<string, string> = {}) => ({ ...LEDGER, ...overrides });
  const cors = (expose: string[] = [...Object.keys(LEDGER), 'x-node-cursor', 'retry-after', 'etag']) => ({
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    'access-control-allow-methods': 'GET, POST',
    'access-control-expose-headers': expose.join(', '),
  });
  return {
    ...info,
    method: request.method ?? 'GET',
    request,
    response,
    ledger,
    cors,
    preflight() {
      if (request.method !== 'OPTIONS') return false;
      response.writeHead(204, cors());
      response.end();
      return true;
    },
    send(status, headers, body) {
      response.writeHead(status, headers);
      response.end(body);
    },
    json(status, value, headers = {}) {
      response.writeHead(status, { ...cors(), ...ledger(), 'content-type': 'application/json', ...headers });
      response.end(typeof value === 'string' ? value : JSON.stringify(value));
    },
    good(headers = {}) {
      const answer = goodAnswer(info.route, request.method ?? 'GET');
      response.writeHead(answer.status, { ...cors(), ...ledger(), 'content-type': answer.contentType, ...headers });
      response.end(answer.body);
    },
  };
}
