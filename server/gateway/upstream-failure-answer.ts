// The gateway's own answer when the upstream gave none it can pass on (docs/api.md#the-gateways-own-errors):
// 504 for a deadline, 502 for the rest, each naming the upstream.
import type { MappedError } from '../http/errors/error-mapper';
import type { GatewayErrorReason } from './gateway-headers';
import type { UpstreamFailure } from './upstream-fetch';

export function failureAnswer(upstream: string, failure: UpstreamFailure): { error: MappedError; reason: GatewayErrorReason } {
  const message = `The upstream ${upstream} ${failure.message}`;
  switch (failure.kind) {
    case 'timeout':
      return { error: { status: 504, errorCode: 'internal_error', message }, reason: 'timeout' };
    case 'unreachable':
      return { error: { status: 502, errorCode: 'internal_error', message }, reason: 'unreachable' };
    default:
      return { error: { status: 502, errorCode: 'internal_error', message }, reason: 'bad-answer' };
  }
}
