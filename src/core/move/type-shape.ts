import type { Field, LayoutLookup } from './layout';
import { findStructLayout } from './registry';
import { formatTypeTag, isFrameworkStruct } from './type-tag';
import type { PrimitiveKind, StructTag, TypeTag } from './type-tag';

// The one home of the Move rules the BCS reader, the BCS writer and the node's JSON-text writer
// share: what a type is made of. Each of them only switches on a type's shape; the rules about
// named types live here and nowhere else (docs/api.md#bcs, docs/api.md#move-values-in-json):
// - `vector<u8>` is bytes (hex in JSON);
// - `0x1::string::String` is a UTF-8 string, not its `{bytes}` struct;
// - `0x1::option::Option<T>` is the struct `{vec: vector<T>}` holding at most one element;
// - any other struct or enum is its registry layout, fields in declaration (BCS) order; JSON
//   members in sorted name order (`memberOrder`).
// Shapes are built from layouts (layout.ts), never from other type names. The built-in registry is
// the default source (`typeShape`); layouts learned from a node's module ABIs (layout-resolver.ts)
// get a ShapeCache of their own, so an `unknown` cached for one source never hides another's layout.

/** A named thing of a struct or variant: its declared name and the shape of its type. */
export type ShapeField = { readonly name: string; readonly shape: TypeShape };

/** Fields in declaration (BCS) order; `memberOrder[k]` is the declaration index of JSON member k (names sorted). */
export type ShapeFields = { readonly fields: readonly ShapeField[]; readonly memberOrder: readonly number[]; readonly minSize: number };
export type ShapeVariant = ShapeFields & { readonly name: string };

type Head = {
  /** The type, as first met (shapes are shared by every equal tag). */
  readonly tag: TypeTag;
  /** formatTypeTag(tag), for messages. */
  readonly name: string;
  /** The fewest bytes any value of the type takes, to reject absurd lengths early. */
  readonly minSize: number;
};

export type PrimitiveShape = Head & { readonly kind: 'primitive'; readonly type: PrimitiveKind };
export type TypeShape =
  | PrimitiveShape
  | (Head & { readonly kind: 'bytes' })
  | (Head & { readonly kind: 'string' })
  /** `fields`: the one declared field, `vec: vector<T>` (what a writer checks its JSON against). */
  | (Head & { readonly kind: 'option'; readonly element: TypeShape; readonly fields: readonly ShapeField[] })
  | (Head & { readonly kind: 'vector'; readonly element: TypeShape })
  | (Head & ShapeFields & { readonly kind: 'struct'; readonly tag: StructTag })
  | (Head & { readonly kind: 'enum'; readonly tag: StructTag; readonly variants: readonly ShapeVariant[] })
  /** A struct without a layout (`reason`: why): decoding it fails (LayoutUnknownError); writing fails when a value reaches it. */
  | (Head & { readonly kind: 'unknown'; readonly tag: StructTag; readonly reason: string });

/** Deeper types are refused: nothing real nests this far, and it bounds the recursion. */
export const MAX_TYPE_DEPTH = 64;
// Room for every demo type, the 10,000 crowd types included, before starting over.
const MAX_CACHED_SHAPES = 25_000;

export class TypeTooDeepError extends Error {
  constructor() {
    super(`type nested more than ${MAX_TYPE_DEPTH} levels`);
    this.name = 'TypeTooDeepError';
  }
}

const primitiveSizes: Record<PrimitiveKind, number> = {
  bool: 1,
  u8: 1,
  u16: 2,
  u32: 4,
  u64: 8,
  u128: 16,
  u256: 32,
  address: 32,
  signer: 32,
};

/** Anything that gives shapes: the registry's cache, or a resolver's (layout-resolver.ts). */
export interface ShapeSource {
  shape(tag: TypeTag): TypeShape;
}

const registryLookup: LayoutLookup = (tag) => findStructLayout(tag) ?? { unknown: 'not in the built-in registry' };

/**
 * Shapes from one layout source, in a bounded cache keyed by the type's canonical text. Shapes are
 * shared by every equal tag, so readers compiled from them (bcs-compile.ts) are shared too.
 */
export class ShapeCache implements ShapeSource {
  private readonly shapes = new Map<string, TypeShape>();

  constructor(private readonly lookup: LayoutLookup) {}

  /** Throws TypeTooDeepError when the type nests more than MAX_TYPE_DEPTH levels. */
  shape(tag: TypeTag): TypeShape {
    return this.shapeAt(tag, 0);
  }

  private shapeAt(tag: TypeTag, depth: number): TypeShape {
    if (depth > MAX_TYPE_DEPTH) throw new TypeTooDeepError();
    const name = formatTypeTag(tag);
    const cached = this.shapes.get(name);
    if (cached !== undefined) return cached;
    const shape = this.build(tag, name, depth);
    if (this.shapes.size >= MAX_CACHED_SHAPES) this.shapes.clear();
    this.shapes.set(name, shape);
    return shape;
  }

  private build(tag: TypeTag, name: string, depth: number): TypeShape {
    switch (tag.kind) {
      case 'vector':
        return vectorOf(tag, name, this.shapeAt(tag.element, depth + 1));
      case 'struct':
        return this.buildStruct(tag, name, depth);
      default:
        return { kind: 'primitive', type: tag.kind, tag, name, minSize: primitiveSizes[tag.kind] };
    }
  }

  private buildStruct(tag: StructTag, name: string, depth: number): TypeShape {
    if (isFrameworkStruct(tag, 'string', 'String') && tag.typeArgs.length === 0) return { kind: 'string', tag, name, minSize: 1 };
    const layout = this.lookup(tag);
    if ('unknown' in layout) return { kind: 'unknown', tag, name, reason: layout.unknown, minSize: 0 };
    if (layout.kind === 'enum') {
      const variants = layout.variants.map((variant) => ({ name: variant.name, ...this.shapeFields(variant.fields, depth) }));
      const minSize = 1 + Math.min(...variants.map((variant) => variant.minSize));
      return { kind: 'enum', tag, name, variants, minSize: Number.isFinite(minSize) ? minSize : 1 };
    }
    const element = tag.typeArgs[0];
    if (isFrameworkStruct(tag, 'option', 'Option') && element !== undefined) {
      const elementShape = this.shapeAt(element, depth + 1);
      // `vec: vector<T>`, made from the element's shape: the vector is no level of its own here
      const vecType: TypeTag = { kind: 'vector', element };
      const fields = [{ name: 'vec', shape: vectorOf(vecType, formatTypeTag(vecType), elementShape) }];
      return { kind: 'option', tag, name, element: elementShape, fields, minSize: 1 };
    }
    return { kind: 'struct', tag, name, ...this.shapeFields(layout.fields, depth) };
  }

  private shapeFields(fields: readonly Field[], depth: number): ShapeFields {
    const shaped = fields.map((field) => ({ name: field.name, shape: this.shapeAt(field.type, depth + 1) }));
    const memberOrder = shaped
      .map((field, index) => ({ name: field.name, index }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((field) => field.index);
    const minSize = shaped.reduce((sum, field) => sum + field.shape.minSize, 0);
    return { fields: shaped, memberOrder, minSize };
  }
}

/** The built-in registry's shapes (one per process, shared by every user). */
export const registryShapes = new ShapeCache(registryLookup);

/**
 * The shape of `tag` under the built-in registry. Throws TypeTooDeepError when the type nests more
 * than MAX_TYPE_DEPTH levels; a struct without a layout is a shape of kind `unknown`, so each user
 * decides when that is an error.
 */
export function typeShape(tag: TypeTag): TypeShape {
  return registryShapes.shape(tag);
}

function vectorOf(tag: TypeTag, name: string, element: TypeShape): TypeShape {
  if (element.kind === 'primitive' && element.type === 'u8') return { kind: 'bytes', tag, name, minSize: 1 };
  return { kind: 'vector', element, tag, name, minSize: 1 };
}
