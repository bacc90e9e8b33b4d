// One request to the upstream, bounded: a deadline for the whole answer (head and body), a size cap on the
// body as decompressed, no redirect followed (it could carry the API key to another origin). Every way it
// can fail is an UpstreamFailure the gateway answers with its own 502 or 504 naming the upstream.

export interface UpstreamRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Buffer;
  timeoutMs: number;
  maxBodyBytes: number;
  /** Aborted when the browser goes away: the upstream is not kept busy for nobody. */
  signal?: AbortSignal;
}

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** `key-leak`: the answer repeats the API key (upstream-link.ts refuses to forward it). */
export type UpstreamFailureKind = 'unreachable' | 'timeout' | 'too-large' | 'unreadable' | 'redirect' | 'cancelled' | 'key-leak';

export class UpstreamFailure extends Error {
  override name = 'UpstreamFailure';
  constructor(
    readonly kind: UpstreamFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export async function askUpstream(request: UpstreamRequest): Promise<UpstreamAnswer> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), request.timeoutMs);
  const signal = request.signal === undefined ? deadline.signal : AbortSignal.any([deadline.signal, request.signal]);
  const failed = (error: unknown, stage: string): UpstreamFailure => {
    if (deadline.signal.aborted) return new UpstreamFailure('timeout', `did not answer within ${seconds(request.timeoutMs)}`);
    if (request.signal?.aborted === true) return new UpstreamFailure('cancelled', 'the browser went away');
    if (error instanceof UpstreamFailure) return error;
    return new UpstreamFailure(
      stage === 'head' ? 'unreachable' : 'unreadable',
      `${stage === 'head' ? 'cannot be reached' : 'sent an answer that cannot be read'}: ${causeOf(error)}`,
    );
  };
  try {
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: new Uint8Array(request.body) }),
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      throw failed(error, 'head');
    }
    if (response.status >= 300 && response.status < 400 && response.status !== 304) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      throw new UpstreamFailure(
        'redirect',
        `answered ${response.status}${location === null ? '' : ` to ${location.slice(0, 300)}`}: the gateway follows no redirect`,
      );
    }
    try {
      return { status: response.status, headers: response.headers, body: await readCapped(response, request.maxBodyBytes) };
    } catch (error) {
      throw failed(error, 'body');
    }
  } finally {
    clearTimeout(timer);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  if (response.body === null) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new UpstreamFailure('too-large', `sent an answer over ${maxBytes} bytes (decompressed): not forwarded`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** undici's `fetch failed` hides the reason in `cause` (ECONNREFUSED, a reset, a DNS failure, a bad gzip stream). */
function causeOf(error: unknown): string {
  const cause: unknown = error instanceof Error ? (error.cause ?? error) : error;
  if (cause instanceof Error) {
    const code: unknown = Reflect.get(cause, 'code');
    return typeof code === 'string' && !cause.message.includes(code) ? `${code} ${cause.message}` : cause.message;
  }
  return String(cause);
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
