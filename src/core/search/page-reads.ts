// The first read of each page that the address bar alone decides (by page of explorer-pages.ts, parameters as
// typed): the boot module starts it while the shell downloads (src/app/boot/boot.ts). Beside the table, not in
// it, because only the boot module reads it: the boot's chunk carries these and the view link's reader, the shell
// neither (issue 34 item 1).
import { RESOURCE_LIST_PAGE_SIZE, type ReadRequest } from '../api/read-requests';
import { viewCallOfLink } from '../api/view-link';
import type { PageKind } from './explorer-pages';

type Params = Record<string, string>;
export type PageRead = (params: Params, query: URLSearchParams, ledgerVersion: bigint | undefined) => ReadRequest | null;

/** An address and a struct tag as the parsers write them (short address, no generics): only then is the boot's read the page's. */
const CANONICAL_TAG = /^0x(?:0|[1-9a-f][0-9a-f]{0,63})(?:::[A-Za-z_][A-Za-z0-9_]*){2}$/;
const CANONICAL_ADDRESS = /^0x(?:0|[1-9a-f][0-9a-f]{0,63})$/;
const CANONICAL_U64 = /^(?:0|[1-9][0-9]{0,19})$/;

export const PAGE_READS: { [K in PageKind]?: PageRead } = {
  // types first, as the account page asks (features/account/resource-list-read.ts)
  account: (p, _, ledgerVersion) => ({
    kind: 'resources',
    address: p.address ?? '',
    ledgerVersion,
    limit: RESOURCE_LIST_PAGE_SIZE,
    accept: 'application/x-bcs',
  }),
  resource: (p, _, ledgerVersion) => ({ kind: 'resource', address: p.address ?? '', resourceType: p.resourceType ?? '', ledgerVersion }),
  // a version as the page writes it back (BigInt's decimal): only then is the boot's read the page's
  transaction: (p) => (CANONICAL_U64.test(p.version ?? '') ? { kind: 'transaction', version: p.version ?? '' } : null),
  // a call without type arguments (a generic one's are normalised by the type-tag parser, which the boot script does without)
  view: (p, q, ledgerVersion) => {
    if ((q.get('type_args') ?? '[]').trim() !== '[]') return null;
    const call = viewCallOfLink(p.function ?? '', [], q.get('args'));
    return call.ok ? { kind: 'view', ...call.value, ledgerVersion } : null;
  },
  // a resource's bytes the page reads (features/bcs/queries.ts), when the link names it as the parsers write it; bytes in the URL win
  bcs: (_, q, ledgerVersion) => {
    const address = q.get('address') ?? '';
    const resourceType = q.get('resource') ?? '';
    if (q.has('hex') || q.has('base64') || !CANONICAL_ADDRESS.test(address) || !CANONICAL_TAG.test(resourceType)) return null;
    return { kind: 'resource', address, resourceType, ledgerVersion, accept: 'application/x-bcs' };
  },
};
