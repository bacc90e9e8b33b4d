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
 * The upstream's headers that are passed on, and no other: what a node's answer means to a client (the
 * ledger headers, the cursor and gas used under either prefix, the ETag, a 429's Retry-After, a 405's
 * Allow). Anything else an upstream sends (`Clear-Site-Data`, `Refresh`, `Set-Cookie`, `Link`, its CORS
 * or cache policy) could act on the explorer's origin, and stays out; Content-Type is set apart.
 */
const PASSED_ON: ReadonlySet<string> = new Set([...NODE_HEADER_NAMES, 'etag', 'retry-after', 'allow']);

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
  return PASSED_ON.has(name.toLowerCase());
}
