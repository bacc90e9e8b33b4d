// A polite client (docs/api.md#the-gateway): once the upstream answers 429, the gateway asks it nothing
// more until its Retry-After has passed; the browsers meanwhile get the gateway's own 429 with the time
// that is left. The gateway never retries on its own, so many tabs do not become a storm upstream.
import { parseRetryAfter } from '../../src/core/api/errors';

/** Without a Retry-After the gateway still waits this long (the explorer backs off from 2 s too). */
const DEFAULT_WAIT_MS = 2_000;
/** A Retry-After is honoured up to this long; past it the upstream is asked again. */
const MAX_WAIT_MS = 10 * 60_000;

export class RateLimitGate {
  private until = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The upstream answered 429 (with this Retry-After header, if any). */
  refused(retryAfter: string | null): void {
    const wait = Math.min(parseRetryAfter(retryAfter, this.now()) ?? DEFAULT_WAIT_MS, MAX_WAIT_MS);
    this.until = Math.max(this.until, this.now() + wait);
  }

  /** Whole seconds left before the upstream may be asked again (at least 1), or 0 when it may be now. */
  secondsLeft(): number {
    const left = this.until - this.now();
    return left <= 0 ? 0 : Math.ceil(left / 1000);
  }
}
