// The script index.html runs inline, before any module (vite-boot-script.ts bundles it in at build):
// for the route in the address bar it starts a resource deep link's data request and preloads the
// page's chunks, while the app's scripts download.
import { startEarlyResourceFetch } from '../../components/early-fetch/start-early-fetch';
import { PAGE_ROUTES, matchRoutePath } from '../page-routes';
import { preloadPageAssets, readPageAssets } from './page-assets';

for (const [name, route] of Object.entries(PAGE_ROUTES)) {
  const params = matchRoutePath(route.path, window.location.pathname);
  if (params === null) continue;
  if (name === 'resource' && params.address !== undefined && params.resourceType !== undefined) {
    startEarlyResourceFetch({ address: params.address, resourceType: params.resourceType });
  }
  const assets = readPageAssets(name);
  if (assets !== undefined) preloadPageAssets(assets);
  break;
}
