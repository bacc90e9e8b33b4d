// The modules the demo chain publishes (docs/demo-chain.md#modules-and-the-showcase-upgrade): one per module of every type it stores,
// generated from the registry's definitions so that each ABI reproduces the registry's layouts.
import { crowdDefinition, demoTypes, registryTypes } from '../../src/core/move/demo-types';
import { frameworkTypes } from '../../src/core/move/framework-types';
import type { TypeDefinition } from '../../src/core/move/layout';
import { CROWD_SIZE } from './demo-constants';
import { functionOnlyModules } from './demo-functions';
import { moduleAbi } from './module-abi';
import { encodeModuleValue } from './module-value';
import { UPGRADE_STRUCT_NAMES, upgradeOnlyTypes } from './showcase-upgrade';

export interface PublishedModule {
  name: string;
  /** The stored value (module-value.ts). */
  value: Uint8Array;
}

function publish(address: string, name: string, definitions: readonly TypeDefinition[]): PublishedModule {
  return { name, value: encodeModuleValue(moduleAbi(address, name, definitions)) };
}

/** Definitions grouped by module, modules and structs in the order they are listed. */
function byModule(definitions: readonly TypeDefinition[]): Map<string, TypeDefinition[]> {
  const modules = new Map<string, TypeDefinition[]>();
  for (const definition of definitions) {
    const list = modules.get(definition.module) ?? [];
    list.push(definition);
    modules.set(definition.module, list);
  }
  return modules;
}

let frameworkCache: PublishedModule[] | null = null;
let crowdCache: PublishedModule[] | null = null;
const showcaseCache = new Map<boolean, PublishedModule>();

/** 0x1's modules: one per module of the framework's types (src/core/move/framework-types.ts). */
export function frameworkModules(): readonly PublishedModule[] {
  if (frameworkCache === null) {
    const typed = [...byModule(frameworkTypes)].map(([name, definitions]) => publish('0x1', name, definitions));
    const functionsOnly = functionOnlyModules(
      '0x1',
      typed.map((module) => module.name),
    ).map((name) => publish('0x1', name, []));
    frameworkCache = [...typed, ...functionsOnly];
  }
  return frameworkCache;
}

/** 0xcafe::showcase before the upgrade, or after it (Gallery, Badge and Tier appended). */
export function showcaseModule(upgraded: boolean): PublishedModule {
  let module = showcaseCache.get(upgraded);
  if (module === undefined) {
    const upgradeNames: readonly string[] = UPGRADE_STRUCT_NAMES;
    const original = demoTypes.filter((definition) => !upgradeNames.includes(definition.name));
    const added = [...demoTypes, ...upgradeOnlyTypes].filter((definition) => upgradeNames.includes(definition.name));
    module = publish('0xcafe', 'showcase', upgraded ? [...original, ...added] : original);
    showcaseCache.set(upgraded, module);
  }
  return module;
}

/** 0xbeef::crowd_M for M in 0..99, each declaring Item0 … Item99. */
export function crowdModules(): readonly PublishedModule[] {
  if (crowdCache === null) {
    crowdCache = [];
    for (let m = 0; m < CROWD_SIZE; m++) {
      const definitions: TypeDefinition[] = [];
      for (let k = 0; k < CROWD_SIZE; k++) {
        const definition = crowdDefinition('0xbeef', `crowd_${m}`, `Item${k}`);
        if (definition === undefined) throw new Error(`no crowd definition ${m}/${k}`);
        definitions.push(definition);
      }
      crowdCache.push(publish('0xbeef', `crowd_${m}`, definitions));
    }
  }
  return crowdCache;
}

let registryCache: PublishedModule | null = null;

/** 0xbeef::registry: Registry and Record (demo-registry.ts). */
export function registryModule(): PublishedModule {
  registryCache ??= publish('0xbeef', 'registry', registryTypes);
  return registryCache;
}
