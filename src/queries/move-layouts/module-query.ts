import { queryOptions } from '@tanstack/react-query';
import { nodeRequest } from '../ledger-status/ledger-status';
import { layoutStaleTime, moduleKey } from './layout-keys';

// The module reader and its ABI parser load when a module is first asked for: a page that may show a call
// (a transaction, a block) loads no ABI code, nor the layout resolver, before its own data is painted.
const loadModuleRead = () => import('../../core/api/module-read');

/** GET …/accounts/{address}/module/{name}: one module's ABI, cached per node, module and version. */
export const moduleQuery = (node: string, address: string, moduleName: string, version: bigint | undefined) =>
  queryOptions({
    queryKey: moduleKey(node, address, moduleName, version),
    queryFn: async ({ client, signal }) =>
      (await loadModuleRead()).getAccountModule({ ...nodeRequest(client, node, signal), address, moduleName, ledgerVersion: version }),
    staleTime: layoutStaleTime(version),
  });
