// Test support: one HTTP/1.1 exchange over a bare socket, for what fetch cannot send: absolute-form
// targets, bodies in pieces with pauses between them, lying Content-Encoding, a socket given up halfway.
import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when the node closed the connection without a status line. */
  status: number;
  headers: Map<string, string>;
  body: Buffer;
  /** Bytes received in all, head included. */
  received: number;
  ms: number;
}

export interface RawSend {
  /** The request in pieces, written with `pauseMs` between them. */
  pieces: Buffer[];
  pauseMs?: number;
  /** Stop after this many pieces and close: a client that gave up (no answer is awaited). */
  abandonAfter?: number;
  timeoutMs?: number;
}

export function rawExchange(origin: string, send: RawSend): Promise<RawAnswer> {
  const url = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${send.timeoutMs ?? 20_000} ms`));
    }, send.timeoutMs ?? 20_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks), performance.now() - started));
    });
    socket.on('connect', async () => {
      for (const [index, piece] of send.pieces.entries()) {
        if (socket.destroyed) return;
        if (send.abandonAfter === index) {
          socket.destroy();
          return;
        }
        socket.write(piece);
        if (send.pauseMs && index < send.pieces.length - 1) await new Promise((r) => setTimeout(r, send.pauseMs));
      }
    });
  });
}

function parseAnswer(raw: Buffer, ms: number): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: new Map(), body: Buffer.alloc(0), received: raw.length, ms };
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.subarray(end + 4);
  if (headers.get('transfer-encoding') === 'chunked') body = unchunk(body);
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body, received: raw.length, ms };
}

function unchunk(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    out.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** A request's bytes: head with Connection: close (the node closes after answering), then the body. */
export function requestBytes(method: string, target: string, headers: Record<string, string>, body?: Buffer): Buffer {
  const all = {
    host: 'node.test',
    connection: 'close',
    ...headers,
    ...(body === undefined ? {} : { 'content-length': String(body.length) }),
  };
  const head = `${method} ${target} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return body === undefined ? Buffer.from(head, 'latin1') : Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/** Cuts bytes at the given fractions (sorted, deduplicated), so a piece may end mid-line or mid-body. */
export function cut(bytes: Buffer, fractions: number[]): Buffer[] {
  const points = [...new Set(fractions.map((f) => Math.floor(f * bytes.length)))]
    .filter((p) => p > 0 && p < bytes.length)
    .sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(bytes.subarray(from, point));
    from = point;
  }
  pieces.push(bytes.subarray(from));
  return pieces;
}
