import { useLoaderData } from 'react-router-dom';
import type { Result } from '../../core/result';
import type { PageKind, PageTarget } from '../../core/search/explorer-pages';

/**
 * The page's target, as its route's loader parsed it from the URL (src/app/routes/loaders.ts): once per
 * navigation, by the codecs of the page's entry. A failure names the path parameter at fault.
 */
export function usePageTarget<K extends PageKind>(): Result<PageTarget<K>, { param: string | undefined }> {
  return useLoaderData() as Result<PageTarget<K>, { param: string | undefined }>;
}
