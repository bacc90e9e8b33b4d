// The script index.html runs inline, before any module (vite-boot-script.ts bundles it in at build):
// for the route in the address bar it starts the page's first data request and preloads the page's
// chunks, while the app's scripts download.
import { startEarlyFetch } from '../../components/early-fetch/start-early-fetch';
import { PAGE_ROUTES, matchRoutePath } from '../page-routes';
import { earlyReadOf } from './early-read';
import { preloadPageAssets, readPageAssets } from './page-assets';

for (const [name, route] of Object.entries(PAGE_ROUTES)) {
  const params = matchRoutePath(route.path, window.location.pathname);
  if (params === null) continue;
  const read = earlyReadOf(name, params, new URLSearchParams(window.location.search));
  if (read !== null) startEarlyFetch(read);
  const assets = readPageAssets(name);
  if (assets !== undefined) preloadPageAssets(assets);
  break;
}
