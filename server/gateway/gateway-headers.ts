// The headers the gateway adds to every API answer, and which of the upstream's it passes on
// (docs/api.md#the-gateway).
import { GATEWAY_UPSTREAM_HEADER } from '../../src/core/api/ledger-headers';
import { NODE_HEADER_NAMES } from './upstream-ledger';

/** `hit` (from the gateway's memory), `miss` (asked upstream, kept when immutable), `bypass` (not immutable: asked upstream). */
export const CACHE_HEADER = 'X-Ledger-Gateway-Cache';
/** On the gateway's own errors only: why it answered instead of the upstream. */
export const ERROR_HEADER = 'X-Ledger-Gateway-Error';

export type GatewayErrorReason = 'refused' | 'rate-limited' | 'unreachable' | 'timeout' | 'bad-answer' | 'loop' | 'stopping' | 'internal';

/** What a page on another origin may read (CORS as the node's): the node's list, under both prefixes, and the gateway's own. */
export const GATEWAY_EXPOSED_HEADERS = [
  ...NODE_HEADER_NAMES,
  'etag',
  'retry-after',
  GATEWAY_UPSTREAM_HEADER,
  CACHE_HEADER,
  ERROR_HEADER,
].join(', ');

/**
 * Upstream headers that are not passed on: hop-by-hop, the body's framing (the gateway sends the body
 * decompressed or compressed anew), cookies (the gateway's origin is not the upstream's), CORS and Vary
 * (the gateway's own), transport policy, and another gateway's headers.
 */
const NOT_PASSED_ON = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'proxy-connection',
  'content-length',
  'content-encoding',
  'set-cookie',
  'vary',
  'alt-svc',
  'strict-transport-security',
  'date',
  'server',
]);

/**
 * On every forwarded answer: a page the upstream sends (its API description, or HTML where JSON belongs)
 * runs in an opaque origin of its own even when opened directly, never with this origin's storage (the
 * explorer keeps API keys there); and no type is guessed from a body.
 */
export const FORWARDED_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': 'sandbox allow-scripts allow-popups',
  'x-content-type-options': 'nosniff',
};

export function isPassedOn(name: string): boolean {
  const lower = name.toLowerCase();
  return !NOT_PASSED_ON.has(lower) && !lower.startsWith('access-control-') && !lower.startsWith('x-ledger-gateway-');
}
