import { fail, ok, type Result } from '../result';
import { definitionFromAbi } from './abi-layout';
import type { AbiModule } from './abi-layout';
import type { TypeDefinition } from './layout';
import { findTypeDefinition } from './registry';

// Where struct definitions come from: the built-in registry, and module ABIs fetched from a node at
// one ledger version. A resolver (layout-resolver.ts) asks its sources in order.

export interface LayoutSource {
  /** The definition of `address::module::name` (address in the short form), or why it is unknown. */
  definition(address: string, module: string, name: string): Promise<Result<TypeDefinition>>;
}

/** The explorer's built-in types (framework-types.ts, demo-types.ts): answers without a request. */
export const registrySource: LayoutSource = {
  definition(address, module, name) {
    const definition = findTypeDefinition(address, module, name);
    return Promise.resolve(definition === undefined ? fail('not in the built-in registry') : ok(definition));
  },
};

/**
 * One module's ABI as the node answered it, or why there is none (module_not_found, a node without
 * the module routes, a malformed body). A transient failure (network, 5xx) is thrown instead, so it
 * is retried rather than remembered.
 */
export type ModuleAnswer = Result<AbiModule>;
export type FetchModule = (address: string, module: string) => Promise<ModuleAnswer>;

/** Module ABIs through `fetchModule` (bound by the caller to one node and one ledger version); each module is asked once. */
export function moduleAbiSource(fetchModule: FetchModule): LayoutSource {
  const modules = new Map<string, Promise<ModuleAnswer>>();
  return {
    async definition(address, module, name) {
      const key = `${address}::${module}`;
      let answer = modules.get(key);
      if (answer === undefined) {
        answer = fetchModule(address, module);
        modules.set(key, answer);
        // a thrown (transient) failure is not remembered
        answer.catch(() => modules.delete(key));
      }
      const found = await answer;
      if (!found.ok) return found;
      if (found.value.name !== module) return fail(`malformed ABI: asked for module ${key}, the node sent ${found.value.name}`);
      return definitionFromAbi(found.value, address, name);
    },
  };
}
