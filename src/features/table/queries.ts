import { queryOptions } from '@tanstack/react-query';
import { nodeRequest } from '../../queries/ledger-status/ledger-status';
import { getRawTableItem } from '../../core/api/state-bytes-read';
import { versionedRead } from '../../queries/versioned-read';

// Keys: node URL first, then the endpoint, then every normalised input (docs/architecture.md#the-apps-conventions).
// Freshness: latest or pinned (versionedRead). Retries follow the app-wide policy (shouldRetry in src/app/query-client.ts: none on 4xx).
export const tableQueries = {
  all: (node: string) => [node, 'table'] as const,
  /** `keyHex` is the normalised HexEncodedBytes of the key (lowercase, `0x`). */
  item: (node: string, tableHandle: string, keyHex: string, ledgerVersion: bigint | undefined) =>
    queryOptions({
      queryKey: [...tableQueries.all(node), tableHandle, keyHex, ledgerVersion?.toString() ?? 'latest'],
      queryFn: ({ client, signal }) => getRawTableItem({ ...nodeRequest(client, node, signal), tableHandle, key: keyHex, ledgerVersion }),
      ...versionedRead(ledgerVersion),
    }),
};
