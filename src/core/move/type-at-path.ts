import { childOf, type JsonValue } from './json';
import type { StructLayout } from './layout';
import type { ResolvedLayouts } from './layout-resolver';
import { findStructLayout } from './registry';
import type { StructTag, TypeTag } from './type-tag';

/** Where struct layouts come from: the registry, or layouts learned from the node's module ABIs. */
export type FindLayout = (tag: StructTag) => StructLayout | undefined;

/** The layouts of a resolver as typeAtPath takes them: an unknown one is no layout. */
export function findLayoutIn(layouts: ResolvedLayouts): FindLayout {
  return (tag) => {
    const entry = layouts.layoutOf(tag);
    return entry === undefined || 'unknown' in entry ? undefined : entry;
  };
}

/**
 * The Move type of the value at `path` inside a resource's JSON, from `findLayout` (the registry's
 * by default), or undefined when a layout is unknown. Enums pick their variant from the value's `__variant__`.
 */
export function typeAtPath(
  root: TypeTag,
  rootValue: JsonValue,
  path: readonly (string | number)[],
  findLayout: FindLayout = findStructLayout,
): TypeTag | undefined {
  let type: TypeTag = root;
  let value: JsonValue | undefined = rootValue;
  for (const step of path) {
    if (type.kind === 'vector') {
      if (typeof step !== 'number') return undefined;
      type = type.element;
    } else if (type.kind === 'struct') {
      if (typeof step !== 'string') return undefined;
      const layout = findLayout(type);
      if (layout === undefined) return undefined;
      let fields = layout.kind === 'struct' ? layout.fields : undefined;
      if (layout.kind === 'enum') {
        const variant = value !== null && typeof value === 'object' && !Array.isArray(value) ? value.__variant__ : undefined;
        fields = layout.variants.find((candidate) => candidate.name === variant)?.fields;
      }
      const field = fields?.find((candidate) => candidate.name === step);
      if (field === undefined) return undefined;
      type = field.type;
    } else {
      return undefined;
    }
    value = childOf(value, step);
  }
  return type;
}
