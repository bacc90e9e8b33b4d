// The gateway's allowlist (docs/api.md#the-gateway): the read routes of a real node (aptos-core
// `api/src/*.rs`: state, modules, transactions, blocks, events, ledger info, and the POST reads), plus our
// node's `…/versions` extensions, and the indexer's GraphQL API beside them (`POST /v1/graphql`, asked of
// the upstream's indexer). Everything else is refused here, before anything reaches the upstream.
import { tryParse } from '../../src/core/move/errors';
import { parseU64 } from '../../src/core/move/integers';
import type { MappedError } from '../http/errors/error-mapper';

export interface ReadRoute {
  /** The route, not the request: its method and pattern (what an upstream lacking it lacks for every read). */
  name: string;
  /** The path to ask upstream, after its base URL: each segment decoded, checked and encoded again. */
  upstreamPath: string;
  /** An answer at an explicit `ledger_version` is immutable (state at a version, modules, view, table items). */
  immutableAtVersion: boolean;
  /** Asked of the upstream's indexer (its full URL), not of the node: queries only (graphql-guard.ts), never kept. */
  indexer: boolean;
}

type Refusal = { kind: 'refused'; error: MappedError; allow?: string };
export type RouteDecision = { kind: 'read'; route: ReadRoute } | Refusal;

/** A pattern's segments: literals, or `*` for one path parameter. */
interface RouteSpec {
  method: 'GET' | 'POST';
  pattern: string;
  immutableAtVersion: boolean;
  indexer?: true;
}

const READ_ROUTES: readonly RouteSpec[] = [
  { method: 'GET', pattern: '', immutableAtVersion: false },
  { method: 'GET', pattern: 'accounts/*', immutableAtVersion: true },
  { method: 'GET', pattern: 'accounts/*/resources', immutableAtVersion: true },
  { method: 'GET', pattern: 'accounts/*/resource/*', immutableAtVersion: true },
  { method: 'GET', pattern: 'accounts/*/modules', immutableAtVersion: true },
  { method: 'GET', pattern: 'accounts/*/module/*', immutableAtVersion: true },
  { method: 'GET', pattern: 'accounts/*/balance/*', immutableAtVersion: true },
  { method: 'GET', pattern: 'accounts/*/transactions', immutableAtVersion: false },
  { method: 'GET', pattern: 'accounts/*/events/*', immutableAtVersion: false },
  { method: 'GET', pattern: 'accounts/*/events/*/*', immutableAtVersion: false },
  { method: 'GET', pattern: 'transactions', immutableAtVersion: false },
  { method: 'GET', pattern: 'transactions/by_hash/*', immutableAtVersion: false },
  { method: 'GET', pattern: 'transactions/by_version/*', immutableAtVersion: false },
  { method: 'GET', pattern: 'transactions/wait_by_hash/*', immutableAtVersion: false },
  { method: 'GET', pattern: 'blocks/by_height/*', immutableAtVersion: false },
  { method: 'GET', pattern: 'blocks/by_version/*', immutableAtVersion: false },
  { method: 'POST', pattern: 'tables/*/item', immutableAtVersion: true },
  { method: 'POST', pattern: 'tables/*/raw_item', immutableAtVersion: true },
  { method: 'POST', pattern: 'view', immutableAtVersion: true },
  // the API description: data, and a page the gateway sandboxes (gateway-headers.ts); `~` is a file name
  { method: 'GET', pattern: 'spec', immutableAtVersion: false },
  { method: 'GET', pattern: 'spec.json', immutableAtVersion: false },
  { method: 'GET', pattern: 'spec.yaml', immutableAtVersion: false },
  { method: 'GET', pattern: 'spec/assets/~', immutableAtVersion: false },
  // ours (a real node answers 404, and the explorer falls back): the window's lower end moves, so not immutable
  { method: 'GET', pattern: 'accounts/*/resource/*/versions', immutableAtVersion: false },
  { method: 'POST', pattern: 'tables/*/raw_item/versions', immutableAtVersion: false },
  // real networks serve their indexer beside the node API, at this path of the same host
  { method: 'POST', pattern: 'graphql', immutableAtVersion: false, indexer: true },
];

/** A real node's routes that are not reads: refused by name, so the refusal says what was not done. */
const REFUSED_OPERATIONS: readonly { method: string; pattern: string; what: string }[] = [
  { method: 'POST', pattern: 'transactions', what: 'transaction submission' },
  { method: 'POST', pattern: 'transactions/batch', what: 'transaction submission' },
  { method: 'POST', pattern: 'transactions/simulate', what: 'transaction simulation' },
  { method: 'POST', pattern: 'transactions/encode_submission', what: 'transaction encoding' },
  { method: 'GET', pattern: 'estimate_gas_price', what: 'gas estimation' },
  { method: 'GET', pattern: '-/healthy', what: 'an operator route' },
  { method: 'GET', pattern: 'info', what: 'an operator route' },
];

/**
 * A path parameter once decoded: what addresses, hashes, numbers, identifiers and type tags are made of.
 * No `.`, `/`, `%`, `?` or `#`: a dot segment or an encoded slash could not climb out of the upstream's /v1.
 */
const SAFE_PARAMETER = /^[A-Za-z0-9_:<>, ]+$/u;
/** A file name (the spec page's assets): no leading dot, so never `.` or `..`. */
const SAFE_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/u;

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  return parts.length === segments.length && parts.every((part, i) => part === '*' || part === '~' || part === segments[i]);
}

/**
 * What the gateway does with `method` on `path` (the part after `/v1`, still percent-encoded, no query):
 * forward it (HEAD as GET), or refuse it with a 4xx in the API's error object.
 */
export function decideRoute(method: string, path: string, upstream: string): RouteDecision {
  const shown = `${method} /v1${path}`;
  const encoded = path === '' ? [] : path.slice(1).split('/');
  let segments: string[];
  try {
    segments = encoded.map((segment) => decodeURIComponent(segment));
  } catch {
    return refused(400, 'web_framework_error', `Malformed path: ${shown} is not valid percent-encoding`);
  }
  const asked = method === 'HEAD' ? 'GET' : method;
  const operation = REFUSED_OPERATIONS.find((refusal) => refusal.method === asked && matches(refusal.pattern, segments));
  if (operation !== undefined) {
    return refused(403, 'api_disabled', `The gateway forwards reads only: ${shown} (${operation.what}) is not forwarded to ${upstream}`);
  }
  const onPath = READ_ROUTES.filter((route) => matches(route.pattern, segments));
  const route = onPath.find((candidate) => candidate.method === asked);
  if (route === undefined) {
    if (onPath.length > 0) {
      const allow = [...new Set(onPath.flatMap((candidate) => (candidate.method === 'GET' ? ['GET', 'HEAD'] : [candidate.method])))];
      const refusal = refused(405, 'web_framework_error', `Method not allowed: ${shown} (the gateway forwards reads only)`);
      return { ...refusal, allow: [...allow, 'OPTIONS'].join(', ') };
    }
    return refused(404, 'web_framework_error', `Not found: ${shown} (the gateway forwards only the read routes of a node's API)`);
  }
  const parts = route.pattern === '' ? [] : route.pattern.split('/');
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    if ((part === '*' && !SAFE_PARAMETER.test(segment)) || (part === '~' && !SAFE_FILE_NAME.test(segment))) {
      return refused(
        400,
        'web_framework_error',
        `Failed to parse path parameter ${i}: "${segment.slice(0, 200)}" holds a character no address, number, name or type tag has`,
      );
    }
  }
  const upstreamPath = segments.length === 0 ? '' : `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
  const name = `${route.method} ${route.pattern}`;
  return { kind: 'read', route: { name, upstreamPath, immutableAtVersion: route.immutableAtVersion, indexer: route.indexer === true } };
}

function refused(status: number, errorCode: MappedError['errorCode'], message: string): Refusal {
  return { kind: 'refused', error: { status, errorCode, message } };
}

/** Query parameters are named like `ledger_version`: anything else is refused rather than forwarded. */
const QUERY_NAME = /^[a-z_]{1,64}$/u;

/** The query to send upstream (re-encoded), or an error naming the parameter that cannot be forwarded. */
export function forwardedQuery(search: string): { query: URLSearchParams } | Refusal {
  const query = new URLSearchParams(search);
  const unnamed = [...query.keys()].find((name) => !QUERY_NAME.test(name));
  if (unnamed === undefined) return { query };
  return refused(400, 'web_framework_error', `Invalid query parameter name "${unnamed.slice(0, 100)}": not forwarded`);
}

/** The version a read is pinned to: one `ledger_version` that is a u64, else null (a read at latest). */
export function pinnedVersion(query: URLSearchParams): bigint | null {
  const [value, ...more] = query.getAll('ledger_version');
  // the node's own rule for ledger_version (request-inputs.ts: the core's u64)
  const parsed = value === undefined || more.length > 0 ? null : tryParse(() => parseU64(value));
  return parsed?.ok === true ? parsed.value : null;
}
