import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseLedgerVersionParam } from '../../core/search/parse-ledger-version-param';
import { searchAtVersion } from '../time-travel/time-travel-params';

/**
 * Pins (or, with undefined, unpins) the version in the URL, keeping every other parameter; an open diff
 * follows a step (searchAtVersion). `from` is the version on screen when the caller knows it (following
 * latest, the URL does not say it); else the URL's.
 */
export function useSetVersion(): (version: bigint | undefined, from?: bigint) => void {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return useCallback(
    (version: bigint | undefined, from?: bigint) => {
      const pinned = parseLedgerVersionParam(search.get('ledger_version') ?? '');
      navigate({ search: searchAtVersion(search, version, from ?? (pinned.ok ? pinned.value : undefined)) });
    },
    [search, navigate],
  );
}
