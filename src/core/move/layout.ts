import type { GenericTypeTag, StructTag, TypeTag } from './type-tag';

// Move type definitions as the registry declares them: field types may name the definition's
// type parameters; BCS order is declaration order (docs/api.md#bcs).

export type LayoutType = GenericTypeTag;

export type FieldDefinition = { name: string; type: LayoutType };
export type VariantDefinition = { name: string; fields: FieldDefinition[] };

type DefinitionHead = { address: string; module: string; name: string; typeParams: string[] };
export type StructDefinition = DefinitionHead & { kind: 'struct'; fields: FieldDefinition[] };
export type EnumDefinition = DefinitionHead & { kind: 'enum'; variants: VariantDefinition[] };
export type TypeDefinition = StructDefinition | EnumDefinition;

// Resolved for one concrete struct tag: every field type is a concrete type tag.
export type Field = { name: string; type: TypeTag };
export type Variant = { name: string; fields: Field[] };
export type StructLayout = { kind: 'struct'; tag: StructTag; fields: Field[] } | { kind: 'enum'; tag: StructTag; variants: Variant[] };
/** What a layout source answers for one struct tag: its layout, or why it has none (shown to the user). */
export type LayoutLookup = (tag: StructTag) => StructLayout | { unknown: string };

/** The fields of a struct, or those of every variant of an enum. */
export function allFields<F>(layout: { kind: 'struct'; fields: F[] } | { kind: 'enum'; variants: { fields: F[] }[] }): F[] {
  return layout.kind === 'struct' ? layout.fields : layout.variants.flatMap((variant) => variant.fields);
}

/** Replaces type-parameter references by the tag's type arguments. */
export function substituteTypeParams(type: LayoutType, typeArgs: readonly TypeTag[]): TypeTag {
  switch (type.kind) {
    case 'param': {
      const arg = typeArgs[type.index];
      if (arg === undefined) throw new RangeError(`type parameter #${type.index} has no argument`);
      return arg;
    }
    case 'vector':
      return { kind: 'vector', element: substituteTypeParams(type.element, typeArgs) };
    case 'struct':
      return { ...type, typeArgs: type.typeArgs.map((arg) => substituteTypeParams(arg, typeArgs)) };
    default:
      return type;
  }
}

function resolveFields(fields: readonly FieldDefinition[], typeArgs: readonly TypeTag[]): Field[] {
  return fields.map((field) => ({ name: field.name, type: substituteTypeParams(field.type, typeArgs) }));
}

/** The layout of `tag` under `definition`, or undefined when the number of type arguments differs. */
export function resolveDefinition(definition: TypeDefinition, tag: StructTag): StructLayout | undefined {
  if (tag.typeArgs.length !== definition.typeParams.length) return undefined;
  if (definition.kind === 'struct') return { kind: 'struct', tag, fields: resolveFields(definition.fields, tag.typeArgs) };
  return {
    kind: 'enum',
    tag,
    variants: definition.variants.map((variant) => ({ name: variant.name, fields: resolveFields(variant.fields, tag.typeArgs) })),
  };
}
