import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAccountResource } from '../../core/api/resource-read';
import { ApiError } from '../../core/api/errors';
import { parseHexBytes } from '../../core/move/hex';
import type { JsonValue } from '../../core/move/json';
import { nodeRequest } from '../../queries/ledger-status/ledger-status';
import { versionedRead } from '../../queries/versioned-read';
import { errorMessage } from '../../core/error-message';

const PACKAGE_REGISTRY = '0x1::code::PackageRegistry';
/** code.move's upgrade policies. */
const POLICIES: Record<number, string> = { 0: 'arbitrary', 1: 'compatible', 2: 'immutable' };

interface ModuleSource {
  packageName: string;
  upgradeNumber: string;
  policy: string;
  /** The module's source text; null when the package was published without it (`0x`). */
  source: string | null;
}

const field = (value: JsonValue | undefined, name: string): JsonValue | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value[name] : undefined;

/** The gzip-compressed hex the Aptos CLI publishes, as text (the browser's own gunzip). */
async function gunzipHex(hex: string): Promise<string | null> {
  const bytes = parseHexBytes(hex);
  if (bytes.length === 0) return null;
  const stream = new Blob([Uint8Array.from(bytes)]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** The package holding `moduleName` in an account's PackageRegistry, with its module's source; null when none lists it. */
async function readModuleSource(data: JsonValue, moduleName: string): Promise<ModuleSource | null> {
  const packages = field(data, 'packages');
  if (!Array.isArray(packages)) return null;
  for (const pkg of packages) {
    const modules = field(pkg, 'modules');
    const module = Array.isArray(modules) ? modules.find((item) => field(item, 'name') === moduleName) : undefined;
    if (module === undefined) continue;
    const sourceHex = field(module, 'source');
    const policy = field(field(pkg, 'upgrade_policy'), 'policy');
    return {
      packageName: String(field(pkg, 'name') ?? ''),
      upgradeNumber: String(field(pkg, 'upgrade_number') ?? ''),
      policy: typeof policy === 'number' ? (POLICIES[policy] ?? `policy ${policy}`) : 'unknown',
      source: typeof sourceHex === 'string' ? await gunzipHex(sourceHex) : null,
    };
  }
  return null;
}

const sourceQuery = (node: string, address: string, moduleName: string, version: bigint | undefined) =>
  queryOptions({
    queryKey: [node, 'module-source', address, moduleName, version?.toString() ?? 'latest'],
    queryFn: async ({ client, signal }) => {
      try {
        const answer = await getAccountResource({
          ...nodeRequest(client, node, signal),
          address,
          resourceType: PACKAGE_REGISTRY,
          ledgerVersion: version,
        });
        return readModuleSource(answer.data.data, moduleName);
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === 'resource_not_found') return null;
        throw error;
      }
    },
    ...versionedRead(version),
  });

/**
 * The module's Move source where the account's `0x1::code::PackageRegistry` holds it (as the Aptos
 * explorer's Code tab shows it), at the page's version, with its package's upgrade number and policy.
 */
export function ModuleSourceSection({
  node,
  address,
  moduleName,
  version,
}: {
  node: string;
  address: string;
  moduleName: string;
  version: bigint | undefined;
}) {
  const query = useQuery(sourceQuery(node, address, moduleName, version));
  return (
    <section className="tx-section" aria-labelledby="source">
      <h2 id="source">Source</h2>
      {query.isError ? (
        <p className="muted">The package registry could not be read: {errorMessage(query.error)}</p>
      ) : query.data === undefined ? (
        <p className="muted">Reading the package registry…</p>
      ) : query.data === null ? (
        <p className="muted">
          No package at {address} lists this module with its source ({PACKAGE_REGISTRY}).
        </p>
      ) : (
        <>
          <p>
            Package <span className="mono">{query.data.packageName}</span>, upgrade number{' '}
            <span className="mono" data-testid="upgrade-number">
              {query.data.upgradeNumber}
            </span>
            , upgrade policy <span className="mono">{query.data.policy}</span>
          </p>
          {query.data.source === null ? (
            <p className="muted">Published without its source.</p>
          ) : (
            <details>
              <summary>Show the source ({query.data.source.split('\n').length} lines)</summary>
              <pre className="module-source mono" data-testid="module-source">
                {query.data.source}
              </pre>
            </details>
          )}
        </>
      )}
    </section>
  );
}
