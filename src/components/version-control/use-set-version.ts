import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** Pins (or, with undefined, unpins) the version in the URL, keeping every other parameter. */
export function useSetVersion(): (version: bigint | undefined) => void {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return useCallback(
    (version: bigint | undefined) => {
      const next = new URLSearchParams(search);
      if (version === undefined) next.delete('ledger_version');
      else next.set('ledger_version', version.toString());
      const query = next.toString();
      navigate({ search: query === '' ? '' : `?${query}` });
    },
    [search, navigate],
  );
}
