// How the gateway asks its upstream and the upstream's indexer: which of the browser's headers go (and the
// API key), the Via that names this gateway, a 429's wait per origin, an answer that repeats the key
// refused, and one log line when a target stops answering and one when it answers again.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { KeyGuard } from './api-key';
import { RateLimitGate } from './rate-limit-gate';
import { askUpstream, UpstreamFailure, type UpstreamAnswer, type UpstreamRequest } from './upstream-fetch';
import { viaToSend } from './via-hops';

/** Request headers the upstream needs to answer a read as asked; nothing else of the browser's goes upstream. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'content-encoding',
  'if-none-match',
  'x-aptos-client',
] as const;

/** What the gateway asks upstream; the deadline and the size cap are its own. */
export type UpstreamAsk = Omit<UpstreamRequest, 'timeoutMs' | 'maxBodyBytes'>;

export interface UpstreamLinkOptions {
  upstream: string;
  apiKey: string | null;
  guard: KeyGuard;
  timeoutMs: number;
  maxBodyBytes: number;
  log: (line: string) => void;
}

export class UpstreamLink {
  // names this gateway in the Via of what it sends: a request that comes back with it went round in a loop
  // (an upstream that is the gateway itself, or a gateway whose upstream is this one)
  readonly hop = `ledger-gateway-${randomBytes(6).toString('hex')}`;
  /** A 429's wait holds for its origin: a preset's indexer shares the node's host, and so its wait. */
  private readonly gates = new Map<string, RateLimitGate>();
  /** The targets (node, indexer) that last failed to answer: their recovery is logged once. */
  private readonly down = new Set<string>();

  constructor(private readonly options: UpstreamLinkOptions) {}

  gateOf(url: string): RateLimitGate {
    const origin = new URL(url).origin;
    let found = this.gates.get(origin);
    if (found === undefined) this.gates.set(origin, (found = new RateLimitGate()));
    return found;
  }

  headersFor(browser: IncomingHttpHeaders): Record<string, string> {
    const headers: Record<string, string> = { 'user-agent': 'ledger-explorer-gateway', via: viaToSend(browser.via, this.hop) };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = browser[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const authorization = browser.authorization;
    if (this.options.apiKey !== null) headers.authorization = `Bearer ${this.options.apiKey}`;
    else if (authorization !== undefined) headers.authorization = authorization;
    return headers;
  }

  /** One request to `target` (the upstream, or its indexer); `what` names it in the line logged when it stops answering. */
  async ask(what: string, asked: UpstreamAsk, target = this.options.upstream): Promise<UpstreamAnswer> {
    const { timeoutMs, maxBodyBytes, log } = this.options;
    try {
      const answer = await askUpstream({ ...asked, timeoutMs, maxBodyBytes });
      if (this.down.delete(target)) log(`upstream ${target} answers again`);
      return answer;
    } catch (error) {
      if (error instanceof UpstreamFailure && error.kind === 'unreachable' && !this.down.has(target)) {
        this.down.add(target);
        log(`upstream ${target} ${error.message} (${what})`);
      }
      throw error;
    }
  }

  /** What an answer from `target` teaches every read: a 429's wait; an answer repeating the key is not forwarded. */
  check(answer: UpstreamAnswer, target = this.options.upstream): void {
    if (answer.status === 429) {
      const gate = this.gateOf(target);
      gate.refused(answer.headers.get('retry-after'));
      this.options.log(
        `upstream ${target} answered 429 (Retry-After: ${answer.headers.get('retry-after') ?? 'none'}): asking it again in ${gate.secondsLeft()} s`,
      );
    }
    if (this.options.guard.leaksIn(answer.headers, answer.body))
      throw new UpstreamFailure('key-leak', 'repeated the API key in its answer: not forwarded');
  }
}
