// The gateway's own answers, in the API's error contract with X-Ledger-Gateway-Error saying why
// (docs/api.md#the-gateways-own-errors): a refused request, a loop, a 429 while the upstream's wait runs,
// and an upstream that did not answer (502, 504, or 499 to a browser that left). Never the API key.
import type { FastifyReply } from 'fastify';
import { sendApiError, type MappedError } from '../http/errors/error-mapper';
import type { KeyGuard } from './api-key';
import { ERROR_HEADER, type GatewayErrorReason } from './gateway-headers';
import type { RateLimitGate } from './rate-limit-gate';
import { UpstreamFailure } from './upstream-fetch';
import { viaRefusal } from './via-hops';

export class GatewayRefusals {
  constructor(
    private readonly upstream: string,
    private readonly guard: KeyGuard,
  ) {}

  send(reply: FastifyReply, error: MappedError, reason: GatewayErrorReason): void {
    reply.header(ERROR_HEADER, reason);
    sendApiError(reply, { ...error, message: this.guard.redact(error.message) });
  }

  /** 508 for a request that went round in a loop or through too many proxies (via-hops.ts); false when it may go on. */
  sentLoop(reply: FastifyReply, via: string | undefined, hop: string): boolean {
    const loop = viaRefusal(via, hop);
    if (loop === null) return false;
    this.send(
      reply,
      { status: 508, errorCode: 'internal_error', message: `The request ${loop}: not forwarded to ${this.upstream}` },
      'loop',
    );
    return true;
  }

  /** The gateway's own 429 while `target`'s origin asked for fewer requests: nothing goes there meanwhile. */
  sendRateLimited(reply: FastifyReply, target: string, gate: RateLimitGate): void {
    const wait = gate.secondsLeft();
    reply.header('retry-after', String(wait));
    this.send(
      reply,
      {
        status: 429,
        errorCode: 'web_framework_error',
        message: `The upstream ${target} asked for fewer requests: the gateway asks it again in ${wait} s`,
      },
      'rate-limited',
    );
  }

  /** An upstream read that failed: 499 to a browser that left, else the gateway's own 502 or 504 naming the upstream. */
  sendFailure(reply: FastifyReply, error: unknown, target = this.upstream): FastifyReply | void {
    if (!(error instanceof UpstreamFailure)) throw error;
    if (error.kind === 'cancelled') return reply.code(499).send();
    // docs/api.md#the-gateways-own-errors: 504 for a deadline, 502 for the rest, each naming the upstream
    const reason = error.kind === 'timeout' || error.kind === 'unreachable' ? error.kind : 'bad-answer';
    const status = reason === 'timeout' ? 504 : 502;
    return this.send(reply, { status, errorCode: 'internal_error', message: `The upstream ${target} ${error.message}` }, reason);
  }
}
