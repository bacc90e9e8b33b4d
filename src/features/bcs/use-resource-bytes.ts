import { useQuery } from '@tanstack/react-query';
import { inspectorQueries } from './queries';
import type { ResourceSource } from './inspector-input';

export type ResourceBytes =
  { status: 'none' } | { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; bytes: Uint8Array };

/** The BCS of the resource the URL names (`address` + `resource`), at the version on screen. */
export function useResourceBytes(node: string, source: ResourceSource | undefined, version: bigint | undefined): ResourceBytes {
  const named = source?.ok === true ? source.value : undefined;
  const query = useQuery({
    ...inspectorQueries.resourceBcs(node, named?.address ?? '', named?.resourceType ?? '', version),
    enabled: named !== undefined,
  });
  if (source === undefined) return { status: 'none' };
  if (!source.ok) return { status: 'failed', message: source.message };
  if (query.data !== undefined) return { status: 'ready', bytes: query.data.data };
  if (query.isError) return { status: 'failed', message: query.error.message };
  return { status: 'loading' };
}
