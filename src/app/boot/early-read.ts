// The read a deep link's page makes first, when the boot script can know it from the address bar alone.
import { RESOURCE_LIST_PAGE_SIZE, type ReadRequest } from '../../core/api/read-requests';
import { viewCallOfLink } from '../../core/api/view-link';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';

/** For a route's name and path parameters (percent-encoded, as in the address bar), or null. */
export function earlyReadOf(route: string, params: Record<string, string>, search: URLSearchParams): ReadRequest | null {
  // a link naming a node or a network: which node is read is decided with the settings, by the page
  if (search.has('node') || search.has('network')) return null;
  const versionParam = search.get('ledger_version');
  const version = versionParam === null ? undefined : parseLedgerVersionParam(versionParam);
  if (version !== undefined && !version.ok) return null;
  const ledgerVersion = version?.value;
  try {
    if (route === 'resource' && params.address !== undefined && params.resourceType !== undefined) {
      return {
        kind: 'resource',
        address: decodeURIComponent(params.address),
        resourceType: decodeURIComponent(params.resourceType),
        ledgerVersion,
      };
    }
    if (route === 'account' && params.address !== undefined) {
      // types first, as the account page asks (features/account/resource-list-read.ts)
      return {
        kind: 'resources',
        address: decodeURIComponent(params.address),
        ledgerVersion,
        limit: RESOURCE_LIST_PAGE_SIZE,
        accept: 'application/x-bcs',
      };
    }
    // a view call without type arguments (a generic one's are normalised by the type-tag parser, which the boot script does without)
    if (route === 'view' && params.function !== undefined && (search.get('type_args') ?? '[]').trim() === '[]') {
      const call = viewCallOfLink(decodeURIComponent(params.function), [], search.get('args'));
      return call.ok ? { kind: 'view', ...call.value, ledgerVersion } : null;
    }
  } catch {
    return null; // a malformed path: the page shows the reason
  }
  return null;
}
