import { crowdDefinition, demoTypes, registryTypes } from './demo-types';
import { frameworkTypes } from './framework-types';
import { allFields, resolveDefinition } from './layout';
import type { StructLayout, TypeDefinition } from './layout';
import type { StructTag, TypeTag } from './type-tag';

// The one built-in registry of Move layouts: the framework and demo types the node stores. Other
// types' layouts come from a node's module ABIs (layout-source.ts; architecture "Where layouts come from").

const definitions = new Map<string, TypeDefinition>();
for (const definition of [...frameworkTypes, ...demoTypes, ...registryTypes]) {
  definitions.set(`${definition.address}::${definition.module}::${definition.name}`, definition);
}

export function findTypeDefinition(addressText: string, module: string, name: string): TypeDefinition | undefined {
  return definitions.get(`${addressText}::${module}::${name}`) ?? crowdDefinition(addressText, module, name);
}

/** Every explicitly listed definition (not the 10,000 crowd types), e.g. for a type picker. */
export function listedTypeDefinitions(): readonly TypeDefinition[] {
  return [...definitions.values()];
}

/** The layout of `tag` with its type arguments substituted, or undefined when unknown. */
export function findStructLayout(tag: StructTag): StructLayout | undefined {
  const definition = findTypeDefinition(tag.address, tag.module, tag.name);
  return definition === undefined ? undefined : resolveDefinition(definition, tag);
}

/** True when the bytes of `tag` can be decoded: every struct reachable through fields has a layout (phantom arguments need none). */
export function hasLayout(tag: TypeTag): boolean {
  return hasLayoutWithin(tag, new Set());
}

function hasLayoutWithin(tag: TypeTag, seen: Set<string>): boolean {
  if (tag.kind === 'vector') return hasLayoutWithin(tag.element, seen);
  if (tag.kind !== 'struct') return true;
  const layout = findStructLayout(tag);
  if (layout === undefined) return false;
  const key = JSON.stringify(tag);
  if (seen.has(key)) return true;
  seen.add(key);
  return allFields(layout).every((field) => hasLayoutWithin(field.type, seen));
}
